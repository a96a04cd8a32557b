import { EVENT } from './event'
import { byStart, type Edition } from './current-edition'

export { currentEdition, SEED_EDITION, type Edition } from './current-edition'

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
