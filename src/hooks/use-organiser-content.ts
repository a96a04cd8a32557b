import { useEffect, useSyncExternalStore } from 'react'
import { organiserContentApi, type OrganiserContent } from '@/api/organiser-content'

export type OrganiserContentState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: OrganiserContent }

/**
 * The organiser content, read once per visit and kept in memory, so navigating never fetches it
 * again; organisers' changes arrive through the public snapshot. One store for the whole app: the footer, the content
 * pages, the Buy page and the profile share a single request. (No sessionStorage copy: a reload reads
 * it again, which keeps this out of the first-load budget.)
 */
let state: OrganiserContentState = { status: 'loading' }
let started = false
let stopLive: (() => void) | null = null
let generation = 0
let subscribing = false
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
      // The read after the subscription starts usually finds what the page already shows: no re-render
      // of every page part that shows organiser text.
      if (state.status === 'ready' && JSON.stringify(state.data) === JSON.stringify(data)) return
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
}

/**
 * Starts following organisers' changes: the layout calls it once the page is idle. The public snapshot's
 * content stamp changes (polled, cached at the CDN; no PocketBase connection) and the content is read again.
 */
export function startOrganiserContentLive(): void {
  if (stopLive || subscribing || typeof EventSource === 'undefined') return // jsdom: no live updates unless stubbed
  subscribing = true
  const mine = generation
  import('@/api/public-snapshot')
    .then(({ onPublicContentChange }) => {
      const stop = onPublicContentChange(() => void refresh())
      if (mine !== generation) stop()
      else stopLive = stop
    })
    .catch((err: unknown) => console.error(err))
    .finally(() => {
      subscribing = false
    })
}

/** How long the first paint may wait for the organiser content before the page shows its placeholders. */
export const INITIAL_CONTENT_TIMEOUT_MS = 1500

/**
 * Starts the read as the app starts; resolves once the content (or its error) is there, or after
 * INITIAL_CONTENT_TIMEOUT_MS. The first paint waits for it, so the pages showing organiser text do
 * not paint placeholders that the text then pushes around.
 */
export function prefetchOrganiserContent(): Promise<void> {
  start()
  if (state.status !== 'loading') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      listeners.delete(onChange)
      clearTimeout(timer)
      resolve()
    }
    const onChange = () => {
      if (state.status !== 'loading') done()
    }
    const timer = setTimeout(done, INITIAL_CONTENT_TIMEOUT_MS)
    listeners.add(onChange)
  })
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

/** Tests only: forget everything, as on a new visit (and stop following the snapshot). */
export async function resetOrganiserContentForTests(): Promise<void> {
  generation++
  stopLive?.()
  stopLive = null
  await Promise.resolve()
  state = { status: 'loading' }
  started = false
  latest = 0
}
