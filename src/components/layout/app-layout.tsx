import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { ToastContainer } from 'react-toastify'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import { NavBar } from './nav-bar'
import { LoadingScreen } from './loading-screen'

export function AppLayout() {
  const t = useT()
  const { theme } = usePreferences()
  return (
    <>
      <a className="skip-link" href="#main">
        {t.common.skipToContent}
      </a>
      <NavBar />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <ToastContainer position="top-center" autoClose={5000} theme={theme} />
    </>
  )
}
