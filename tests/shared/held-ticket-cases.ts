import type { OfferAction } from '../../src/domain/held-ticket.ts'

/** A ticket type of the table: code, price (CLP) and state. */
export interface CaseType {
  code: string
  price: number
  estado: 'disponible' | 'anunciada' | 'agotada' | 'creada'
}

export interface HeldTicketCase {
  name: string
  /** The badge summary: the type held (one of `types` by code, or null for none) and the total paid. */
  badge: { code: string | null; paid: number } | null
  offer: CaseType
  /** The button the buy page shows on the offer's card. */
  action: OfferAction
  /** What pideentrada answers when this user asks for the offer. */
  server: 'ok' | 'notAvailable' | 'notAnUpgrade'
}

export const B1: CaseType = { code: 'B1', price: 45000, estado: 'disponible' }
export const S1: CaseType = { code: 'S1', price: 90000, estado: 'disponible' }
export const SS1: CaseType = { code: 'SS1', price: 170000, estado: 'disponible' }
export const MEGA: CaseType = { code: 'MEGA', price: 300000, estado: 'disponible' }

/**
 * One table for "what does this user hold and what may they ask for": run against
 * src/domain/held-ticket.ts (tests/unit/held-ticket.test.ts) and against the server's pideentrada
 * (tests/integration/held-ticket.test.ts), so the buy page, the profile and the server cannot drift.
 */
export const HELD_TICKET_CASES: readonly HeldTicketCase[] = [
  { name: 'no badge, a type on sale: join', badge: null, offer: B1, action: 'join', server: 'ok' },
  { name: 'no badge, an announced type: soon', badge: null, offer: { ...SS1, estado: 'anunciada' }, action: 'soon', server: 'notAvailable' },
  { name: 'no badge, a sold-out type: sold out', badge: null, offer: { ...SS1, estado: 'agotada' }, action: 'soldOut', server: 'notAvailable' },
  { name: 'no badge, a draft: hidden', badge: null, offer: { ...SS1, estado: 'creada' }, action: 'hidden', server: 'notAvailable' },
  { name: 'a summary emptied by a refund (no type, nothing paid) holds nothing: join', badge: { code: null, paid: 0 }, offer: S1, action: 'join', server: 'ok' },
  { name: 'Sponsor holder, their own type: yours', badge: { code: 'S1', paid: 90000 }, offer: S1, action: 'yours', server: 'notAnUpgrade' },
  { name: 'Sponsor holder, a lower level: not available', badge: { code: 'S1', paid: 90000 }, offer: B1, action: 'unavailable', server: 'notAnUpgrade' },
  { name: 'Sponsor holder, a higher level that costs more: upgrade', badge: { code: 'S1', paid: 90000 }, offer: MEGA, action: 'upgrade', server: 'ok' },
  {
    name: 'Sponsor holder, a higher level that costs no more than paid: not an upgrade (price and level)',
    badge: { code: 'S1', paid: 90000 },
    offer: { ...SS1, price: 90000 },
    action: 'unavailable',
    server: 'notAnUpgrade',
  },
  { name: 'Sponsor holder, a higher level sold out: sold out', badge: { code: 'S1', paid: 90000 }, offer: { ...MEGA, estado: 'agotada' }, action: 'soldOut', server: 'notAvailable' },
  { name: 'General holder, a higher level on sale: upgrade', badge: { code: 'B1', paid: 45000 }, offer: SS1, action: 'upgrade', server: 'ok' },
  { name: 'Mega holder, any other type: not available', badge: { code: 'MEGA', paid: 300000 }, offer: SS1, action: 'unavailable', server: 'notAnUpgrade' },
]
