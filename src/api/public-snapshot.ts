import { env } from '@/config/env'
import { isPublicSnapshot, type PublicSnapshot } from '@/domain/function-contracts'
import { snapshotPollDelay } from '@/domain/public-snapshot'

/**
 * The drop's public state (functions/snapshot.mts, cached at Netlify's CDN): banner, ticket types'
 * cards (state, price, names, image, waiting list), queue length. Pages poll it instead of holding a PocketBase realtime connection, so open pages
 * cost PocketBase nothing (docs/architecture.md). Checked like every function's answer (ANSWER_CHECKS in
 * src/api/functions.ts; that module carries the SDK for the caller's token, this GET needs none).
 */
export async function readPublicSnapshot(): Promise<PublicSnapshot> {
  const response = await fetch(`${env.functionsUrl}/snapshot`)
  if (!response.ok) throw new Error(`The snapshot function answered HTTP ${response.status}`)
  const body: unknown = await response.json()
  if (!isPublicSnapshot(body)) throw new Error('The snapshot function answered in an unexpected shape.')
  return body
}

type Visibility = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>

/** The page's document; outside a browser (Node) a page that is always visible. */
const pageVisibility = (): Visibility =>
  typeof document === 'undefined' ? { visibilityState: 'visible', addEventListener: () => undefined, removeEventListener: () => undefined } : document

export interface SnapshotPollerOptions {
  read?: () => Promise<PublicSnapshot>
  /** The wait before the next poll (jittered: pages do not poll in step). */
  delay?: () => number
  visibility?: Visibility
}

export interface SnapshotPoller {
  /** Calls `listener` with the current snapshot (at once when known) and with every new version; polls while anyone listens. */
  subscribe(listener: (snapshot: PublicSnapshot) => void): () => void
  current(): PublicSnapshot | null
  /** Reads now (a page that knows something changed, and tests), then polls on from there. */
  refresh(): Promise<void>
}

/**
 * Reads on the first subscription, then again after each jittered delay while the page is visible;
 * a hidden page stops polling and reads again as soon as it is shown. A failed read is logged once per
 * streak and the last snapshot stays.
 */
export function createSnapshotPoller({ read = readPublicSnapshot, delay = snapshotPollDelay, visibility = pageVisibility() }: SnapshotPollerOptions = {}): SnapshotPoller {
  let latest: PublicSnapshot | null = null
  const listeners = new Set<(snapshot: PublicSnapshot) => void>()
  let timer: ReturnType<typeof setTimeout> | null = null
  let reading = false
  let failing = false
  const visible = () => visibility.visibilityState !== 'hidden'

  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }
  const schedule = () => {
    stopTimer()
    if (listeners.size > 0 && visible()) timer = setTimeout(() => void poll(), delay())
  }
  let pending: Promise<void> = Promise.resolve()
  function poll(): Promise<void> {
    stopTimer()
    if (reading) return pending
    reading = true
    pending = readAndNotify()
    return pending
  }
  async function readAndNotify() {
    try {
      const next = await read()
      failing = false
      if (next.version !== latest?.version) {
        latest = next
        for (const listener of [...listeners]) listener(next)
      }
    } catch (err) {
      if (!failing) console.error(err)
      failing = true
    } finally {
      reading = false
      schedule()
    }
  }
  const onVisibility = () => {
    if (!visible()) stopTimer()
    else if (timer === null && !reading) void poll()
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      if (latest) listener(latest)
      if (listeners.size === 1) {
        visibility.addEventListener('visibilitychange', onVisibility)
        if (visible() && !reading) void poll()
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return
        stopTimer()
        visibility.removeEventListener('visibilitychange', onVisibility)
      }
    },
    current: () => latest,
    refresh: () => poll(),
  }
}

/** The page's one poller: every part of the page that shows public state shares its reads. */
export const publicSnapshot: SnapshotPoller = createSnapshotPoller()

/** Calls `onChange` whenever organisers change what the snapshot's content stamp covers (after the first snapshot seen). */
export function onPublicContentChange(onChange: () => void): () => void {
  let seen: string | null = null
  return publicSnapshot.subscribe((snapshot) => {
    if (seen !== null && snapshot.content !== seen) onChange()
    seen = snapshot.content
  })
}
