import { alertBannerApi } from '@/api/alert-banner'
import type { AlertStatus } from '@/types/pocketbase'

/** Where the banner reads its status and hears about changes; tests pass their own. */
export interface BannerSource {
  getStatus(): Promise<AlertStatus | ''>
  subscribe(onStatus: (status: AlertStatus | '') => void): Promise<() => unknown>
}

export const pocketBaseBannerSource: BannerSource = {
  getStatus: () => alertBannerApi.getStatus(),
  subscribe: (onStatus) =>
    // Realtime needs EventSource (every browser has it; jsdom does not).
    typeof EventSource === 'undefined' ? Promise.resolve(() => undefined) : alertBannerApi.subscribe(onStatus),
}

/** How long the first paint may wait for the status before the page shows without it. */
export const INITIAL_STATUS_TIMEOUT_MS = 1500

/** The layout route's id, whose loader provides the first status. */
export const BANNER_ROUTE_ID = 'root'

export interface BannerLoaderData {
  /** null: not known yet (slow or failed request); the banner then asks again after mount. */
  bannerStatus: AlertStatus | '' | null
}

/**
 * Loader of the layout route: fetching the status while the page's code loads lets the banner be in
 * the very first paint, so it never pushes the page down after it appeared.
 */
export async function loadBannerStatus(source: BannerSource = pocketBaseBannerSource): Promise<BannerLoaderData> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), INITIAL_STATUS_TIMEOUT_MS)
  })
  const status = source.getStatus().catch((err: unknown) => {
    console.error(err)
    return null
  })
  const bannerStatus = await Promise.race([status, timeout])
  clearTimeout(timer)
  return { bannerStatus }
}
