import { useEffect, useSyncExternalStore } from 'react'
import { organiserContentApi, type OrganiserContent } from '@/api/organiser-content'
import { whenIdle } from '@/components/layout/use-when-idle'

export type OrganiserContentState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: OrganiserContent }

/**
 * The organiser content, read once per visit and kept in memory (and in sessionStorage for reloads),
 * so navigating never fetches it again; organisers' changes arrive by realtime. One store for the
 * whole app: the footer, the content pages, the Buy page and the profile share a single request.
 */
const CACHE_KEY = 'mi:organiser-content:v1'

function readCache(): OrganiserContentState | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(CACHE_KEY)
    if (!raw) return null
    const data = JSON.parse(raw) as OrganiserContent
    return data && typeof data === 'object' && data.content && Array.isArray(data.staff) ? { status: 'ready', data } : null
  } catch {
    return null
  }
}

function writeCache(data: OrganiserContent) {
  try {
    sessionStorage.setItem(CACHE_KEY, JSON.stringify(data))
  } catch {
    // Private mode or a full quota: the memory copy still serves this visit.
  }
}

let state: OrganiserContentState = readCache() ?? { status: 'loading' }
let started = false
let stopRealtime: (() => Promise<void>) | null = null
let generation = 0
let latest = 0
const listeners = new Set<() => void>()

function set(next: OrganiserContentState) {
  state = next
  for (const listener of listeners) listener()
}

/** Reads both collections again; an older answer arriving after a newer one is dropped. */
function refresh(): Promise<void> {
  const call = ++latest
  return organiserContentApi.load().then(
    (data) => {
      if (call !== latest) return
      writeCache(data)
      set({ status: 'ready', data })
    },
    (err: unknown) => {
      console.error(err)
      // A visitor who already sees the content keeps it; only a first load without any shows the error.
      if (call === latest && state.status !== 'ready') set({ status: 'error' })
    },
  )
}

function start() {
  if (started) return
  started = true
  void refresh()
  // Realtime needs EventSource (every browser has it; jsdom does not) and the SDK, which waits until
  // the page is idle; a change made before the subscription started is caught by one more read.
  if (typeof EventSource === 'undefined') return
  const mine = generation
  whenIdle()
    .then(() => (mine === generation ? organiserContentApi.subscribe(() => void refresh()) : null))
    .then((stop) => {
      if (!stop) return
      if (mine !== generation) return stop()
      stopRealtime = stop
      return refresh()
    })
    .catch((err: unknown) => console.error(err))
}

/** After an error: show the loading state and ask again. */
export function retryOrganiserContent(): void {
  set({ status: 'loading' })
  void refresh()
}

/** Pages show a skeleton while loading and a bilingual error with a retry button on failure. */
export function useOrganiserContent(): OrganiserContentState {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
  )
  useEffect(start, [])
  return current
}

/** Tests only: forget everything, as on a new visit (and close the realtime subscription). */
export async function resetOrganiserContentForTests(): Promise<void> {
  generation++
  const stop = stopRealtime
  stopRealtime = null
  await stop?.().catch(() => undefined)
  state = { status: 'loading' }
  started = false
  latest = 0
}
