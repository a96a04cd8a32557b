import { env } from '@/config/env'
import { ALERT_STATUSES, type AlertBannerRecord, type AlertStatus } from '@/types/pocketbase'

// The banner is on every first paint, the SDK is not needed for it: the status is read with a plain
// request and the SDK only loads when the live subscription starts.
const banners = async () => (await import('./pocketbase')).pb.collection('AlertBanner')

const STATUS_URL = `${env.pocketbaseUrl}/api/collections/AlertBanner/records?page=1&perPage=1&skipTotal=1&sort=created&fields=id,status`

const isAlertStatus = (value: unknown): value is AlertStatus => (ALERT_STATUSES as readonly unknown[]).includes(value)

/** The first record's status from a records-list answer; '' when there is none or it is not a known status. */
function statusOf(body: unknown): AlertStatus | '' {
  const items = typeof body === 'object' && body !== null && 'items' in body ? body.items : null
  const first: unknown = Array.isArray(items) ? items[0] : null
  const status = typeof first === 'object' && first !== null && 'status' in first ? first.status : ''
  return isAlertStatus(status) ? status : ''
}

/** The site-wide alert banner (AlertBanner): the first record's status is the one shown. */
export const alertBannerApi = {
  /** The current status; '' when there is no record. */
  async getStatus(): Promise<AlertStatus | ''> {
    const response = await fetch(STATUS_URL, { headers: { accept: 'application/json' } })
    if (!response.ok) throw new Error(`AlertBanner status request failed with HTTP ${response.status}`)
    return statusOf(await response.json())
  },

  /**
   * Calls `onStatus` with the current status whenever a moderator changes any banner record, and
   * after a lost realtime connection came back (changes meanwhile sent no event). Resolves to the
   * unsubscribe function once subscribed.
   */
  async subscribe(onStatus: (status: AlertStatus | '') => void): Promise<() => Promise<void>> {
    const { listen, onRealtimeReconnect } = await import('./realtime')
    // Any change may alter which record is first (a delete, an earlier create): re-read rather than guess.
    // Never rejects: a failed re-read is logged and the banner keeps its last status.
    const reread = () => void alertBannerApi.getStatus().then(onStatus, (err: unknown) => console.error(err))
    const stop = listen({ collection: 'AlertBanner', topic: '*' }, reread)
    const stopReconnect = onRealtimeReconnect(reread)
    await stop.subscribed
    return async () => {
      stop()
      stopReconnect()
    }
  },

  /** Moderators: the banner record the site shows (the first one), or null when none exists. */
  async first(): Promise<AlertBannerRecord | null> {
    const list = await (await banners()).getList<AlertBannerRecord>(1, 1, { sort: 'created', requestKey: null })
    return list.items[0] ?? null
  },
  /** Moderators: publishes a status (audited by pb_hooks/audit.pb.js); open pages follow by realtime. */
  async setStatus(id: string, status: AlertStatus): Promise<AlertBannerRecord> {
    return (await banners()).update<AlertBannerRecord>(id, { status })
  },
}
