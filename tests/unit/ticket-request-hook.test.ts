import { describe, expect, it } from 'vitest'
import { BAN_THRESHOLD } from '../../src/domain/ban.ts'
import { HELD_TICKET_CASES } from '../shared/held-ticket-cases.ts'
import { loadHookLib } from '../shared/pb-hook-module.ts'

interface HookRules {
  offerActionOf(facts: { hasBadge: boolean; heldType: string; heldTipo: string; paid: number; tipo: string; valor: number; estado: string }, typeId: string): string
  BAN_THRESHOLD: number
}

const loadHookRules = () => loadHookLib('ticket-request.js') as HookRules

describe('the queue hook decides with src/domain/held-ticket (pideentrada goes through it)', () => {
  const hook = loadHookRules()
  const idOf = (code: string) => `type${code.toLowerCase()}`.padEnd(15, '0')

  for (const c of HELD_TICKET_CASES) {
    it(`shared table: ${c.name}`, () => {
      const facts = {
        hasBadge: c.badge !== null,
        heldType: c.badge?.code ? idOf(c.badge.code) : '',
        heldTipo: c.badge?.code ?? '',
        paid: c.badge?.paid ?? 0,
        tipo: c.offer.code,
        valor: c.offer.price,
        estado: c.offer.estado,
      }
      expect(hook.offerActionOf(facts, idOf(c.offer.code))).toBe(c.action)
    })
  }

  it('uses the same ban threshold', () => {
    expect(hook.BAN_THRESHOLD).toBe(BAN_THRESHOLD)
  })
})
