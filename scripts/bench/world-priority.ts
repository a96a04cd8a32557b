import { setPriority } from 'node:os'

/**
 * The bench runs on one host what production spreads over three: PocketBase's host, Netlify (the
 * functions and the CDN) and the visitors' devices. The simulated visitors (public pages polling,
 * signed-in pages on realtime) and the CDN run at the lowest CPU priority, so they take what
 * PocketBase, the functions and the rush leave instead of competing with them as they never would in
 * production. Their own lag counts against their measurements (a starved page sees a change later,
 * a starved realtime client reads an event later), never in the server's favour.
 */
export const WORLD_NICENESS = 19

/** Moves a simulated visitor's or the CDN's process to the world's priority. */
export function runAsTheWorld(pid: number | undefined): void {
  if (pid !== undefined) setPriority(pid, WORLD_NICENESS)
}
