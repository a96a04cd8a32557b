import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react'
import type { Middleware } from '@reduxjs/toolkit'
import { publicSnapshot } from '@/api/public-snapshot'
import { listen, onRealtimeReconnect, reconnectAsCurrentUser, type Listening, type LiveTopic } from '@/api/realtime'
import type { SnapshotTicketType } from '@/domain/function-contracts'
import type { TicketTypeRecord } from '@/types/pocketbase'
import type { RecordMeta } from '@/types/pocketbase-records.generated'
import { setUser, type SessionUser } from './preferences-slice'
import { readsMayStart } from './read-gate'
import { injectLazySlice } from './store'

/** What a failed read leaves in the cache: the HTTP status (0 without an answer) and the error text for the log. */
export interface LoadFailure {
  status: number
  message: string
}

/** Cache tags: one per kind of server data a page shows; realtime events and writes invalidate them. */
export const SERVER_TAGS = ['TicketTypes', 'Badge', 'Requests', 'IssuedTickets', 'Stock', 'Profile', 'Moderation', 'PublicTicket', 'Partners', 'Seats', 'Readiness', 'Editions'] as const
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
  await readsMayStart()
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

interface CatalogueLifecycle<T> {
  cacheDataLoaded: Promise<unknown>
  cacheEntryRemoved: Promise<unknown>
  dispatch: CacheLifecycle['dispatch']
  updateCachedData: (recipe: (draft: T[]) => void) => unknown
}

/** The fields of a ticket type a buyer's page shows: all but PocketBase's own (collection, timestamps, expand). */
type ShownTicketTypeField = Exclude<keyof TicketTypeRecord, keyof RecordMeta<'Entradas'> | 'created' | 'updated'>

/**
 * A snapshot type as the record fields it stands for. Typed as every shown field, so a field added to
 * Entradas fails to compile here until the snapshot carries it (or it is left out above on purpose).
 */
export function ticketTypeFieldsOf(type: SnapshotTicketType): Pick<TicketTypeRecord, ShownTicketTypeField> {
  return { id: type.id, Tipo: type.code, Estado: type.state, ValorCLP: type.price, Nombre: type.name, NombreIngles: type.nameEn, Imagen: type.image, listaEspera: type.waitingList }
}

/**
 * For `onCacheEntryAdded` of the catalogue every visitor follows: its cards come from the public snapshot
 * (polled, cached at the CDN), never from a PocketBase connection, so open pages cost PocketBase nothing
 * (BENCHMARKS.md). A change of any card field (state, price, names, image, waiting list) is applied to
 * the cached list; a type added or removed reads the list again. Starts once the first read arrived, so
 * a page does not read twice on load.
 */
export async function catalogueFromSnapshotWhileCached(life: CatalogueLifecycle<TicketTypeRecord>, tag: ServerTag) {
  if (typeof EventSource === 'undefined') return // jsdom (component tests) without live updates unless stubbed, as with realtime before
  const loaded = await life.cacheDataLoaded.then(
    () => true,
    () => false,
  )
  if (!loaded) return
  const stop = publicSnapshot.subscribe((snapshot) => {
    let sameTypes = false
    life.updateCachedData((draft) => {
      const cards = new Map(snapshot.catalogue.map((type) => [type.id, type]))
      // Drafts are never shown (nor in the snapshot), even when a read returned one.
      const shown = draft.filter((type) => type.Estado !== 'creada')
      sameTypes = cards.size === shown.length && shown.every((type) => cards.has(type.id))
      if (!sameTypes) return
      for (const type of shown) {
        const card = cards.get(type.id)
        if (card) Object.assign(type, ticketTypeFieldsOf(card))
      }
    })
    if (!sameTypes) life.dispatch(serverState.util.invalidateTags([tag]))
  })
  try {
    await life.cacheEntryRemoved
  } finally {
    stop()
  }
}

/** The own records a signed-in page follows: an event on any of them may change all three. */
const OWN_RECORD_TAGS: readonly ServerTag[] = ['Requests', 'IssuedTickets', 'Badge']

interface OwnRecordsQueryApi<T> {
  queryFulfilled: Promise<{ data: T }>
  dispatch: CacheLifecycle['dispatch']
}

/**
 * Live updates for a signed-in user's own records, by record topic (`collection/<id>`). PocketBase
 * checks every page subscribed to a collection's `*` topic on every record saved there (an SQL query
 * for its rule, another for its filter), so S signed-in pages on `EntradasPedidas/*` made each ticket
 * request of a drop cost S queries (BENCHMARKS.md); a record topic is matched by id alone. The entry
 * follows the records its last read returned, re-synced after every read; an event on one of them
 * invalidates OWN_RECORD_TAGS (an approval also issues a ticket). Spread into an endpoint definition.
 */
export function liveOwnRecords<T, Arg>(collection: LiveTopic['collection'], idsOf: (data: T) => readonly string[]) {
  const entries = new Map<string, Map<string, Listening>>()
  /** Follows exactly the records of `data` (an entry that is gone follows nothing). */
  const follow = (key: string, data: T, dispatch: CacheLifecycle['dispatch']) => {
    const held = entries.get(key)
    if (!held) return
    const wanted = new Set(idsOf(data))
    for (const [id, stop] of held) {
      if (wanted.has(id)) continue
      stop()
      held.delete(id)
    }
    const invalidate = () => dispatch(serverState.util.invalidateTags([...OWN_RECORD_TAGS]))
    for (const id of wanted) if (!held.has(id)) held.set(id, listen({ collection, topic: id }, invalidate))
  }
  return {
    async onQueryStarted(arg: Arg, api: OwnRecordsQueryApi<T>) {
      // A failed read keeps following what the entry followed.
      const answer = await api.queryFulfilled.catch(() => null)
      if (answer) follow(JSON.stringify(arg), answer.data, api.dispatch)
    },
    async onCacheEntryAdded(arg: Arg, life: Omit<CacheLifecycle, 'cacheDataLoaded'> & { cacheDataLoaded: Promise<{ data: T }> }) {
      const key = JSON.stringify(arg)
      // Each entry owns its map: an older entry for the same argument (before an account change, say)
      // that is removed later must not end this one's subscriptions.
      const mine = new Map<string, Listening>()
      entries.set(key, mine)
      // The first answer may arrive before this entry was registered: follow it here too.
      const first = await life.cacheDataLoaded.catch(() => null)
      if (first) follow(key, first.data, life.dispatch)
      try {
        await life.cacheEntryRemoved
      } finally {
        for (const stop of mine.values()) stop()
        if (entries.get(key) === mine) entries.delete(key)
      }
    },
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
