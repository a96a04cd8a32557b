import { lazy, type ComponentType } from 'react'
import { readsMayStart } from '@/stores/read-gate'

type Module<P> = { default: ComponentType<P> }

const failed = new Set<() => void>()
const retryListeners = new Set<() => void>()

/** Lets every part whose download failed try again (PartBoundary's retry): each boundary showing a failure renders its part again. */
export function retryFailedParts(): void {
  for (const renew of failed) renew()
  failed.clear()
  for (const listener of retryListeners) listener()
}

export function onPartsRetry(listener: () => void): () => void {
  retryListeners.add(listener)
  return () => retryListeners.delete(listener)
}

/**
 * A lazily loaded component that renders at once when its code is already here. React.lazy suspends
 * on its first render even then, and a Suspense fallback shown on the first paint holds the page
 * back for React's reveal throttle (300 ms) after the code arrived.
 */
export function preloadedLazy<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<Module<P>> | undefined
  // One download for the lazy element and every preload; a failed one may be tried again. React.lazy
  // keeps a failure for good, so a retry (retryFailedParts) gives a failed part a new lazy element.
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (err: unknown) => {
        loading = undefined
        failed.add(renew)
        throw err
      },
    ))
  let Lazy = lazy(preload)
  const renew = () => {
    Lazy = lazy(preload)
  }
  function Preloaded(props: P) {
    const Loaded = loaded
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />
  }
  return { Component: Preloaded, preload, isLoaded: () => loaded !== undefined }
}

/**
 * A page's part that reads the server: its code downloads once the first page is on screen (as every
 * read waits, stores/read-gate.ts), so a phone's first paint waits for no data layer
 * (README "The first paint has the page in it").
 */
export const lazyAfterFirstPaint = <P extends object>(load: () => Promise<Module<P>>) => preloadedLazy(() => readsMayStart().then(load)).Component
