import { todayInChile } from './chile-time'

// What every page needs at once (src/hooks/use-edition.ts), apart from the edition's other rules in
// edition.ts, so the first load does not carry the console's checks.

/**
 * One edition of the convention, as organisers enter it on /adminconsole (collection Ediciones,
 * pb_migrations/1795003210_editions.js): its dates, the day attendees must be adults on, the minutes a
 * buyer has to pay once the terms are accepted, and the prefix of its order ids. Dates are Chile
 * calendar days, YYYY-MM-DD. Tickets are sold from `ventaAbre` to
 * `ventaCierra`, both days included; the sale closes before the event's first day (editionProblems).
 */
export interface Edition {
  inicio: string
  fin: string
  corteEdad: string
  minutosPago: number
  prefijoOrden: string
  ventaAbre: string
  ventaCierra: string
}

/**
 * What the server knows when organisers have entered no edition: no days, no prefix, no sale (its sale
 * state is 'over'). No edition's facts are written in code; the first one is the migrations' record.
 */
export const NO_EDITION: Edition = { inicio: '', fin: '', corteEdad: '', minutosPago: 0, prefijoOrden: '', ventaAbre: '', ventaCierra: '' }

export const byStart = (a: Edition, b: Edition) => (a.inicio < b.inicio ? -1 : a.inicio > b.inicio ? 1 : 0)

/**
 * The edition the site is about on `today` (YYYY-MM-DD, Chile): the first one not over yet, or, when
 * every one is over, the last; undefined when there is none.
 */
export function currentEdition<T extends Edition>(editions: readonly T[], today: string): T | undefined {
  const sorted = [...editions].sort(byStart)
  return sorted.find((edition) => edition.fin >= today) ?? sorted[sorted.length - 1]
}

/** Where the sale of `edition` stands on `today` (YYYY-MM-DD, Chile). */
export type SaleState = 'notYet' | 'open' | 'closed' | 'over'

export function saleStateOn(edition: Edition, today: string): SaleState {
  if (edition.fin < today) return 'over'
  if (edition.ventaAbre === '' || edition.ventaCierra === '' || today > edition.ventaCierra || today >= edition.inicio) return 'closed'
  return today < edition.ventaAbre ? 'notYet' : 'open'
}

/** Whether tickets of the current edition can be requested, approved, paid or transferred at `now`; never without an edition. */
export const saleOpenAt = (editions: readonly Edition[], now: Date): boolean => {
  const today = todayInChile(now)
  const edition = currentEdition(editions, today)
  return edition !== undefined && saleStateOn(edition, today) === 'open'
}

/** The edition's year as texts name it ("Monster Invasion 2025"). */
export const editionYear = (edition: Pick<Edition, 'inicio'>): string => edition.inicio.slice(0, 4)
