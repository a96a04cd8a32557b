import { Suspense, use, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import type { ToastContainerProps } from 'react-toastify'
import { Outlet } from 'react-router-dom'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import { NavBar } from './nav-bar'
import { Footer } from './footer'
import { onToastsWanted, toastContainerMounted, toastsWanted } from '@/components/ui/form-toast'
import { markFirstPagePainted } from './use-when-idle'
import { lazyOrNothing } from './preloaded-lazy'
import { NavigationPending } from './navigation-pending'

// Toasts only follow user actions, so their library and container come with the first toast
// (components/ui/form-toast.ts), which waits until the container says it is mounted (its effect runs
// after the library's own). Without the library (a failed download) the page goes without toasts.
const ToastContainer = lazyOrNothing(() =>
  import('react-toastify').then(({ ToastContainer: Container }) => (props: ToastContainerProps) => {
    useEffect(toastContainerMounted, [])
    return <Container {...props} />
  }),
)

/** The chrome of every page: optional alert banner, navigation, the page, footer and toasts. */
export function AppLayout({ banner }: { banner?: ReactNode }) {
  const t = useT()
  const { theme } = usePreferences()
  const toastsReady = useSyncExternalStore(onToastsWanted, toastsWanted)
  const leaving = use(NavigationPending)
  // The layout commits together with its page (the app shell's Suspense), so this is the first paint.
  useEffect(markFirstPagePainted, [])
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t.common.skipToContent}
      </a>
      {banner}
      <NavBar />
      <main id="main" tabIndex={-1} inert={leaving} aria-busy={leaving || undefined}>
        {/* A page still loading suspends up to the app shell, which keeps the loading screen (first paint)
            or the previous page (navigations, out of reach meanwhile) until it is ready. */}
        <Outlet />
      </main>
      <Footer />
      {toastsReady && (
        <Suspense fallback={null}>
          <ToastContainer position="top-center" autoClose={5000} theme={theme} />
        </Suspense>
      )}
    </div>
  )
}
