import { lazy } from 'react'
import type { BannerLoaderData } from '../banner-source'
import { AlertBanner } from './alert-banner'

/**
 * The banner of the site's first paint. When its first status is already `known` it renders at once;
 * otherwise it suspends (under the app shell's loading screen) until the status is known or has taken
 * too long. Create it once per app start.
 */
export const startupAlertBanner = ({ status, known }: { status: Promise<BannerLoaderData>; known: BannerLoaderData | undefined }) =>
  known
    ? function StartupAlertBanner() {
        return <AlertBanner initial={known.bannerStatus} />
      }
    : lazy(() =>
        status.then(({ bannerStatus }) => ({
          default: function StartupAlertBanner() {
            return <AlertBanner initial={bannerStatus} />
          },
        })),
      )
