import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { preloadRoute } from '@/app/router'
import { prefetchBannerStatus } from '@/features/alert-banner/banner-source'
import { afterFirstPagePaint } from '@/components/layout/use-when-idle'
import { prefetchEditions } from '@/hooks/use-edition'
import { prefetchOrganiserContent } from '@/hooks/use-organiser-content'
import { holdReadsUntil } from '@/stores/read-gate'
import '@/styles/global.css'

// The banner's first status and the organiser content are requested while the persisted preferences
// are still being restored, and the page's code downloads meanwhile too, instead of once the app has
// rendered its routes (README "The first paint has the page in it"). A failure here only means the
// app shell's loading screen waits for them instead.
const firstPageReady = Promise.allSettled([prefetchBannerStatus(), prefetchOrganiserContent(), preloadRoute(window.location.pathname)])
// The editions too, but the page does not wait for them: it shows the seed edition meanwhile.
prefetchEditions()
// What the page fills in is read once the page is on screen: its text does not wait for requests.
holdReadsUntil(afterFirstPagePaint())

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <App firstPageReady={firstPageReady} />
  </StrictMode>,
)
