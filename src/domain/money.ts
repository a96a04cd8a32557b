/**
 * What a ticket of `price` costs someone who already paid `alreadyPaid` (an upgrade costs the
 * difference, SPEC §9). null when nothing is left to charge: such a ticket is refused, never issued
 * for $0 (approval answers "nothing to charge").
 */
export function amountDue(price: number, alreadyPaid: number): number | null {
  const due = price - alreadyPaid
  return due > 0 ? due : null
}

/**
 * Chilean pesos in the Chilean style, as es-CL's Intl currency format writes them: $45.000. Written
 * out because PocketBase's JS VM (which sends the deadline mails) has no Intl.
 */
export function formatClp(amount: number): string {
  const rounded = Math.round(amount)
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `$${rounded < 0 ? '-' : ''}${digits}`
}
