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
