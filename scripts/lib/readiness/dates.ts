import { describeLaunchProblem, editionProblems, todayInChile, type EditionDates } from '../../../src/domain/launch-readiness.ts'
import { EVENT } from '../../../src/domain/event.ts'
import { blocker, type Finding } from './findings.ts'

/** Today's calendar date in the event's time zone (YYYY-MM-DD). */
export const todayInEventZone = (now: Date = new Date()) => todayInChile(now)

/** Event dates in the past, or out of order (the edition's facts were not updated). */
export function dateFindings(today: string, event: EditionDates = EVENT): Finding[] {
  return editionProblems(today, event).map((problem) => blocker('dates', describeLaunchProblem(problem, event)))
}
