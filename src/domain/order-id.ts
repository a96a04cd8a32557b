import { EVENT } from './event'

/** Every order id: an edition's prefix ('Paw25a', src/domain/edition.ts) and a 20-digit counter shared by all editions. */
const PREFIX_LENGTH = 6
export const ORDER_ID_PATTERN = new RegExp(`^Paw[0-9]{2}[a-z][0-9]{${EVENT.orderIdDigits}}$`)

/** The order id of counter value `counter` in the edition whose order prefix is `prefix`; the first is prefix + 20 zeros. */
export function formatOrderId(counter: number, prefix: string): string {
  if (!Number.isSafeInteger(counter) || counter < 0) throw new RangeError('order counter must be a non-negative integer')
  const orderId = prefix + String(counter).padStart(EVENT.orderIdDigits, '0')
  if (!ORDER_ID_PATTERN.test(orderId)) throw new RangeError('not an order prefix')
  return orderId
}

/**
 * The edition an order id names: its prefix ('Paw25a'). Prefixes are unique per edition (Ediciones'
 * index), so this is the ticket's edition everywhere: at the door, in its signed QR, in its payment.
 */
export const orderPrefixOf = (orderId: string): string => (ORDER_ID_PATTERN.test(orderId) ? orderId.slice(0, PREFIX_LENGTH) : '')

export function parseOrderId(orderId: string): number | null {
  return ORDER_ID_PATTERN.test(orderId) ? Number(orderId.slice(PREFIX_LENGTH)) : null
}

/** Webpay's buy_order limit (payments.md §1.3). */
export const BUY_ORDER_MAX = 26

/**
 * The buy_order of payment attempt `attempt` (1-based) of a ticket. Webpay wants one per
 * transaction, so every attempt gets its own: the first is the order id itself, later ones the
 * order id's 20 digits and the attempt number ("00000000000000000123-2"), which stays within 26
 * characters and reads back to the ticket (the counter is unique across editions).
 */
export function attemptBuyOrder(orderId: string, attempt: number): string {
  if (!ORDER_ID_PATTERN.test(orderId)) throw new RangeError('not an order id')
  if (!Number.isSafeInteger(attempt) || attempt < 1) throw new RangeError('attempt must be a positive integer')
  if (attempt === 1) return orderId
  const buyOrder = `${orderId.slice(PREFIX_LENGTH)}-${attempt}`
  if (buyOrder.length > BUY_ORDER_MAX) throw new RangeError('too many payment attempts for one ticket')
  return buyOrder
}

/** The 20 digits of the ticket order id a buy_order was made from (null when it is not one of ours). */
export function orderDigitsOfBuyOrder(buyOrder: string): string | null {
  if (ORDER_ID_PATTERN.test(buyOrder)) return buyOrder.slice(PREFIX_LENGTH)
  const match = new RegExp(`^([0-9]{${EVENT.orderIdDigits}})-([0-9]+)$`).exec(buyOrder)
  return match?.[1] ?? null
}
