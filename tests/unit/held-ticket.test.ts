import { describe, expect, it } from 'vitest'
import { heldTicket, isRequestableAction, offerAction } from '../../src/domain/held-ticket.ts'
import { HELD_TICKET_CASES } from '../shared/held-ticket-cases.ts'

const idOf = (code: string) => `type${code.toLowerCase()}`.padEnd(15, '0')

describe('heldTicket + offerAction decide the buy page card, the profile and the server alike (shared table)', () => {
  for (const c of HELD_TICKET_CASES) {
    it(c.name, () => {
      const held = heldTicket(c.badge && { typeId: c.badge.code ? idOf(c.badge.code) : '', code: c.badge.code ?? '', paid: c.badge.paid })
      const action = offerAction({ id: idOf(c.offer.code), Tipo: c.offer.code, ValorCLP: c.offer.price, Estado: c.offer.estado }, held)
      expect(action).toBe(c.action)
      expect(isRequestableAction(action)).toBe(c.server === 'ok')
    })
  }
})
