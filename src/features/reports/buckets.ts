import { EVENT } from '@/domain/event'
import { dateFormat } from '@/domain/date-format'

export interface Bar {
  label: string
  value: number
}

const day = dateFormat('en-CA', { timeZone: EVENT.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
const hour = dateFormat('en-CA', { timeZone: EVENT.timeZone, month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })

/** UTC hour buckets ("2025-08-29 14") summed into Chile days or Chile hours (whole-hour offsets). */
export function inChile(buckets: { hour: string; count: number }[], by: 'day' | 'hour'): Bar[] {
  const sums = new Map<string, number>()
  for (const bucket of buckets) {
    const instant = new Date(`${bucket.hour.replace(' ', 'T')}:00:00Z`)
    const label = by === 'day' ? day.format(instant) : hour.format(instant).replace(',', '') + 'h'
    sums.set(label, (sums.get(label) ?? 0) + bucket.count)
  }
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([label, value]) => ({ label, value }))
}
