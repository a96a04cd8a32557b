import { EVENT } from './event'

// Noon in Chile: the calendar day is the same whatever the viewer's own time zone is.
const atNoonInChile = (date: string) => new Date(`${date}T12:00:00-04:00`)

/** "29–31 de agosto de 2025" / "August 29 – 31, 2025", always in the Chile time zone (SPEC §1). */
export function formatEventDates(locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: EVENT.timeZone })
  return format.formatRange(atNoonInChile(EVENT.startDate), atNoonInChile(EVENT.endDate))
}
