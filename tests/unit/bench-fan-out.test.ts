import { describe, expect, it } from 'vitest'
import { fanOutSummary, ownFanOutSummary, timeUntilFraction } from '../../scripts/bench/fan-out'
import { cdnDropTargets, type CdnDropSummary } from '../../scripts/bench/cdn-drop-summary'

describe('bench fan-out summary', () => {
  it('measures delays from the write and counts clients that never received the event as missing', () => {
    const summary = fanOutSummary(1000, [1010, 1020, null, 1500])
    expect(summary).toEqual({ clients: 4, received: 3, missing: 1, p50: 20, p95: 500, max: 500 })
  })

  it('reports no percentiles when no client received the event', () => {
    const summary = fanOutSummary(0, [null, null])
    expect(summary.missing).toBe(2)
    expect(summary.p95).toBeNaN()
  })
})

describe('bench fan-out of writes each page has of its own', () => {
  it('measures each page from its own write and counts pages that never got theirs as missing', () => {
    const summary = ownFanOutSummary([
      { writeAt: 1000, receivedAt: 1010 },
      { writeAt: 5000, receivedAt: 5030 },
      { writeAt: 9000, receivedAt: null },
    ])
    expect(summary).toMatchObject({ clients: 3, received: 2, missing: 1, p50: 10, max: 30 })
  })
})

describe('bench targets of the drop behind the CDN', () => {
  const run = (over: Partial<CdnDropSummary>): CdnDropSummary => ({
    pages: 5000,
    signedIn: 5000,
    buyers: 2000,
    windowS: 40,
    pollsPerSecond: 1000,
    rendersPerSecond: 0.7,
    purges: 30,
    rush: { errors: 0, p95: 50 },
    ownFanOut: { p95: 30, missing: 0, approvals: 100 },
    publicSeen: { p95: 5000, max: 6000, never: 0 },
    cpuPerTicketRequest: 2.4,
    cpuPerRawCreate: 2,
    loadAverage: { before: [2, 2, 2], after: [3, 3, 3] },
    ...over,
  })

  it('passes when the renders do not grow with the pages and every figure is within its bound', () => {
    const rows = cdnDropTargets(run({}), run({ pages: 50000, rendersPerSecond: 0.71 }))
    expect(rows.filter((row) => !row.pass)).toEqual([])
  })

  it('misses when renders grow with the pages, pages see a change late, the rush fails or own events are missing', () => {
    const rows = cdnDropTargets(run({}), run({ pages: 50000, rendersPerSecond: 7, publicSeen: { p95: 6500, max: 9000, never: 0 }, rush: { errors: 3, p95: 400 }, ownFanOut: { p95: 30, missing: 2, approvals: 100 }, cpuPerTicketRequest: 5 }))
    expect(rows.every((row) => !row.pass)).toBe(true)
  })
})

describe('bench time until a share of clients is back', () => {
  it('is the time at which the 99th of 100 clients had subscribed again', () => {
    const times = Array.from({ length: 100 }, (_, i) => 5000 + i * 10)
    expect(timeUntilFraction(5000, times, 0.99)).toBe(980)
  })

  it('is null when too few clients ever came back', () => {
    expect(timeUntilFraction(0, [10, null, null], 0.99)).toBeNull()
    expect(timeUntilFraction(0, [10, 20, null], 0.5)).toBe(20)
  })
})
