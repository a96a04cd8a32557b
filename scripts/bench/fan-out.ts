import { percentile } from './load.ts'

/** How one write reached the realtime clients: delays from the write to each client's receipt. */
export interface FanOutSummary {
  clients: number
  received: number
  missing: number
  p50: number
  p95: number
  max: number
}

/**
 * `receivedAt[i]`: when client i got the event (epoch ms), null when it never did. Delays are measured
 * from `writeAt` (epoch ms, taken just before the write was sent); percentiles are over the clients
 * that received it, and `missing` counts the others.
 */
export function fanOutSummary(writeAt: number, receivedAt: readonly (number | null)[]): FanOutSummary {
  return ownFanOutSummary(receivedAt.map((at) => ({ writeAt, receivedAt: at })))
}

/** Like fanOutSummary, each page with a write of its own: when it was sent and when the page got it. */
export function ownFanOutSummary(pairs: readonly { writeAt: number; receivedAt: number | null }[]): FanOutSummary {
  const delays = pairs.flatMap((p) => (p.receivedAt === null ? [] : [p.receivedAt - p.writeAt]))
  return {
    clients: pairs.length,
    received: delays.length,
    missing: pairs.length - delays.length,
    p50: percentile(delays, 50),
    p95: percentile(delays, 95),
    max: delays.length ? Math.max(...delays) : Number.NaN,
  }
}

/**
 * Milliseconds from `since` until `fraction` (0..1) of all clients had reached a state, given when each
 * did (epoch ms, null = never); null when that fraction was never reached.
 */
export function timeUntilFraction(since: number, reachedAt: readonly (number | null)[], fraction: number): number | null {
  if (reachedAt.length === 0) return null
  const needed = Math.ceil(fraction * reachedAt.length)
  const times = reachedAt.filter((t): t is number => t !== null).sort((a, b) => a - b)
  if (needed === 0) return 0
  const at = times[needed - 1]
  return at === undefined ? null : Math.max(0, at - since)
}
