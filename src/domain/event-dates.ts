import { EVENT } from './event'
import { dateFormat } from './date-format'
import type { Edition } from './edition'

// Noon in Chile: the calendar day is the same whatever the viewer's own time zone is.
const atNoonInChile = (date: string) => new Date(`${date}T12:00:00-04:00`)

const dayFormat = (locale: string) => dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: EVENT.timeZone })

/** "29–31 de agosto de 2025" / "29–31 August 2025": the edition's days, always in the Chile time zone (SPEC §1). */
export function formatEventDates(edition: Pick<Edition, 'inicio' | 'fin'>, locale: string): string {
  return dayFormat(locale).formatRange(atNoonInChile(edition.inicio), atNoonInChile(edition.fin))
}

/** One day of an edition in words: "27 de agosto de 2025" / "27 August 2025". */
export function formatEventDay(date: string, locale: string): string {
  return dayFormat(locale).format(atNoonInChile(date))
}

/** The edition's age cut-off in words (the day attendees must be adults on). */
export const formatAgeCutoff = (edition: Pick<Edition, 'corteEdad'>, locale: string) => formatEventDay(edition.corteEdad, locale)
