import type { IssuedSelection } from '@/api/entradas-entregadas'
// Any edition's prefix ('Paw25a', 'Paw26a': src/domain/edition.ts), or none.
const ORDER_ID_LIKE = /^(Paw[0-9]{2}[a-z])?[0-9]+$/i

/**
 * What /adminremove's search box means: digits (or an edition's order prefix and digits) are part of an order
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
