import { http, HttpResponse } from 'msw'

/**
 * jsdom has no EventSource: this stand-in speaks PocketBase's realtime protocol closely enough for the
 * SDK (a PB_CONNECT event with the client id, then record events named after the subscribed topic), so
 * component tests can push a live change and see the page react.
 */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = []
  onerror: ((event: Event) => void) | null = null
  readyState = 1
  constructor(readonly url: string) {
    super()
    FakeEventSource.instances.push(this)
    queueMicrotask(() => this.dispatchEvent(new MessageEvent('PB_CONNECT', { data: '{"clientId":"c1"}', lastEventId: 'c1' })))
  }
  close() {
    this.readyState = 2
  }
  /** Sends a record event on a topic ("Entradas/*") to every open connection. */
  static emit(topic: string, data: unknown) {
    for (const source of FakeEventSource.instances) {
      if (source.readyState !== 2) source.dispatchEvent(new MessageEvent(topic, { data: JSON.stringify(data) }))
    }
  }
}

/** The subscription POST the SDK sends after connecting. */
export const realtimeHandler = http.post('*/api/realtime', () => new HttpResponse(null, { status: 204 }))
