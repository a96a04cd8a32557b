import { EVENT } from './event'
import { dateFormat } from './date-format'

// Noon in Chile: the calendar day is the same whatever the viewer's own time zone is.
const atNoonInChile = (date: string) => new Date(`${date}T12:00:00-04:00`)

const dayFormat = (locale: string) => dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: EVENT.timeZone })

/** "29–31 de agosto de 2025" / "August 29 – 31, 2025", always in the Chile time zone (SPEC §1). */
export function formatEventDates(locale: string): string {
  return dayFormat(locale).formatRange(atNoonInChile(EVENT.startDate), atNoonInChile(EVENT.endDate))
}

/** One day of the edition in words: "27 de agosto de 2025" / "27 August 2025". */
export function formatEventDay(date: string, locale: string): string {
  return dayFormat(locale).format(atNoonInChile(date))
}

/** The age cut-off in words (the day attendees must be adults on). */
export const formatAgeCutoff = (locale: string) => formatEventDay(EVENT.ageCutoffDate, locale)

/** The last birthday (YYYY-MM-DD) that is old enough on the cut-off date; the database's upper bound. */
export function latestAdultBirthdate(): string {
  const [year, month, day] = EVENT.ageCutoffDate.split('-')
  return `${Number(year) - EVENT.minimumAge}-${month}-${day}`
}

/** The edition's year, as texts name it ("Monster Invasion 2025"). */
export const eventYear = (): string => EVENT.startDate.slice(0, 4)

/** Minutes a buyer has to pay once the terms are accepted. */
export const paymentWindowMinutes = (): number => EVENT.paymentWindowMs / 60_000
