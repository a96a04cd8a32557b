import type { RecordModel, RecordSubscription, UnsubscribeFunc } from 'pocketbase'
import type { CollectionName } from '@/types/pocketbase'
import { jitteredReconnectSteps } from '@/domain/reconnect'
import { pb } from './pocketbase'

// The SDK keeps its schedule in a private field and reads it on every attempt (read in
// node_modules/pocketbase: RealtimeService.connectErrorHandler); it has no public setter.
interface RealtimeInternals {
  predefinedReconnectIntervals: number[]
  maxReconnectAttempts: number
  initConnect(): void
  /** Closes the EventSource; `true` keeps the subscriptions for the next initConnect (as a reconnect does). */
  disconnect(fromReconnect?: boolean): void
}
const internals = pb.realtime as unknown as RealtimeInternals

/** Draws a fresh jittered schedule for the next outage (each outage gets its own). */
function rejitter() {
  internals.predefinedReconnectIntervals = jitteredReconnectSteps()
  internals.maxReconnectAttempts = Infinity
}
rejitter()
pb.realtime.onDisconnect = () => rejitter()

const reconnectListeners = new Set<() => void>()
let active = 0
let stopConnectWatch: Promise<UnsubscribeFunc> | null = null
let connectedBefore = false

/** Called after the realtime connection came back: events sent meanwhile were lost, so what is shown must be read again. */
export function onRealtimeReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener)
  return () => reconnectListeners.delete(listener)
}

function onConnect() {
  if (connectedBefore) for (const listener of reconnectListeners) listener()
  connectedBefore = true
}

function retain() {
  active += 1
  if (active > 1) return
  connectedBefore = pb.realtime.isConnected
  stopConnectWatch = pb.realtime.subscribe('PB_CONNECT', onConnect)
  stopConnectWatch.then(
    () => (connectedBefore = true),
    (err: unknown) => console.error('realtime connection failed', err),
  )
}

function release() {
  active -= 1
  if (active > 0 || !stopConnectWatch) return
  const stop = stopConnectWatch
  stopConnectWatch = null
  stop.then((unsubscribe) => unsubscribe()).catch(() => undefined)
}

export interface LiveTopic {
  collection: CollectionName
  /** A record id, or '*' for the collection; PocketBase accepts only the topics of src/domain/query-allowlist.ts, without options. */
  topic: string
}

/** Ends the listening when called; `subscribed` settles once the server knows the topic. */
export type Listening = (() => void) & { subscribed: Promise<void> }

/** A realtime event: `create`, `update` or `delete`, and the record as the subscriber may see it. */
export type LiveEvent = RecordSubscription<RecordModel>

/**
 * Calls `onEvent` on every realtime event of the topic until the returned function is called. All
 * listeners share the SDK's one connection per tab; a topic is subscribed on the server while at
 * least one listener holds it (the SDK counts them). A failed subscription only costs live updates.
 */
export function listen({ collection, topic }: LiveTopic, onEvent: (event: LiveEvent) => void): Listening {
  // Realtime needs EventSource (every browser has it; jsdom does not).
  if (typeof EventSource === 'undefined') return Object.assign(() => undefined, { subscribed: Promise.resolve() })
  let stopped = false
  let unsubscribe: UnsubscribeFunc | null = null
  retain()
  const subscribed = pb
    .collection(collection)
    .subscribe(topic, (event) => onEvent(event))
    .then(
      (unsub) => {
        if (stopped) unsub().catch(() => undefined)
        else unsubscribe = unsub
      },
      (err: unknown) => console.error('realtime subscription failed', err),
    )
  const stop = () => {
    if (stopped) return
    stopped = true
    release()
    unsubscribe?.().catch(() => undefined)
  }
  return Object.assign(stop, { subscribed })
}

// A page left with its realtime connection open cannot go into the back/forward cache, and each kept
// page holds one of the browser's six connections to the host: after six full page loads in one tab
// Chromium stalled. So the connection closes when the page is hidden for good or left (`pagehide`),
// and opens again with the same subscriptions when the page is shown from the cache (`pageshow`);
// PB_CONNECT then tells the pages to read again what changed meanwhile (onRealtimeReconnect).
// Only signed-in pages hold a connection (their own records' topics; public state comes from the public
// snapshot, src/api/public-snapshot.ts), and a hidden one needs no events either: the connection also
// closes while the tab is hidden and opens again when it is shown. A drop's background tabs then cost
// PocketBase nothing.
let closedWhileAway = false
function closeWhileAway() {
  if (!pb.realtime.isConnected && active === 0) return
  closedWhileAway = true
  internals.disconnect(true)
}
function reopen() {
  if (!closedWhileAway) return
  closedWhileAway = false
  if (active > 0) internals.initConnect()
}
if (typeof window !== 'undefined' && typeof EventSource !== 'undefined') {
  window.addEventListener('pagehide', closeWhileAway)
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) reopen()
  })
  document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? closeWhileAway() : reopen()))
}

/**
 * After a login, logout or account switch: PocketBase ties a realtime client to the identity of its
 * first subscription request, so the connection is opened again under the new one (subscriptions kept).
 */
export function reconnectAsCurrentUser() {
  if (pb.realtime.isConnected) internals.initConnect()
}
