import { EVENT } from './event'

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

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
/** "Paw" + two digits of the year + one letter: 'Paw25a'. Every edition's order ids share the shape. */
export const ORDER_PREFIX_PATTERN = /^Paw[0-9]{2}[a-z]$/
export const PAYMENT_MINUTES_MIN = 1
/** Webpay's token lives 5 minutes until the form is reached (src/domain/webpay-timing.ts): a window can be shorter, never longer. */
export const PAYMENT_MINUTES_MAX = 5

export type EditionProblem = 'badDate' | 'endsBeforeStart' | 'cutoffAfterStart' | 'badPaymentMinutes' | 'badOrderPrefix'

const realDay = (value: string) => ISO_DAY.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value

/** What is wrong with an edition as entered, by field; empty when it can be saved. */
export function editionProblems(edition: Edition): Partial<Record<keyof Edition, EditionProblem>> {
  const problems: Partial<Record<keyof Edition, EditionProblem>> = {}
  for (const field of ['inicio', 'fin', 'corteEdad'] as const) if (!realDay(edition[field])) problems[field] = 'badDate'
  if (!problems.inicio && !problems.fin && edition.fin < edition.inicio) problems.fin = 'endsBeforeStart'
  if (!problems.inicio && !problems.corteEdad && edition.corteEdad > edition.inicio) problems.corteEdad = 'cutoffAfterStart'
  const minutes = edition.minutosPago
  if (!Number.isInteger(minutes) || minutes < PAYMENT_MINUTES_MIN || minutes > PAYMENT_MINUTES_MAX) problems.minutosPago = 'badPaymentMinutes'
  if (!ORDER_PREFIX_PATTERN.test(edition.prefijoOrden)) problems.prefijoOrden = 'badOrderPrefix'
  return problems
}

const byStart = (a: Edition, b: Edition) => (a.inicio < b.inicio ? -1 : a.inicio > b.inicio ? 1 : 0)

/**
 * The edition the site is about on `today` (YYYY-MM-DD, Chile): the first one not over yet, or, when
 * every one is over, the last. The seed when there is none.
 */
export function currentEdition<T extends Edition>(editions: readonly T[], today: string): T | Edition {
  const sorted = [...editions].sort(byStart)
  return sorted.find((edition) => edition.fin >= today) ?? sorted[sorted.length - 1] ?? SEED_EDITION
}

/** The last edition whose last day is before `today`; null when none is over yet. */
export function lastEndedEdition<T extends Edition>(editions: readonly T[], today: string): T | null {
  const over = [...editions].sort(byStart).filter((edition) => edition.fin < today)
  return over[over.length - 1] ?? null
}

/**
 * The instant (ms since epoch) an edition is over: the end of its last day in Chile. Chile is UTC-4 in
 * winter and UTC-3 in summer; the later instant (UTC-4) is taken so nothing ends early.
 */
export const editionEndsAt = (edition: Pick<Edition, 'fin'>): number => new Date(`${edition.fin}T23:59:59.999-04:00`).getTime()

/** The last birthday (YYYY-MM-DD) old enough on the edition's cut-off day. */
export function latestAdultBirthday(edition: Pick<Edition, 'corteEdad'>): string {
  const [year, month, day] = edition.corteEdad.split('-')
  return `${Number(year) - EVENT.minimumAge}-${month}-${day}`
}

/** The edition's year as texts name it ("Monster Invasion 2025"). */
export const editionYear = (edition: Pick<Edition, 'inicio'>): string => edition.inicio.slice(0, 4)
