import { useEffect, useSyncExternalStore } from 'react'
import { edicionesApi, type EditionRecord } from '@/api/ediciones'
import { todayInChile } from '@/domain/chile-time'
import { currentEdition, type Edition } from '@/domain/current-edition'

/**
 * The editions, read once per visit as the app starts (preloaded with the first paint's reads) and kept
 * in memory; organisers' changes arrive through the public snapshot, and the console refreshes after its own writes.
 * Until the answer arrives, or when it fails, pages show the seed edition: the first paint never waits.
 */
let editions: readonly EditionRecord[] = []
let started = false
let subscribed = false
let latest = 0
const listeners = new Set<() => void>()

/** Reads the editions again; an older answer arriving after a newer one is dropped. */
export function refreshEditions(): Promise<void> {
  const call = ++latest
  return edicionesApi.list().then(
    (list) => {
      if (call !== latest || JSON.stringify(list) === JSON.stringify(editions)) return
      editions = list
      for (const listener of listeners) listener()
    },
    (err: unknown) => console.error(err),
  )
}

/** Starts the read; main.tsx calls it with the first paint's other reads, without waiting for it. */
export function prefetchEditions(): void {
  if (started) return
  started = true
  void refreshEditions()
}

/**
 * Starts following organisers' changes, once the page is idle, like the organiser content: the public
 * snapshot's content stamp changes (polled, cached at the CDN; no PocketBase connection) and the editions
 * are read again.
 */
export function startEditionsLive(): void {
  if (subscribed || typeof EventSource === 'undefined') return // jsdom: no live updates unless stubbed
  subscribed = true
  import('@/api/public-snapshot').then(
    ({ onPublicContentChange }) => onPublicContentChange(() => void refreshEditions()),
    (err: unknown) => {
      subscribed = false
      console.error(err)
    },
  )
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The edition the site is about today (currentEdition); the seed until the editions are read. */
export function useEdition(): Edition {
  const list = useSyncExternalStore(subscribe, () => editions)
  useEffect(prefetchEditions, [])
  return currentEdition(list, todayInChile(new Date()))
}

/** Tests only: forget the editions, as on a new visit. */
export function resetEditionsForTests(): void {
  editions = []
  started = false
  latest = 0
}
