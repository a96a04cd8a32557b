import { lazy, type ComponentType } from 'react'

export type LazyModule<P> = { default: ComponentType<P> }

/**
 * A lazily loaded component that renders at once when its code is already here. React.lazy suspends
 * on its first render even then, and a Suspense fallback shown on the first paint holds the page
 * back for React's reveal throttle (300 ms) after the code arrived.
 */
export function preloadedLazy<P extends object>(load: () => Promise<LazyModule<P>>, onFailure?: (renew: () => void) => void) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<LazyModule<P>> | undefined
  // One download for the lazy element and every preload; a failed one may be tried again. React.lazy
  // keeps a failure for good: `renew` gives the part a new lazy element for a retry (after-paint-parts.ts).
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (err: unknown) => {
        loading = undefined
        onFailure?.(renew)
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
 * React.lazy for a part the page can do without (the toast container, the navigation's account
 * controls): when its code fails to download (offline, a new deploy) it renders nothing, logged, instead
 * of the route's error screen replacing the page.
 */
export function lazyOrNothing<P extends object>(load: () => Promise<ComponentType<P>>) {
  const nothing: ComponentType<P> = () => null
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (err: unknown) => {
        console.error(err)
        return { default: nothing }
      },
    ),
  )
}
