import { alertBannerApi, isAlertStatus } from '@/api/alert-banner'
import { whenIdle } from '@/components/layout/use-when-idle'
import type { AlertStatus } from '@/types/pocketbase'

/** Where the banner reads its status and hears about changes; tests pass their own. */
export interface BannerSource {
  getStatus(): Promise<AlertStatus | ''>
  subscribe(onStatus: (status: AlertStatus | '') => void): Promise<() => unknown>
}

export const pocketBaseBannerSource: BannerSource = {
  getStatus: () => alertBannerApi.getStatus(),
  async subscribe(onStatus) {
    // Component tests (jsdom: no EventSource) run without live updates unless they stub it, as with realtime before.
    if (typeof EventSource === 'undefined') return () => undefined
    // Changes come from the public snapshot (polled, cached at the CDN; no PocketBase connection), whose
    // code waits until the page is idle so the first load stays small.
    await whenIdle()
    const { publicSnapshot } = await import('@/api/public-snapshot')
    return publicSnapshot.subscribe((snapshot) => onStatus(isAlertStatus(snapshot.banner) ? snapshot.banner : ''))
  },
}

/** How long the first paint may wait for the status before the page shows without it. */
export const INITIAL_STATUS_TIMEOUT_MS = 1500

export interface BannerLoaderData {
  /** null: not known yet (slow or failed request); the banner then asks again after mount. */
  bannerStatus: AlertStatus | '' | null
}

/**
 * The first status, waited for (at most INITIAL_STATUS_TIMEOUT_MS) together with the page's code so
 * the banner is in the very first paint and never pushes the page down after it appeared.
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

let prefetched: Promise<BannerLoaderData> | undefined
let prefetchedValue: BannerLoaderData | undefined

/** Starts reading the first status as the app starts, before the preferences are restored; resolves when known. */
export function prefetchBannerStatus(): Promise<BannerLoaderData> {
  prefetched ??= loadBannerStatus().then((data) => {
    prefetchedValue = data
    return data
  })
  return prefetched
}

/**
 * The prefetched first status (handed out once), or a fresh read; `known` when it has already arrived,
 * so the first paint need not wait for it at all.
 */
export function takeInitialBannerStatus(): { status: Promise<BannerLoaderData>; known: BannerLoaderData | undefined } {
  const taken = { status: prefetched ?? loadBannerStatus(), known: prefetchedValue }
  prefetched = undefined
  prefetchedValue = undefined
  return taken
}
