import { isPurchasable } from '@/domain/offers'
import { levelRank, parseTicketCode, TOP_LEVEL } from '@/domain/ticket-levels'
import type { BadgeSummaryRecord, IssuedTicketRecord, TicketTypeRecord } from '@/types/pocketbase'

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
  badge: BadgeSummaryRecord | null
  issued: readonly IssuedTicketRecord[]
}

const levelOf = (type: TicketTypeRecord | null) => (type ? (parseTicketCode(type.Tipo)?.level ?? null) : null)

export function ticketDisplay({ offers, badge, issued }: TicketFacts): TicketDisplay {
  const paid = issued.filter((ticket) => ticket.estado === 'pagada')
  const heldTypeId = badge?.TipoBadge || paid[0]?.tipo || ''
  const purchasable = offers.filter((offer) => isPurchasable(offer.Estado))
  if (!heldTypeId) return purchasable.length > 0 ? { kind: 'd' } : { kind: 'e' }

  const held = offers.find((offer) => offer.id === heldTypeId) ?? null
  const paidTicket = paid.find((ticket) => ticket.tipo === heldTypeId) ?? paid[0]
  const paidTicketId = paidTicket?.id ?? null
  const level = levelOf(held)
  if (level === TOP_LEVEL) return { kind: 'a', held, paidTicketId }
  // An "upgrade" is an offer on sale above the level held; a cheaper type on sale is no upgrade.
  const canUpgrade = purchasable.some((offer) => {
    const offerLevel = levelOf(offer)
    return offerLevel !== null && (level === null || levelRank(offerLevel) > levelRank(level))
  })
  return { kind: canUpgrade ? 'b' : 'c', held, paidTicketId }
}
