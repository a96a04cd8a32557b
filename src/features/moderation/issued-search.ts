import type { IssuedSelection } from '@/api/entradas-entregadas'
import { EVENT } from '@/domain/event'

const ORDER_ID_LIKE = new RegExp(`^(${EVENT.orderIdPrefix})?[0-9]+$`, 'i')

/**
 * What /adminremove's search box means: digits (or the order prefix and digits) are part of an order
 * id; any other text finds people first, by e-mail, username or legal name, and then their tickets.
 */
export function looksLikeOrderId(text: string): boolean {
  return ORDER_ID_LIKE.test(text)
}

export function selectionFor(text: string, holders: readonly string[]): IssuedSelection {
  if (!text) return { kind: 'all' }
  if (looksLikeOrderId(text)) return { kind: 'orderId', text }
  return { kind: 'holders', userIds: holders }
}
