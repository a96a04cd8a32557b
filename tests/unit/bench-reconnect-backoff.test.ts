import { describe, expect, it } from 'vitest'
import { jitteredReconnectDelay, RECONNECT_STEPS_MS, reconnectStep } from '../../scripts/bench/backoff'

describe('bench realtime reconnect schedule', () => {
  it("follows SPEC's steps 200, 300, 500, 1000, 1200, 1500, 2000 ms and keeps 2000 ms after the last", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map(reconnectStep)).toEqual([200, 300, 500, 1000, 1200, 1500, 2000, 2000, 2000])
    expect(RECONNECT_STEPS_MS).toEqual([200, 300, 500, 1000, 1200, 1500, 2000])
  })

  it('jitters each delay between half the step and the full step', () => {
    expect(jitteredReconnectDelay(0, 0)).toBe(100)
    expect(jitteredReconnectDelay(0, 0.5)).toBe(150)
    expect(jitteredReconnectDelay(6, 0)).toBe(1000)
    expect(jitteredReconnectDelay(6, 0.999)).toBeCloseTo(1999, 0)
  })

  it('spreads clients dropped together: different random draws give different delays, never above the step', () => {
    const delays = [0.1, 0.3, 0.6, 0.9].map((r) => jitteredReconnectDelay(3, r))
    expect(new Set(delays).size).toBe(4)
    expect(Math.max(...delays)).toBeLessThanOrEqual(1000)
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(500)
  })
})
