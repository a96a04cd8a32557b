import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BAN_THRESHOLD } from '../../src/domain/ban.ts'
import { HELD_TICKET_CASES } from '../shared/held-ticket-cases.ts'

interface HookRules {
  offerActionOf(facts: { hasBadge: boolean; heldType: string; heldTipo: string; paid: number; tipo: string; valor: number; estado: string }, typeId: string): string
  BAN_THRESHOLD: number
}

/** pb_hooks/lib/*.js are CommonJS modules for PocketBase's JS VM: evaluated here as such. */
function loadHook(name: string): unknown {
  const dir = path.resolve(import.meta.dirname, '../../pb_hooks/lib')
  const load = (file: string): unknown => {
    const module = { exports: {} as unknown }
    const requireHook = (target: string) => load(path.resolve(dir, path.basename(target)))
    new Function('module', '__hooks', 'require', readFileSync(file, 'utf8'))(module, path.dirname(dir), requireHook)
    return module.exports
  }
  return load(path.join(dir, name))
}
const loadHookRules = () => loadHook('ticket-request.js') as HookRules

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
