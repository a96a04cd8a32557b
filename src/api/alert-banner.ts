import { pb } from './pocketbase'
import type { AlertBannerRecord, AlertStatus } from '@/types/pocketbase'

const banners = () => pb.collection('AlertBanner')

/** The site-wide alert banner (AlertBanner): the first record's status is the one shown. */
export const alertBannerApi = {
  /** The current status; '' when there is no record. */
  async getStatus(): Promise<AlertStatus | ''> {
    const page = await banners().getList<AlertBannerRecord>(1, 1, { sort: 'created', fields: 'id,status', requestKey: null })
    return page.items[0]?.status ?? ''
  },

  /**
   * Calls `onStatus` with the current status whenever a moderator changes any banner record
   * (PocketBase realtime). Resolves to the unsubscribe function.
   */
  subscribe(onStatus: (status: AlertStatus | '') => void): Promise<() => Promise<void>> {
    // Any change may alter which record is first (a delete, an earlier create): re-read rather than guess.
    return banners().subscribe<AlertBannerRecord>('*', () => {
      alertBannerApi.getStatus().then(onStatus, (err: unknown) => console.error(err))
    })
  },
}
