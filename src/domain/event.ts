/**
 * Facts of the convention that hold for every edition. What differs per edition (its days, the age
 * cut-off, the sale window, the minutes to pay, the order prefix) is data: collection Ediciones,
 * src/domain/current-edition.ts.
 */
export const EVENT = {
  name: 'Monster Invasion',
  timeZone: 'America/Santiago',
  minimumAge: 18,
  orderIdDigits: 20,
  refundPeriodDays: 10,
  currency: 'CLP',
} as const
