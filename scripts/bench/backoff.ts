/**
 * SPEC "Realtime": reconnect delays 200, 300, 500, 1000, 1200, 1500, 2000 ms, unlimited attempts (also
 * the PocketBase SDK's `predefinedReconnectIntervals`). The last step repeats.
 */
export const RECONNECT_STEPS_MS = [200, 300, 500, 1000, 1200, 1500, 2000] as const

/** SPEC's step for reconnect attempt `attempt` (0 = the first retry); attempts past the list keep the last step. */
export function reconnectStep(attempt: number): number {
  const index = Math.min(Math.max(0, Math.floor(attempt)), RECONNECT_STEPS_MS.length - 1)
  return RECONNECT_STEPS_MS[index] ?? 2000
}

/**
 * The delay before reconnect attempt `attempt`: SPEC's step, jittered uniformly into [step / 2, step]
 * ("equal jitter"), so that thousands of pages dropped by one restart do not come back in lock-step and
 * no page waits longer than SPEC's step. `random` is a number in [0, 1) (Math.random in use).
 */
export function jitteredReconnectDelay(attempt: number, random: number): number {
  const step = reconnectStep(attempt)
  const r = Math.min(Math.max(random, 0), 1)
  return step / 2 + (step / 2) * r
}
