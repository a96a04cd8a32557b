import { Suspense, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { AppLayout } from '@/components/layout/app-layout'
import { isStaffPath } from '@/config/paths'
import { LoadingScreen } from '@/components/layout/loading-screen'
import { RouteErrorBoundary } from '@/components/layout/route-error'
import { startupAlertBanner } from '@/features/alert-banner/components/startup-alert-banner'
import { takeInitialBannerStatus } from '@/features/alert-banner/banner-source'

/**
 * The element of the layout route. The first paint waits, behind the loading screen, for both the
 * banner's first status and the page's code, so neither pushes the page around once it is shown
 * (main.tsx has them ready before the first render, so nothing suspends then).
 * Later navigations run as transitions (transition-router.tsx): the current page stays, out of reach,
 * until the next one is ready.
 */
export function AppShell() {
  const { pathname } = useLocation()
  // Read once per app start; later changes arrive by realtime (SPEC §2), not on navigation.
  const [StartupAlertBanner] = useState(() => startupAlertBanner(takeInitialBannerStatus()))
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<LoadingScreen />}>
        {/* Staff pages carry no public banner; it stays mounted (hidden) so its live status and a close survive a visit to them. */}
        <AppLayout banner={<StartupAlertBanner hidden={isStaffPath(pathname)} />} />
      </Suspense>
    </RouteErrorBoundary>
  )
}
