import { describe, expect, it } from 'vitest'
import { jitteredReconnectSteps, RECONNECT_STEPS_MS } from '../../src/domain/reconnect.ts'

/** A fixed sequence of "random" numbers, repeated. */
const source = (...values: number[]) => {
  let i = 0
  return () => values[i++ % values.length] ?? 0
}

describe('realtime reconnect schedule', () => {
  it('keeps SPEC’s steps 200, 300, 500, 1000, 1200, 1500, 2000 ms as the upper bounds', () => {
    expect(RECONNECT_STEPS_MS).toEqual([200, 300, 500, 1000, 1200, 1500, 2000])
    expect(jitteredReconnectSteps(() => 1)).toEqual([200, 300, 500, 1000, 1200, 1500, 2000])
  })

  it('draws each delay from the upper half of its step with the given random source', () => {
    expect(jitteredReconnectSteps(() => 0)).toEqual([100, 150, 250, 500, 600, 750, 1000])
    expect(jitteredReconnectSteps(source(0.5, 0.25))).toEqual([150, 188, 375, 625, 900, 938, 1500])
  })

  it('gives two clients with different random draws different schedules, so they do not return in lock-step', () => {
    const a = jitteredReconnectSteps(source(0.1, 0.7, 0.3))
    const b = jitteredReconnectSteps(source(0.8, 0.2, 0.6))
    expect(a).not.toEqual(b)
    for (const schedule of [a, b]) {
      schedule.forEach((delay, i) => {
        const step = RECONNECT_STEPS_MS[i] ?? 0
        expect(delay).toBeGreaterThanOrEqual(step / 2)
        expect(delay).toBeLessThanOrEqual(step)
      })
    }
  })
})
