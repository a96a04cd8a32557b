import { levelRank, parseTicketCode } from './ticket-levels'
import type { TicketTypeState } from './ticket-state'

/**
 * The one answer to "what does this user hold" and "which button does a ticket card show", used by
 * the buy page, the profile and the server (pb_hooks/lib/ticket-request.js through the hook bundle).
 */

/** The badge summary (EntradasUsuario) as the server keeps it with every payment and refund. */
export interface BadgeFacts {
  /** Id of the ticket type held ('' when the summary names none). */
  typeId: string
  /** Tipo code of that type ('' when unknown, e.g. a type no longer shown to buyers). */
  code: string
  /** Total paid so far (CLP). */
  paid: number
}

export type HeldTicket = BadgeFacts

/** The summary is the holding: a user holds a ticket once a type or money is on it (a payment wrote it). */
export function heldTicket(badge: BadgeFacts | null): HeldTicket | null {
  if (!badge || (!badge.typeId && badge.paid <= 0)) return null
  return badge
}

/** Only "disponible" is on sale: "anunciada" is Soon!, "agotada" Sold Out, "creada" is a draft nobody sees. */
export const isOnSale = (state: TicketTypeState | string) => state === 'disponible'

/** Buyers see every type but drafts (the API rule hides them too). */
export const isListed = (state: TicketTypeState | string) => state !== 'creada'

/** An upgrade costs more than what was paid and is of a higher level than the ticket held (price and level). */
export function isUpgrade(held: HeldTicket, offer: { Tipo: string; ValorCLP: number }): boolean {
  if (offer.ValorCLP <= held.paid) return false
  const target = parseTicketCode(offer.Tipo)
  const current = held.code ? parseTicketCode(held.code) : null
  if (!target) return false
  return !current || levelRank(target.level) > levelRank(current.level)
}

/**
 * The button of a ticket card (SPEC §2 Buy), in the order a buyer reads them: their own ticket,
 * then availability, then what they may ask for. "join" and "upgrade" are the only requestable ones.
 */
export type OfferAction = 'yours' | 'hidden' | 'soon' | 'soldOut' | 'join' | 'upgrade' | 'unavailable'

export interface Offer {
  id: string
  Tipo: string
  ValorCLP: number
  Estado: TicketTypeState | string
}

export function offerAction(offer: Offer, held: HeldTicket | null): OfferAction {
  if (held && held.typeId === offer.id) return 'yours'
  if (!isListed(offer.Estado)) return 'hidden'
  if (offer.Estado === 'anunciada') return 'soon'
  if (!isOnSale(offer.Estado)) return 'soldOut'
  if (!held) return 'join'
  return isUpgrade(held, offer) ? 'upgrade' : 'unavailable'
}

export const isRequestableAction = (action: OfferAction) => action === 'join' || action === 'upgrade'
