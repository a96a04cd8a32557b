import { describe, expect, it } from 'vitest'
import { fanOutSummary, timeUntilFraction } from '../../scripts/bench/fan-out'

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
