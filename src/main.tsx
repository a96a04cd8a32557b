import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { preloadRoute } from '@/app/router'
import { prefetchBannerStatus } from '@/features/alert-banner/banner-source'
import '@/styles/global.css'

// The banner's first status is requested while the persisted preferences are still being restored.
prefetchBannerStatus()
// The page's code downloads meanwhile too, instead of once the app has rendered its routes.
preloadRoute(window.location.pathname)

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
