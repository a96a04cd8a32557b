import { isAlertStatus, readFirst } from './alert-banner'
import { listen, onRealtimeReconnect } from './realtime'
import type { AlertStatus } from '@/types/pocketbase'

// The banner's live part, apart from alert-banner.ts: that one is in the first load, this one (and the
// SDK it needs) arrives once the page is idle.

/**
 * Calls `onStatus` with the current status whenever a moderator changes any banner record, and
 * after a lost realtime connection came back (changes meanwhile sent no event). Resolves to the
 * unsubscribe function once subscribed.
 */
export async function subscribeToBanner(onStatus: (status: AlertStatus | '') => void): Promise<() => Promise<void>> {
  // The record shown, once a read told us; the newest read or event wins over older reads in flight.
  let shownId: string | null = null
  let latest = 0
  // Never rejects: a failed re-read is logged and the banner keeps its last status.
  const reread = () => {
    const mine = ++latest
    readFirst().then(
      (first) => {
        if (mine !== latest) return
        shownId = first?.id ?? null
        onStatus(first?.status ?? '')
      },
      (err: unknown) => console.error(err),
    )
  }
  // A moderator changing the shown record's status (the usual change) needs no read: the event carries
  // it, so thousands of open pages do not all read at once. Anything else (a create, a delete, another
  // record) may change which record is first: read again rather than guess.
  const stop = listen({ collection: 'AlertBanner', topic: '*' }, (event) => {
    const status: unknown = event.record['status']
    if (event.action === 'update' && event.record.id === shownId && isAlertStatus(status)) {
      latest++
      onStatus(status)
    } else reread()
  })
  const stopReconnect = onRealtimeReconnect(reread)
  await stop.subscribed
  reread()
  return async () => {
    stop()
    stopReconnect()
  }
}
