import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import { NavBar } from './nav-bar'
import { Footer } from './footer'
import { LoadingScreen } from './loading-screen'

// Toasts only follow user actions, so their library loads after the first paint; toasts raised
// before it mounts are queued by react-toastify and shown once it does.
const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })))

/** True once the page has loaded and the browser is idle. */
function useWhenIdle(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      timer = setTimeout(() => setReady(true), 200)
    }
    if (document.readyState === 'complete') schedule()
    else window.addEventListener('load', schedule, { once: true })
    return () => {
      window.removeEventListener('load', schedule)
      clearTimeout(timer)
    }
  }, [])
  return ready
}

/** The chrome of every page: optional alert banner, navigation, the page, footer and toasts. */
export function AppLayout({ banner }: { banner?: ReactNode }) {
  const t = useT()
  const { theme } = usePreferences()
  const toastsReady = useWhenIdle()
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t.common.skipToContent}
      </a>
      {banner}
      <NavBar />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
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
