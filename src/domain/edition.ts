import { EVENT } from './event'
import { byStart, type Edition } from './current-edition'
import { todayInChile } from './chile-time'

export { currentEdition, editionYear, saleOpenAt, saleStateOn, NO_EDITION, type Edition, type SaleState } from './current-edition'

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
/** "Paw" + two digits of the year + one letter: 'Paw25a'. Every edition's order ids share the shape. */
export const ORDER_PREFIX_PATTERN = /^Paw[0-9]{2}[a-z]$/
export const PAYMENT_MINUTES_MIN = 1
/** Webpay's token lives 5 minutes until the form is reached (src/domain/webpay-timing.ts): a window can be shorter, never longer. */
export const PAYMENT_MINUTES_MAX = 5

export type EditionProblem = 'badDate' | 'endsBeforeStart' | 'cutoffAfterStart' | 'badPaymentMinutes' | 'badOrderPrefix' | 'saleClosesBeforeOpening' | 'saleClosesAfterStart'

const realDay = (value: string) => {
  const noon = new Date(`${value}T12:00:00Z`)
  // A month past 12 makes no date at all (toISOString would throw); 30 February rolls into March.
  return ISO_DAY.test(value) && !Number.isNaN(noon.getTime()) && noon.toISOString().slice(0, 10) === value
}

/** What is wrong with an edition as entered, by field; empty when it can be saved. */
export function editionProblems(edition: Edition): Partial<Record<keyof Edition, EditionProblem>> {
  const problems: Partial<Record<keyof Edition, EditionProblem>> = {}
  for (const field of ['inicio', 'fin', 'corteEdad', 'ventaAbre', 'ventaCierra'] as const) if (!realDay(edition[field])) problems[field] = 'badDate'
  if (!problems.inicio && !problems.fin && edition.fin < edition.inicio) problems.fin = 'endsBeforeStart'
  if (!problems.ventaAbre && !problems.ventaCierra && edition.ventaCierra < edition.ventaAbre) problems.ventaCierra = 'saleClosesBeforeOpening'
  else if (!problems.inicio && !problems.ventaCierra && edition.ventaCierra >= edition.inicio) problems.ventaCierra = 'saleClosesAfterStart'
  if (!problems.inicio && !problems.corteEdad && edition.corteEdad > edition.inicio) problems.corteEdad = 'cutoffAfterStart'
  const minutes = edition.minutosPago
  if (!Number.isInteger(minutes) || minutes < PAYMENT_MINUTES_MIN || minutes > PAYMENT_MINUTES_MAX) problems.minutosPago = 'badPaymentMinutes'
  if (!ORDER_PREFIX_PATTERN.test(edition.prefijoOrden)) problems.prefijoOrden = 'badOrderPrefix'
  return problems
}

/** The last edition whose last day is before `today`; null when none is over yet. */
export function lastEndedEdition<T extends Edition>(editions: readonly T[], today: string): T | null {
  const over = [...editions].sort(byStart).filter((edition) => edition.fin < today)
  return over[over.length - 1] ?? null
}

/**
 * Where the current edition's queue starts on `today`, as PocketBase writes dates ('YYYY-MM-DD
 * HH:MM:SS.sssZ'): the end of the last edition that is over. An open request made before it waited for
 * that edition; '' when none is over. Moving a sale window never moves it.
 */
export function queueStartOn(editions: readonly Edition[], today: string): string {
  const over = lastEndedEdition(editions, today)
  return over ? new Date(editionEndsAt(over)).toISOString().replace('T', ' ') : ''
}

/**
 * The instant (ms since epoch) an edition is over: the end of its last day in Chile. Chile is UTC-4 in
 * winter and UTC-3 in summer; the later instant (UTC-4) is taken so nothing ends early.
 */
export const editionEndsAt = (edition: Pick<Edition, 'fin'>): number => new Date(`${edition.fin}T23:59:59.999-04:00`).getTime()

/** The last instant (ms since epoch) of `day` (YYYY-MM-DD) on Chile's clock, summer time or not. */
export function chileDayEndsAt(day: string): number {
  for (const offset of ['-04:00', '-03:00']) {
    const at = new Date(`${day}T23:59:59.999${offset}`).getTime()
    if (todayInChile(new Date(at)) === day && todayInChile(new Date(at + 1)) !== day) return at
  }
  return new Date(`${day}T23:59:59.999-03:00`).getTime()
}

/** When the sale of `edition` closes: the end of its last sale day, which is before the event. */
export const saleClosesAt = (edition: Pick<Edition, 'ventaCierra'>): number => chileDayEndsAt(edition.ventaCierra)

/** The last birthday (YYYY-MM-DD) old enough on the edition's cut-off day. */
export function latestAdultBirthday(edition: Pick<Edition, 'corteEdad'>): string {
  const [year, month, day] = edition.corteEdad.split('-')
  return `${Number(year) - EVENT.minimumAge}-${month}-${day}`
}

/** The edition whose order prefix `prefix` is (prefixes are unique), or null. */
export const editionOfPrefix = <T extends Pick<Edition, 'prefijoOrden'>>(editions: readonly T[], prefix: string): T | null =>
  editions.find((edition) => edition.prefijoOrden === prefix) ?? null



/**
 * The requests that belong to `edition`, as PocketBase writes dates: made after the previous edition was
 * over (`from`, '' for the first edition) and before this one is (`to`). A request names no edition; it
 * waited in the queue of the edition whose sale it was made for (queueStartOn).
 */
export function requestPeriodOf(editions: readonly Edition[], edition: Edition): { from: string; to: string } {
  const earlier = [...editions].sort(byStart).filter((other) => other.inicio < edition.inicio)
  const previous = earlier[earlier.length - 1]
  const pbDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ')
  return { from: previous ? pbDate(editionEndsAt(previous)) : '', to: pbDate(editionEndsAt(edition)) }
}
