/**
 * Chile's clock (America/Santiago) without Intl: PocketBase's JS VM has no time-zone data, and its
 * mails and exports must still show the time an attendee reads on their own clock (SPEC §1).
 *
 * The rule is the tz database's since 2023 (`Rule Chile 2023 max Sep Sun>=2 4:00u` and
 * `Rule Chile 2019 max Apr Sun>=2 3:00u`): summer time (UTC−3) starts on the first Sunday on or after
 * 2 September, at 04:00 UTC (24:00 of Saturday, standard time), and ends on the first Sunday on or
 * after 2 April, at 03:00 UTC (24:00 of Saturday, summer time); the rest of the year is UTC−4.
 * tests/unit/chile-time.test.ts checks it hour by hour against Node's Intl.
 */
const HOUR_MS = 3600 * 1000

/** 00:00 UTC of the first Sunday on or after the 2nd of `month` (0-based) in `year`. */
function sundayOnOrAfterSecond(year: number, month: number): number {
  const second = Date.UTC(year, month, 2)
  const weekday = new Date(second).getUTCDay()
  return second + ((7 - weekday) % 7) * 24 * HOUR_MS
}

/** Minutes to add to UTC to read Chile's clock at `instant` (−180 in summer, −240 otherwise). */
export function chileOffsetMinutes(instant: Date): number {
  const at = instant.getTime()
  const year = instant.getUTCFullYear()
  const summerEnds = sundayOnOrAfterSecond(year, 3) + 3 * HOUR_MS
  const summerStarts = sundayOnOrAfterSecond(year, 8) + 4 * HOUR_MS
  return at < summerEnds || at >= summerStarts ? -180 : -240
}

/** Today's date on Chile's clock, YYYY-MM-DD (no Intl: PocketBase's VM runs this too). */
export const todayInChile = (now: Date): string => new Date(now.getTime() + chileOffsetMinutes(now) * 60_000).toISOString().slice(0, 10)

export interface ChileClock {
  year: number
  /** 1–12 */
  month: number
  day: number
  hour: number
  minute: number
  /** "-03:00" or "-04:00", as ISO 8601 writes it. */
  offset: string
}

/** The date and time on a clock in Santiago at `instant`. */
export function chileClock(instant: Date): ChileClock {
  const offset = chileOffsetMinutes(instant)
  const local = new Date(instant.getTime() + offset * 60 * 1000)
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    offset: `-0${-offset / 60}:00`,
  }
}

const MONTHS = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
} as const

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n))

/**
 * "26 de noviembre de 2026, 15:04 (hora de Chile)" / "26 November 2026, 3:04 pm (Chile time)":
 * how a mail states an instant, in the reader's language and Chile's clock.
 */
export function formatChileTime(instant: Date, lang: 'es' | 'en'): string {
  const c = chileClock(instant)
  const month = MONTHS[lang][c.month - 1] ?? ''
  if (lang === 'es') return `${c.day} de ${month} de ${c.year}, ${twoDigits(c.hour)}:${twoDigits(c.minute)} (hora de Chile)`
  const hour12 = c.hour % 12 === 0 ? 12 : c.hour % 12
  return `${c.day} ${month} ${c.year}, ${hour12}:${twoDigits(c.minute)} ${c.hour < 12 ? 'am' : 'pm'} (Chile time)`
}

/** "2026-11-26 15:04:05 -03:00": an instant for a spreadsheet, on Chile's clock with its offset. */
export function chileTimestamp(instant: Date): string {
  const c = chileClock(instant)
  const seconds = instant.getUTCSeconds()
  return `${c.year}-${twoDigits(c.month)}-${twoDigits(c.day)} ${twoDigits(c.hour)}:${twoDigits(c.minute)}:${twoDigits(seconds)} ${c.offset}`
}
