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
