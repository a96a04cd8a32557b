import { useEffect, useRef } from 'react'

type Subscribe = (onChange: () => void) => Promise<() => Promise<void>>

/**
 * Calls `onChange` on every realtime event of a collection while mounted (and enabled), and
 * unsubscribes on unmount. A failed subscription only means no live updates: the page still works.
 */
export function useRealtime(subscribe: Subscribe, onChange: () => void, enabled = true) {
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  }, [onChange])
  useEffect(() => {
    if (!enabled) return
    let active = true
    let unsubscribe: (() => Promise<void>) | null = null
    subscribe(() => latest.current())
      .then((stop) => {
        if (active) unsubscribe = stop
        else void stop().catch(() => undefined)
      })
      .catch((err: unknown) => console.error('realtime subscription failed', err))
    return () => {
      active = false
      if (unsubscribe) void unsubscribe().catch(() => undefined)
    }
  }, [subscribe, enabled])
}
