/**
 * The first page paints before the SPA asks PocketBase for what the page will fill in: until then,
 * reads, the session refresh and the code of the page's server-reading parts wait here (main.tsx holds
 * them until the first page is on screen). Without a hold (component tests, later navigations) nothing
 * waits for a paint.
 * Every caller continues in a task of its own: a page's reads start from one React commit and the
 * downloads held for the first paint are released together, and started in one task they made a long
 * one in which a phone answers no tap (starting a request costs the main thread about a millisecond:
 * Lighthouse's Total Blocking Time, BENCHMARKS.md).
 */
let gate: Promise<void> = Promise.resolve()

export function holdReadsUntil(ready: Promise<void>): void {
  gate = ready
}

// A message, not a timer: browsers throttle timers in background tabs (to once a second), and a
// refetch after a realtime event must not wait for that.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

export const readsMayStart = (): Promise<void> => gate.then(nextTask)
