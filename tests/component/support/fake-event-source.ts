import { http, HttpResponse } from 'msw'

/**
 * jsdom has no EventSource: this stand-in speaks PocketBase's realtime protocol closely enough for the
 * SDK (a PB_CONNECT event with the client id, then record events named after the subscribed topic), so
 * component tests can push a live change and see the page react.
 */
export class FakeEventSource extends EventTarget {
  /** Connections opened since the test reset the list. */
  static instances: FakeEventSource[] = []
  /** Connections not closed yet (the SDK's one connection may outlive a test's list). */
  static open = new Set<FakeEventSource>()
  /** The topics of the last subscription request: what the server would send events for. */
  static subscriptions: string[] = []
  static connects = 0
  onerror: ((event: Event) => void) | null = null
  readyState = 1
  constructor(readonly url: string) {
    super()
    FakeEventSource.instances.push(this)
    FakeEventSource.open.add(this)
    const clientId = `c${++FakeEventSource.connects}`
    queueMicrotask(() => this.dispatchEvent(new MessageEvent('PB_CONNECT', { data: JSON.stringify({ clientId }), lastEventId: clientId })))
  }
  close() {
    this.readyState = 2
    FakeEventSource.open.delete(this)
    // The server forgets a client's subscriptions with its connection.
    if (FakeEventSource.open.size === 0) FakeEventSource.subscriptions = []
  }
  /** The server went away: the connection errors (the SDK then reconnects on its schedule). */
  fail() {
    this.close()
    this.onerror?.(new Event('error'))
  }
  /** Sends a record event on a topic ("Entradas/*") to every open connection. */
  static emit(topic: string, data: unknown) {
    for (const source of FakeEventSource.open) source.dispatchEvent(new MessageEvent(topic, { data: JSON.stringify(data) }))
  }
  /** Sends a record event of a collection on every topic subscribed for it (with or without options). */
  static emitTo(collection: string, data: unknown) {
    for (const topic of FakeEventSource.subscribedTo(collection)) FakeEventSource.emit(topic, data)
  }
  static subscribedTo(collection: string) {
    return FakeEventSource.subscriptions.filter((topic) => topic.startsWith(`${collection}/`))
  }
}

/** The subscription POST the SDK sends after connecting and whenever its topics change. */
export const realtimeHandler = http.post('*/api/realtime', async ({ request }) => {
  const body = (await request.json()) as { subscriptions?: string[] }
  FakeEventSource.subscriptions = body.subscriptions ?? []
  return new HttpResponse(null, { status: 204 })
})
