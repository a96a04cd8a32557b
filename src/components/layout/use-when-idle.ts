import { useEffect, useState } from 'react'

/** Extra wait after the first page is shown, so deferred work doesn't compete with its own requests. */
const AFTER_PAINT_MS = 200
/** Deferred work starts at the latest this long after `load`, even if no page was shown (an error screen). */
const AT_THE_LATEST_MS = 3000

let markPainted: () => void = () => undefined
const painted = new Promise<void>((resolve) => {
  markPainted = resolve
})

/** User-timing mark at the first page on screen: performance tools and the first-load test read it. */
export const FIRST_PAGE_MARK = 'mi:first-page-painted'

/** Called by the layout once the first page is on screen. */
export function markFirstPagePainted(): void {
  if (performance.getEntriesByName(FIRST_PAGE_MARK).length === 0) performance.mark(FIRST_PAGE_MARK)
  markPainted()
}

/** Longest wait for the browser to report the first paint (a hidden tab does not paint; some browsers do not report it). */
const PAINT_REPORT_MS = 1000

/**
 * Resolves once the first page is on screen: the browser has reported its first contentful paint (at
 * the latest AT_THE_LATEST_MS after no page was shown, e.g. an error screen).
 */
export function afterFirstPagePaint(): Promise<void> {
  return Promise.race([painted, delay(AT_THE_LATEST_MS)]).then(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer?.disconnect()
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(done, PAINT_REPORT_MS)
        const observer =
          typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint')
            ? undefined
            : new PerformanceObserver((list) => {
                if (list.getEntriesByName('first-contentful-paint').length > 0) done()
              })
        observer?.observe({ type: 'paint', buffered: true })
      }),
  )
}

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

let idle: Promise<void> | undefined

/**
 * Resolves once the page has loaded, the first page is on screen and the browser had a moment: the
 * time for work the first paint doesn't need (SDK, English dictionary, toasts).
 */
export function whenIdle(): Promise<void> {
  idle ??= loaded().then(() =>
    Promise.race([painted.then(() => delay(AFTER_PAINT_MS)), delay(AT_THE_LATEST_MS)]),
  )
  return idle
}

/** True once {@link whenIdle} has resolved. */
export function useWhenIdle(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let active = true
    void whenIdle().then(() => active && setReady(true))
    return () => {
      active = false
    }
  }, [])
  return ready
}
