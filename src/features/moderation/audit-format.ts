import { EVENT } from '@/domain/event'
import { dateFormat } from '@/domain/date-format'

/** The UTC instant at which the Chile calendar day `date` (YYYY-MM-DD) starts (DST included). */
export function chileDayStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  if (!y || !m || !d) return ''
  const clock: Intl.DateTimeFormat = dateFormat('en-GB', { timeZone: EVENT.timeZone, hour: '2-digit', day: '2-digit', hourCycle: 'h23' })
  for (let utcHour = 2; utcHour <= 6; utcHour++) {
    const candidate: Date = new Date(Date.UTC(y, m - 1, d, utcHour))
    const parts: Record<string, string> = Object.fromEntries(clock.formatToParts(candidate).map((p) => [p.type, p.value]))
    if (Number(parts.hour) === 0 && Number(parts.day) === d) return candidate.toISOString()
  }
  return new Date(Date.UTC(y, m - 1, d, 4)).toISOString()
}

/** The day after `date` (YYYY-MM-DD), for an inclusive "to" filter. */
export function nextDay(date: string): string {
  const next = new Date(`${date}T12:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

const show = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value))
const isPlain = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** What changed, as "field: before → after" lines (only the fields that differ when both are records). */
export function changes(before: unknown, after: unknown): string[] {
  if (isPlain(before) && isPlain(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k])).map((k) => `${k}: ${show(before[k])} → ${show(after[k])}`)
  }
  if (isPlain(after) && before === null) return Object.entries(after).map(([k, v]) => `${k}: ${show(v)}`)
  return [`${show(before ?? undefined)} → ${show(after ?? undefined)}`]
}
