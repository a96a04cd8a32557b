import { EVENT } from './event'

// What every page needs at once (src/hooks/use-edition.ts), apart from the edition's other rules in
// edition.ts, so the first load does not carry the console's checks.

/**
 * One edition of the convention, as organisers enter it on /adminconsole (collection Ediciones,
 * pb_migrations/1795003210_editions.js): its dates, the day attendees must be adults on, the minutes a
 * buyer has to pay once the terms are accepted, and the prefix of its order ids. Dates are Chile
 * calendar days, YYYY-MM-DD. The 2025 edition of SPEC is the seed.
 */
export interface Edition {
  inicio: string
  fin: string
  corteEdad: string
  minutosPago: number
  prefijoOrden: string
}

export const SEED_EDITION: Edition = {
  inicio: EVENT.startDate,
  fin: EVENT.endDate,
  corteEdad: EVENT.ageCutoffDate,
  minutosPago: EVENT.paymentWindowMs / 60_000,
  prefijoOrden: EVENT.orderIdPrefix,
}

export const byStart = (a: Edition, b: Edition) => (a.inicio < b.inicio ? -1 : a.inicio > b.inicio ? 1 : 0)

/**
 * The edition the site is about on `today` (YYYY-MM-DD, Chile): the first one not over yet, or, when
 * every one is over, the last. The seed when there is none.
 */
export function currentEdition<T extends Edition>(editions: readonly T[], today: string): T | Edition {
  const sorted = [...editions].sort(byStart)
  return sorted.find((edition) => edition.fin >= today) ?? sorted[sorted.length - 1] ?? SEED_EDITION
}
