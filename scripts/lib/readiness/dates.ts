import { EVENT } from '../../../src/domain/event.ts'
import { blocker, type Finding } from './findings.ts'

/** Today's calendar date in the event's time zone (YYYY-MM-DD). */
export const todayInEventZone = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: EVENT.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)

/** Event dates in the past, or out of order (the edition's facts were not updated). */
export function dateFindings(today: string, event: { startDate: string; endDate: string; ageCutoffDate: string } = EVENT): Finding[] {
  const findings: Finding[] = []
  if (event.startDate < today) findings.push(blocker('dates', `the event starts on ${event.startDate}, before today (${today}): update src/domain/event.ts`))
  if (event.endDate < event.startDate) findings.push(blocker('dates', `the event ends (${event.endDate}) before it starts (${event.startDate})`))
  if (event.ageCutoffDate > event.startDate) findings.push(blocker('dates', `the age cut-off (${event.ageCutoffDate}) is after the first day (${event.startDate})`))
  return findings
}
