import { useCallback, useEffect, useReducer } from 'react'
import type { AlertStatus } from '@/types/pocketbase'
import { bannerReducer, visibleVariant } from '../banner-state'
import type { BannerSource } from '../banner-source'

/** SPEC §9: the page scrolls to the top this long after a banner opens. */
export const SCROLL_TO_TOP_DELAY_MS = 500

/**
 * The banner's visible variant: starts from `initial` (or asks the source when unknown), follows
 * live changes from the source, and remembers a close until the status changes. While not `shown`
 * (staff pages) there is no variant, so nothing shows and nothing scrolls.
 */
export function useAlertBanner(initial: AlertStatus | '' | null, source: BannerSource, shown = true) {
  const [state, dispatch] = useReducer(bannerReducer, { status: initial ?? '', closed: false })

  useEffect(() => {
    let active = true
    let unsubscribe: (() => unknown) | undefined
    const onStatus = (status: AlertStatus | '') => active && dispatch({ type: 'statusChanged', status })
    if (initial === null) source.getStatus().then(onStatus, (err: unknown) => console.error(err))
    source.subscribe(onStatus).then(
      (unsub) => (active ? (unsubscribe = unsub) : void unsub()),
      (err: unknown) => console.error(err),
    )
    return () => {
      active = false
      void unsubscribe?.()
    }
  }, [initial, source])

  const variant = shown ? visibleVariant(state) : null
  useEffect(() => {
    if (!variant) return
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    const timer = setTimeout(() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' }), SCROLL_TO_TOP_DELAY_MS)
    return () => clearTimeout(timer)
  }, [variant])

  const close = useCallback(() => dispatch({ type: 'closed' }), [])
  return { variant, close }
}
