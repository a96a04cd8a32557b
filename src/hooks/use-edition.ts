import { useEffect, useSyncExternalStore } from 'react'
import { edicionesApi, type EditionRecord } from '@/api/ediciones'
import { todayInChile } from '@/domain/chile-time'
import { currentEdition, saleStateOn, type Edition, type SaleState } from '@/domain/current-edition'

/**
 * The editions, read once per visit as the app starts (preloaded with the first paint's reads) and kept
 * in memory; organisers' changes arrive through the public snapshot, and the console refreshes after its own writes.
 * Until the answer arrives, or when it fails, pages name no edition (no dates, no rules that need them):
 * the first paint never waits, and never shows a fact the organisers did not enter.
 */
let editions: readonly EditionRecord[] = []
/** Whether a read has answered. */
let read = false
let started = false
let subscribed = false
let latest = 0
const listeners = new Set<() => void>()

/** Reads the editions again; an older answer arriving after a newer one is dropped. */
export function refreshEditions(): Promise<void> {
  const call = ++latest
  return edicionesApi.list().then(
    (list) => {
      if (call !== latest || (read && JSON.stringify(list) === JSON.stringify(editions))) return
      editions = list
      read = true
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

/** The edition the site is about today (currentEdition), with its name; null until the editions are read, or when there is none. */
export function useEdition(): EditionRecord | null {
  const list = useSyncExternalStore(subscribe, () => editions)
  useEffect(prefetchEditions, [])
  return currentEdition(list, todayInChile(new Date())) ?? null
}

/** Where the current edition's sale stands today, and that edition. */
export interface Sale {
  state: SaleState
  edition: Edition
}

/**
 * The sale of the current edition today; null until the editions are read (or when the read failed, or
 * there is no edition), so the first paint claims nothing about a sale.
 */
export function useSale(): Sale | null {
  const list = useSyncExternalStore(subscribe, () => editions)
  const known = useSyncExternalStore(subscribe, () => read)
  useEffect(prefetchEditions, [])
  if (!known) return null
  const today = todayInChile(new Date())
  const edition = currentEdition(list, today)
  return edition ? { state: saleStateOn(edition, today), edition } : null
}

/** Every edition organisers entered; null until the editions are read (or when the read failed). */
export function useEditions(): readonly EditionRecord[] | null {
  const list = useSyncExternalStore(subscribe, () => editions)
  const known = useSyncExternalStore(subscribe, () => read)
  useEffect(prefetchEditions, [])
  return known ? list : null
}

/** Tests only: forget the editions, as on a new visit. */
export function resetEditionsForTests(): void {
  editions = []
  read = false
  started = false
  latest = 0
}
