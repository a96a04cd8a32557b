import type PocketBase from 'pocketbase'
import { currentEdition, NO_EDITION, type Edition } from '../../../src/domain/edition.ts'
import { describeLaunchProblem, editionLaunchProblems, todayInChile } from '../../../src/domain/launch-readiness.ts'
import { blocker, type Finding } from './findings.ts'

/** Today's calendar date in the event's time zone (YYYY-MM-DD). */
export const todayInEventZone = (now: Date = new Date()) => todayInChile(now)

/** The current edition's dates in the past, or out of order (the next edition was not entered). */
export function dateFindings(today: string, edition: Pick<Edition, 'inicio' | 'fin' | 'corteEdad'>): Finding[] {
  return editionLaunchProblems(today, edition).map((problem) => blocker('dates', describeLaunchProblem(problem, edition)))
}

/** The edition the site is about today, as organisers entered it (Ediciones); with none, no dates (a blocker). */
export async function fetchCurrentEdition(pb: PocketBase, today: string): Promise<Edition> {
  const editions = await pb.collection('Ediciones').getFullList<Edition>({ sort: 'inicio' })
  return currentEdition(editions, today) ?? NO_EDITION
}
