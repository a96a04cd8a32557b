import { lazy } from 'react'
import type { BannerLoaderData } from '../banner-source'
import { AlertBanner } from './alert-banner'

const bannerShowing = ({ bannerStatus }: BannerLoaderData) =>
  function StartupAlertBanner({ hidden }: { hidden?: boolean }) {
    return <AlertBanner initial={bannerStatus} hidden={hidden} />
  }

/**
 * The banner of the site's first paint. When its first status is already `known` it renders at once;
 * otherwise it suspends (under the app shell's loading screen) until the status is known or has taken
 * too long. Create it once per app start.
 */
export const startupAlertBanner = ({ status, known }: { status: Promise<BannerLoaderData>; known: BannerLoaderData | undefined }) =>
  known ? bannerShowing(known) : lazy(() => status.then((data) => ({ default: bannerShowing(data) })))
