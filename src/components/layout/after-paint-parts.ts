import { readsMayStart } from '@/stores/read-gate'
import { preloadedLazy, type LazyModule } from './preloaded-lazy'

const failed = new Set<() => void>()
const retried = new WeakSet<() => void>()
const retryListeners = new Set<() => void>()

/**
 * A page's part that reads the server: its code downloads once the first page is on screen (as every
 * read waits, stores/read-gate.ts), so a phone's first paint waits for no data layer
 * (README "The first paint has the page in it"). Put it inside a PartBoundary: should its code fail to
 * download, the boundary offers a retry.
 */
export const lazyAfterFirstPaint = <P extends object>(load: () => Promise<LazyModule<P>>) =>
  preloadedLazy(() => readsMayStart().then(load), (renew) => failed.add(renew)).Component

/**
 * Lets every part whose download failed try again (PartBoundary's retry): each boundary showing a
 * failure renders its part again. A part that fails again after a retry while the browser is online
 * gets the whole page reloaded instead: after a new deploy the old code's files are gone for good.
 */
export function retryFailedParts(): void {
  if (navigator.onLine && [...failed].some((renew) => retried.has(renew))) {
    window.location.reload()
    return
  }
  for (const renew of failed) {
    retried.add(renew)
    renew()
  }
  failed.clear()
  for (const listener of retryListeners) listener()
}

export function onPartsRetry(listener: () => void): () => void {
  retryListeners.add(listener)
  return () => retryListeners.delete(listener)
}
