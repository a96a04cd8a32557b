import { lazy } from 'react'
import type { BannerLoaderData } from '../banner-source'
import { AlertBanner } from './alert-banner'

/**
 * The banner of the site's first paint, as a component that suspends (under the app shell's loading
 * screen) until the first status is known or has taken too long. Create it once per app start.
 */
export const startupAlertBanner = (status: Promise<BannerLoaderData>) =>
  lazy(() =>
    status.then(({ bannerStatus }) => ({
      default: function StartupAlertBanner() {
        return <AlertBanner initial={bannerStatus} />
      },
    })),
  )
