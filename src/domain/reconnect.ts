/** SPEC (Realtime): the realtime client's reconnect delays, attempt by attempt (the last one repeats). */
export const RECONNECT_STEPS_MS: readonly number[] = [200, 300, 500, 1000, 1200, 1500, 2000]

/**
 * SPEC's steps, each drawn from its upper half (step/2 … step): never later than SPEC says, but tabs
 * that lost the same server do not all come back in the same millisecond.
 */
export function jitteredReconnectSteps(random: () => number = Math.random, steps: readonly number[] = RECONNECT_STEPS_MS): number[] {
  return steps.map((step) => Math.round(step / 2 + random() * (step / 2)))
}
