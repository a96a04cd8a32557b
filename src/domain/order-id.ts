import { EVENT } from './event'

/** Order ids are 'Paw25a' + a 20-digit zero-padded counter; the first is 'Paw25a' + 20 zeros. */
export function formatOrderId(counter: number): string {
  if (!Number.isSafeInteger(counter) || counter < 0) throw new RangeError('order counter must be a non-negative integer')
  return EVENT.orderIdPrefix + String(counter).padStart(EVENT.orderIdDigits, '0')
}

export const ORDER_ID_PATTERN = new RegExp(`^${EVENT.orderIdPrefix}[0-9]{${EVENT.orderIdDigits}}$`)

export function parseOrderId(orderId: string): number | null {
  return ORDER_ID_PATTERN.test(orderId) ? Number(orderId.slice(EVENT.orderIdPrefix.length)) : null
}

/** Webpay's buy_order limit (payments.md §1.3). */
export const BUY_ORDER_MAX = 26

/**
 * The buy_order of payment attempt `attempt` (1-based) of a ticket. Webpay wants one per
 * transaction, so every attempt gets its own: the first is the order id itself, later ones the
 * order id's 20 digits and the attempt number ("00000000000000000123-2"), which stays within 26
 * characters and reads back to the ticket.
 */
export function attemptBuyOrder(orderId: string, attempt: number): string {
  if (!ORDER_ID_PATTERN.test(orderId)) throw new RangeError('not an order id')
  if (!Number.isSafeInteger(attempt) || attempt < 1) throw new RangeError('attempt must be a positive integer')
  if (attempt === 1) return orderId
  const buyOrder = `${orderId.slice(EVENT.orderIdPrefix.length)}-${attempt}`
  if (buyOrder.length > BUY_ORDER_MAX) throw new RangeError('too many payment attempts for one ticket')
  return buyOrder
}

/** The ticket order id a buy_order was made from (null when it is not one of ours). */
export function orderIdOfBuyOrder(buyOrder: string): string | null {
  if (ORDER_ID_PATTERN.test(buyOrder)) return buyOrder
  const match = new RegExp(`^([0-9]{${EVENT.orderIdDigits}})-([0-9]+)$`).exec(buyOrder)
  return match ? `${EVENT.orderIdPrefix}${match[1]}` : null
}
