/** Facts of this edition in one place, so the next edition is an edit here and not a search. */
export const EVENT = {
  name: 'Monster Invasion',
  /** Local dates of the convention (Chile). */
  startDate: '2025-08-29',
  endDate: '2025-08-31',
  timeZone: 'America/Santiago',
  /** Attendees must be 18 or older on this date. */
  ageCutoffDate: '2025-08-27',
  minimumAge: 18,
  /** How long a buyer has to pay once the terms are accepted (SPEC §9), in milliseconds. */
  paymentWindowMs: 5 * 60 * 1000,
  orderIdPrefix: 'Paw25a',
  orderIdDigits: 20,
  refundPeriodDays: 10,
  currency: 'CLP',
} as const
