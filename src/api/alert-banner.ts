import { firstPaintUrls } from '@/config/env'
import { ALERT_STATUSES, type AlertBannerRecord, type AlertStatus } from '@/types/pocketbase'

// The banner is on every first paint, the SDK is not needed for it: the status is read with a plain
// request and the SDK only loads when the live subscription starts.
const banners = async () => (await import('./pocketbase')).pb.collection('AlertBanner')

const STATUS_URL = firstPaintUrls.bannerStatus

export const isAlertStatus = (value: unknown): value is AlertStatus => (ALERT_STATUSES as readonly unknown[]).includes(value)

/** The first record (id and status) from a records-list answer; null when there is none. */
function firstOf(body: unknown): { id: string; status: AlertStatus | '' } | null {
  const items = typeof body === 'object' && body !== null && 'items' in body ? body.items : null
  const first: unknown = Array.isArray(items) ? items[0] : null
  if (typeof first !== 'object' || first === null) return null
  const id = 'id' in first && typeof first.id === 'string' ? first.id : ''
  const status = 'status' in first ? first.status : ''
  return { id, status: isAlertStatus(status) ? status : '' }
}

/** The first banner record as a visitor reads it (plain request: the SDK is not part of the first load). */
export async function readFirst() {
  const response = await fetch(STATUS_URL)
  if (!response.ok) throw new Error(`AlertBanner status request failed with HTTP ${response.status}`)
  return firstOf(await response.json())
}

/** The site-wide alert banner (AlertBanner): the first record's status is the one shown. */
export const alertBannerApi = {
  /** The current status; '' when there is no record or it is not a known status. */
  async getStatus(): Promise<AlertStatus | ''> {
    return (await readFirst())?.status ?? ''
  },

  /** Moderators: the banner record the site shows (the first one), or null when none exists. */
  async first(): Promise<AlertBannerRecord | null> {
    const list = await (await banners()).getList<AlertBannerRecord>(1, 1, { sort: 'created', requestKey: null })
    return list.items[0] ?? null
  },
  /** Moderators: the first publish of a fresh install creates the one banner record (pb_hooks/organiser-console.pb.js). */
  async create(status: AlertStatus): Promise<AlertBannerRecord> {
    return (await banners()).create<AlertBannerRecord>({ status })
  },
  /** Moderators: publishes a status (audited by pb_hooks/audit.pb.js); open pages follow by realtime. */
  async setStatus(id: string, status: AlertStatus): Promise<AlertBannerRecord> {
    return (await banners()).update<AlertBannerRecord>(id, { status })
  },
}
