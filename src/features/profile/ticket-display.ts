import { heldTicket, isRequestableAction, offerAction, type BadgeFacts } from '@/domain/held-ticket'
import { parseTicketCode, TOP_LEVEL } from '@/domain/ticket-levels'
import type { IssuedTicketRecord, TicketTypeRecord } from '@/types/pocketbase'

/**
 * The five displays of the profile's ticket section (SPEC §2 Profile, a–e):
 * a holds Mega · b holds a lower ticket and an upgrade is on sale · c holds a ticket, nothing to upgrade to ·
 * d no ticket, something on sale · e no ticket, nothing on sale.
 */
export type TicketDisplay =
  | { kind: 'a' | 'b' | 'c'; held: TicketTypeRecord | null; paidTicketId: string | null }
  | { kind: 'd' }
  | { kind: 'e' }

export interface TicketFacts {
  offers: readonly TicketTypeRecord[]
  /** The badge summary (src/domain/held-ticket decides what it means to hold a ticket, as the buy page and server do). */
  badge: BadgeFacts | null
  issued: readonly IssuedTicketRecord[]
  /** The current edition's order prefix (null while the editions load): another edition's paid ticket never shows as the QR. */
  currentPrefix: string | null
}

export function ticketDisplay({ offers, badge, issued, currentPrefix }: TicketFacts): TicketDisplay {
  const held = heldTicket(badge)
  // What the buy page would let this user request: the same cards, the same buttons.
  const requestable = offers.some((offer) => isRequestableAction(offerAction(offer, held)))
  if (!held) return requestable ? { kind: 'd' } : { kind: 'e' }

  const heldType = offers.find((offer) => offer.id === held.typeId) ?? null
  const paid = issued.filter((ticket) => ticket.estado === 'pagada' && (currentPrefix === null || ticket.orderID.startsWith(currentPrefix)))
  const paidTicketId = (paid.find((ticket) => ticket.tipo === held.typeId) ?? paid[0])?.id ?? null
  if (heldType && parseTicketCode(heldType.Tipo)?.level === TOP_LEVEL) return { kind: 'a', held: heldType, paidTicketId }
  return { kind: requestable ? 'b' : 'c', held: heldType, paidTicketId }
}
