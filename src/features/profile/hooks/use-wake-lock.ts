import { useEffect, useState } from 'react'

/**
 * Keeps the screen on while `active` and the page is visible (Screen Wake Lock API), so the QR does
 * not go dark in the queue; asked again when the page comes back (the browser lets go on hiding).
 * Whether the screen is held: false where the browser has no such API or refuses.
 */
export function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return
    let current = true
    let sentinel: WakeLockSentinel | null = null
    const request = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (!current) return void lock.release()
          sentinel = lock
          setHeld(true)
          lock.addEventListener('release', () => current && setHeld(false))
        },
        () => current && setHeld(false),
      )
    }
    request()
    document.addEventListener('visibilitychange', request)
    return () => {
      current = false
      document.removeEventListener('visibilitychange', request)
      void sentinel?.release()
    }
  }, [active])
  return held
}
