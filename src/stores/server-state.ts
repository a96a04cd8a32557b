import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react'
import type { Middleware } from '@reduxjs/toolkit'
import { listen, onRealtimeReconnect, reconnectAsCurrentUser, type LiveTopic } from '@/api/realtime'
import { setUser, type SessionUser } from './preferences-slice'
import { injectLazySlice } from './store'

/** What a failed read leaves in the cache: the HTTP status (0 without an answer) and the error text for the log. */
export interface LoadFailure {
  status: number
  message: string
}

/** Cache tags: one per kind of server data a page shows; realtime events and writes invalidate them. */
export const SERVER_TAGS = ['TicketTypes', 'Badge', 'Requests', 'IssuedTickets', 'Stock', 'Profile', 'Partners', 'Moderation', 'PublicTicket'] as const
export type ServerTag = (typeof SERVER_TAGS)[number]

/**
 * Seconds an answer (and its realtime subscription) outlives the last component showing it: none, so
 * leaving a page ends its subscriptions at once and coming back reads fresh data.
 */
export const UNUSED_DATA_SECONDS = 0

/**
 * Every read the SPA makes goes through this one RTK Query slice: the endpoints (injected by the
 * features, on their lazy routes) call the typed src/api modules. Never persisted (see store.ts).
 */
export const serverState = createApi({
  reducerPath: 'serverState',
  baseQuery: fakeBaseQuery<LoadFailure>(),
  tagTypes: SERVER_TAGS,
  keepUnusedDataFor: UNUSED_DATA_SECONDS,
  endpoints: () => ({}),
})

const statusOf = (err: unknown) =>
  typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number' ? err.status : 0

/** Runs a read of src/api for a `queryFn`: the answer, or the failure (always logged, never swallowed: SPEC §8). */
export async function read<T>(load: () => Promise<T>): Promise<{ data: T } | { error: LoadFailure }> {
  try {
    return { data: await load() }
  } catch (err) {
    console.error(err)
    return { error: { status: statusOf(err), message: err instanceof Error ? err.message : String(err) } }
  }
}

interface CacheLifecycle {
  cacheDataLoaded: Promise<unknown>
  cacheEntryRemoved: Promise<unknown>
  dispatch: (action: ReturnType<typeof serverState.util.invalidateTags>) => unknown
}

/**
 * For `onCacheEntryAdded`: while the entry is cached, realtime events on these topics invalidate
 * `tags` (so every entry showing them reads again); on removal the subscriptions end.
 */
export async function liveWhileCached(life: CacheLifecycle, topics: readonly LiveTopic[], tags: readonly ServerTag[]) {
  const invalidate = () => life.dispatch(serverState.util.invalidateTags([...tags]))
  const stops = topics.map((topic) => listen(topic, invalidate))
  try {
    await life.cacheEntryRemoved
  } finally {
    for (const stop of stops) stop()
  }
}

const identity = (user: SessionUser | null) => (user ? `${user.collectionName}/${user.id}` : '')

/**
 * Another account's data must never show: a login, logout or account switch drops every cached
 * answer (and reconnects realtime as the new identity). A lost realtime connection that came back
 * missed events: everything shown is read again.
 */
const serverStateLifecycle: Middleware<object, { preferences: { user: SessionUser | null } }> = (store) => {
  onRealtimeReconnect(() => store.dispatch(serverState.util.invalidateTags([...SERVER_TAGS])))
  return (next) => (action) => {
    const before = identity(store.getState().preferences.user)
    const result = next(action)
    if (setUser.match(action) && identity(action.payload) !== before) {
      store.dispatch(serverState.util.resetApiState())
      reconnectAsCurrentUser()
    }
    return result
  }
}

injectLazySlice(serverState, serverState.middleware, serverStateLifecycle)
