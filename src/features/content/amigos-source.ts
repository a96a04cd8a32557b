import { useEffect, useSyncExternalStore } from 'react'
import { amigosApi } from '@/api/amigos'
import { INITIAL_CONTENT_TIMEOUT_MS } from '@/hooks/use-organiser-content'
import { shuffled } from './shuffle'

export interface Amigo {
  id: string
  name: string
  url: string
  image: string
}

export type AmigosState = { status: 'loading' } | { status: 'ready'; amigos: Amigo[] } | { status: 'error' }

/** Longest wait of /friends' first paint for the list (that of the organiser content): then it paints "loading". */
export const FIRST_PAINT_WAIT_MS = INITIAL_CONTENT_TIMEOUT_MS

let state: AmigosState = { status: 'loading' }
let reading: Promise<void> | undefined
// A visit's read; leaving the page starts a new visit, so a late answer of the old one is dropped.
let visit = 0
const listeners = new Set<() => void>()

function set(next: AmigosState) {
  state = next
  for (const listener of listeners) listener()
}

function read(): Promise<void> {
  const mine = visit
  reading ??= amigosApi.list().then(
    (records) => {
      if (mine === visit) set({ status: 'ready', amigos: shuffled(records).map((r) => ({ id: r.id, name: r.Nombre, url: r.Url, image: amigosApi.imageUrl(r) })) })
    },
    (err: unknown) => {
      console.error(err)
      if (mine === visit) set({ status: 'error' })
    },
  )
  return reading
}

/** Starts the read as /friends' code downloads; resolves once the list is here, or after FIRST_PAINT_WAIT_MS. */
export function prefetchAmigos(): Promise<void> {
  return Promise.race([read(), new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS))])
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function forget() {
  visit++
  reading = undefined
  state = { status: 'loading' }
}

/** Partner communities in a new random order on every visit (the list is not kept after leaving). */
export function useAmigos(): AmigosState {
  useEffect(() => {
    void read()
    return forget
  }, [])
  return useSyncExternalStore(subscribe, () => state)
}

/** Component tests: every test is a new visit (the list is read again, from that test's handlers). */
export const resetAmigosForTests = forget
