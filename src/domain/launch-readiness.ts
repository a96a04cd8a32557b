import { NO_EDITION, type Edition } from './edition'
import type { ContentProblem } from './organiser-readiness'
import { parseTicketCode } from './ticket-levels'

/**
 * What still stands between the site and "tickets on sale", from the data organisers enter on the
 * console: one rule for the console (pb_hooks, GET /api/mi/organiser/readiness) and for
 * `npm run readiness` / `npm run doctor`, which also check the source tree. Codes, not sentences: each
 * reader words them in its own language.
 */
export type LaunchProblemCode =
  | 'eventStartsInPast'
  | 'eventEndsBeforeStart'
  | 'ageCutoffAfterStart'
  | 'noTypes'
  | 'typeBadCode'
  | 'typeWithoutQuantity'
  | 'typeWithoutImage'
  | 'typeWithoutEnglishName'
  | 'nothingOnSale'
  | 'noBanner'
  | 'noPartners'
  | 'noDoorModerator'
  | 'content'

export interface LaunchProblem {
  code: LaunchProblemCode
  severity: 'blocker' | 'warning'
  /** The ticket type concerned (its code, Tipo), when there is one. */
  type?: string
  /** code 'content': what is wrong with the organiser content, and where (src/domain/organiser-readiness.ts). */
  content?: ContentProblem
}

/** Organiser content problems as launch problems: each one blocks (seed text, a missing language, no staff). */
export const contentLaunchProblems = (problems: readonly ContentProblem[]): LaunchProblem[] => problems.map((content) => ({ code: 'content', severity: 'blocker', content }))

export interface CatalogueData {
  types: readonly { id: string; Tipo: string; Estado: string; Imagen: string; NombreIngles: string }[]
  /** Ticket type ids that have their remaining-quantity row. */
  countedTypeIds: readonly string[]
  bannerExists: boolean
  partnerCount: number
  /** Moderators who are not organisers: the door needs someone besides the organisers. */
  moderatorCount: number
}

const blocker = (code: LaunchProblemCode, type?: string): LaunchProblem => (type === undefined ? { code, severity: 'blocker' } : { code, severity: 'blocker', type })
const warning = (code: LaunchProblemCode): LaunchProblem => ({ code, severity: 'warning' })

/** The current edition's dates against today (YYYY-MM-DD, Chile): over, or out of order. */
export function editionLaunchProblems(today: string, edition: Pick<Edition, 'inicio' | 'fin' | 'corteEdad'>): LaunchProblem[] {
  const problems: LaunchProblem[] = []
  if (edition.inicio < today) problems.push(blocker('eventStartsInPast'))
  if (edition.fin < edition.inicio) problems.push(blocker('eventEndsBeforeStart'))
  if (edition.corteEdad > edition.inicio) problems.push(blocker('ageCutoffAfterStart'))
  return problems
}

export type TypeProblemCode = Extract<LaunchProblemCode, 'typeBadCode' | 'typeWithoutQuantity' | 'typeWithoutImage' | 'typeWithoutEnglishName'>

/**
 * What makes one ticket type broken for a buyer: the console's "Bloquea" for it, and why the server
 * refuses to show it on /buy or sell it (pb_hooks/lib/organiser-console.js requireTypeReady).
 */
export function typeProblems(type: Pick<CatalogueData['types'][number], 'Tipo' | 'Imagen' | 'NombreIngles'>, counted: boolean): TypeProblemCode[] {
  const problems: TypeProblemCode[] = []
  if (!parseTicketCode(type.Tipo)) problems.push('typeBadCode')
  if (!counted) problems.push('typeWithoutQuantity')
  if (!type.Imagen) problems.push('typeWithoutImage')
  if (!type.NombreIngles.trim()) problems.push('typeWithoutEnglishName')
  return problems
}

/** Ticket types a buyer would find broken, and the records a launch needs besides them. */
export function catalogueProblems(data: CatalogueData): LaunchProblem[] {
  const problems: LaunchProblem[] = []
  if (data.types.length === 0) problems.push(blocker('noTypes'))
  const counted = new Set(data.countedTypeIds)
  for (const type of data.types) {
    for (const code of typeProblems(type, counted.has(type.id))) problems.push(blocker(code, type.Tipo))
  }
  if (data.types.length > 0 && !data.types.some((type) => type.Estado === 'disponible' || type.Estado === 'anunciada')) problems.push(warning('nothingOnSale'))
  if (!data.bannerExists) problems.push(blocker('noBanner'))
  if (data.partnerCount === 0) problems.push(warning('noPartners'))
  if (data.moderatorCount === 0) problems.push(warning('noDoorModerator'))
  return problems
}

export const launchProblems = (data: CatalogueData, today: string, edition: Pick<Edition, 'inicio' | 'fin' | 'corteEdad'>): LaunchProblem[] => [
  ...editionLaunchProblems(today, edition),
  ...catalogueProblems(data),
]

/** A problem in English, for the operator's terminal (`npm run readiness`). */
export function describeLaunchProblem(problem: LaunchProblem, edition: Pick<Edition, 'inicio' | 'fin' | 'corteEdad'> = NO_EDITION): string {
  const type = problem.type ?? ''
  const texts: Record<LaunchProblemCode, string> = {
    eventStartsInPast: `the event starts on ${edition.inicio}, before today: this edition is over (add the next one on /adminconsole)`,
    eventEndsBeforeStart: `the event ends (${edition.fin}) before it starts (${edition.inicio})`,
    ageCutoffAfterStart: `the age cut-off (${edition.corteEdad}) is after the first day (${edition.inicio})`,
    noTypes: 'there are no ticket types: create them on /adminconsole',
    typeBadCode: `ticket type ${type} has a code outside B, S, SS or MEGA with an optional 1 or 2`,
    typeWithoutQuantity: `ticket type ${type} has no remaining-quantity row (EntradasQuedan): its sale would never count down`,
    typeWithoutImage: `ticket type ${type} has no image`,
    typeWithoutEnglishName: `ticket type ${type} has no English name (NombreIngles)`,
    nothingOnSale: 'no ticket type is on sale or announced yet',
    noBanner: 'the alert banner record does not exist: open /adminbanner once',
    noPartners: 'there are no partner communities: /friends would be empty',
    noDoorModerator: 'no moderator besides the organisers: invite the door team on /adminconsole',
    content: `organiser content: ${problem.content?.where ?? ''} (${problem.content?.kind ?? ''})`,
  }
  return texts[problem.code]
}

export { todayInChile } from './chile-time'
