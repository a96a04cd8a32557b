import { dayOfText } from '@/components/ui/day-text'
import { editionYear, type Edition, type EditionProblem } from '@/domain/edition'
import type { EditionName, EditionNameProblem } from '@/domain/edition-name'
import { formatChileDate } from '@/domain/profile-rules'

/** What the console can say about an edition's field: the domain's problems and the server's own refusals. */
export type EditionMessage = EditionProblem | EditionNameProblem | 'startTaken' | 'prefixTaken' | 'invalid'

const DOMAIN_PROBLEMS: readonly (EditionProblem | EditionNameProblem)[] = [
  'badDate',
  'endsBeforeStart',
  'cutoffAfterStart',
  'badPaymentMinutes',
  'badOrderPrefix',
  'saleClosesBeforeOpening',
  'saleClosesAfterStart',
  'nameMissing',
  'nameTooLong',
]

const isDomainProblem = (value: string): value is EditionProblem | EditionNameProblem => (DOMAIN_PROBLEMS as readonly string[]).includes(value)

/**
 * A field error of PocketBase's answer, by its code: pb_hooks/editions.pb.js answers the domain's
 * problems as `validation_edition_<problem>`; two editions may not start on the same day nor share an
 * order prefix (unique indexes).
 */
export function serverEditionMessage(code: string, field: string): EditionMessage {
  const problem = /^validation_edition_(\w+)$/.exec(code)?.[1] ?? ''
  if (isDomainProblem(problem)) return problem
  if (code !== 'validation_not_unique') return 'invalid'
  return field === 'prefijoOrden' ? 'prefixTaken' : 'startTaken'
}

/** An edition that has started (its first day is today or before, in Chile) keeps its facts; the server refuses to change or delete it. */
export const hasStarted = (edition: Pick<Edition, 'inicio'>, today: string) => edition.inicio <= today

/** The order prefix the next edition would likely take: the year after the last edition's, letter a. */
export function suggestedOrderPrefix(editions: readonly Pick<Edition, 'inicio'>[]): string {
  const years = editions.map((edition) => Number(editionYear(edition)))
  const next = (years.length > 0 ? Math.max(...years) : new Date().getFullYear()) + 1
  return `Paw${String(next % 100).padStart(2, '0')}a`
}

/** The form as typed: every field is text until it is saved; days day first (21-06-1998, DayField). */
export interface EditionValues {
  inicio: string
  fin: string
  corteEdad: string
  minutosPago: string
  prefijoOrden: string
  ventaAbre: string
  ventaCierra: string
  nombreEs: string
  nombreEn: string
}

/** The name as typed, trimmed. */
export const nameOf = (values: EditionValues): EditionName => ({ nombreEs: values.nombreEs.trim(), nombreEn: values.nombreEn.trim() })

/** Typed values as an edition; minutes that are not a whole number stay so, for editionProblems to name. */
export const editionOf = (values: EditionValues): Edition => ({
  inicio: dayOfText(values.inicio),
  fin: dayOfText(values.fin),
  corteEdad: dayOfText(values.corteEdad),
  minutosPago: /^\d+$/.test(values.minutosPago.trim()) ? Number(values.minutosPago) : Number.NaN,
  prefijoOrden: values.prefijoOrden.trim(),
  ventaAbre: dayOfText(values.ventaAbre),
  ventaCierra: dayOfText(values.ventaCierra),
})

export const valuesOf = (edition: (Edition & EditionName) | undefined): EditionValues =>
  edition
    ? {
        inicio: formatChileDate(edition.inicio),
        fin: formatChileDate(edition.fin),
        corteEdad: formatChileDate(edition.corteEdad),
        minutosPago: String(edition.minutosPago),
        prefijoOrden: edition.prefijoOrden,
        ventaAbre: formatChileDate(edition.ventaAbre),
        ventaCierra: formatChileDate(edition.ventaCierra),
        nombreEs: edition.nombreEs,
        nombreEn: edition.nombreEn,
      }
    : { inicio: '', fin: '', corteEdad: '', minutosPago: '5', prefijoOrden: '', ventaAbre: '', ventaCierra: '', nombreEs: '', nombreEn: '' }
