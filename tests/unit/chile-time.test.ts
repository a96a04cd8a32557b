import { describe, expect, it } from 'vitest'
import { chileClock, chileOffsetMinutes, chileTimestamp, formatChileTime } from '../../src/domain/chile-time.ts'

const HOUR = 3600 * 1000
const santiago = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Santiago',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  timeZoneName: 'longOffset',
})

/** Node's own reading of Santiago's clock (ICU's copy of the tz database). */
function intlClock(instant: Date) {
  const parts = Object.fromEntries(santiago.formatToParts(instant).map((p) => [p.type, p.value]))
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    offset: String(parts.timeZoneName).replace('GMT', ''),
  }
}

describe('chileClock', () => {
  it('reads the same date, hour and offset as Intl for America/Santiago at every hour of 2023 to 2030', () => {
    const mismatches: string[] = []
    for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2031, 0, 1); t += HOUR) {
      const instant = new Date(t)
      const ours = chileClock(instant)
      const theirs = intlClock(instant)
      if (JSON.stringify(ours) !== JSON.stringify(theirs)) mismatches.push(`${instant.toISOString()}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(theirs)}`)
    }
    expect(mismatches).toEqual([])
  })

  it('agrees with Intl one minute either side of every change between 2023 and 2030', () => {
    const changes = [
      '2023-04-02T03:00:00Z', '2023-09-03T04:00:00Z', '2024-04-07T03:00:00Z', '2024-09-08T04:00:00Z',
      '2025-04-06T03:00:00Z', '2025-09-07T04:00:00Z', '2026-04-05T03:00:00Z', '2026-09-06T04:00:00Z',
      '2029-04-08T03:00:00Z', '2029-09-02T04:00:00Z', '2030-04-07T03:00:00Z', '2030-09-08T04:00:00Z',
    ]
    for (const change of changes) {
      for (const minutes of [-1, 0, 1]) {
        const instant = new Date(Date.parse(change) + minutes * 60 * 1000)
        expect(chileClock(instant), instant.toISOString()).toEqual(intlClock(instant))
      }
    }
  })

  it('is UTC−3 in the Chilean summer and UTC−4 in winter', () => {
    expect(chileOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(-180)
    expect(chileOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(-240)
  })
})

describe('formatChileTime', () => {
  it('writes a summer afternoon in Spanish and English with the zone named', () => {
    const instant = new Date('2026-11-26T18:04:00Z')
    expect(formatChileTime(instant, 'es')).toBe('26 de noviembre de 2026, 15:04 (hora de Chile)')
    expect(formatChileTime(instant, 'en')).toBe('26 November 2026, 3:04 pm (Chile time)')
  })

  it('writes midnight and noon as 12 am and 12 pm in English, 00 and 12 in Spanish', () => {
    expect(formatChileTime(new Date('2026-07-01T04:05:00Z'), 'en')).toBe('1 July 2026, 12:05 am (Chile time)')
    expect(formatChileTime(new Date('2026-07-01T04:05:00Z'), 'es')).toBe('1 de julio de 2026, 00:05 (hora de Chile)')
    expect(formatChileTime(new Date('2026-07-01T16:00:00Z'), 'en')).toBe('1 July 2026, 12:00 pm (Chile time)')
  })

  it('puts an instant shortly after UTC midnight on the previous Chilean day', () => {
    expect(formatChileTime(new Date('2025-08-30T02:30:00Z'), 'es')).toBe('29 de agosto de 2025, 22:30 (hora de Chile)')
  })
})

describe('chileTimestamp', () => {
  it('writes the Chilean clock with seconds and its offset for a spreadsheet', () => {
    expect(chileTimestamp(new Date('2025-08-29T14:42:07.500Z'))).toBe('2025-08-29 10:42:07 -04:00')
    expect(chileTimestamp(new Date('2025-12-24T23:59:00Z'))).toBe('2025-12-24 20:59:00 -03:00')
  })
})
