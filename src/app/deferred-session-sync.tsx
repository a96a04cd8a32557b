import { useEffect, useState, useSyncExternalStore } from 'react'
import { whenIdle } from '@/components/layout/use-when-idle'
import { usePreferences } from '@/stores/hooks'
import { readsMayStart } from '@/stores/read-gate'
import { preloadedLazy } from '@/components/layout/preloaded-lazy'
import { loadSessionSync, onSessionSyncStart, sessionSyncStarted, startSessionSync } from './session-sync-start'

const logFailure = (err: unknown) => console.error(err)

// Mounted once its code is here, without a Suspense boundary: a fallback on the first paint would
// hold the page back for React's reveal throttle. A failed download (offline, a new deploy) leaves
// the page working without the sync rather than breaking it.
const sync = preloadedLazy(() => loadSessionSync().then((m) => ({ default: m.SessionSync })))

/** Mounts the session sync once it has been started (see session-sync-start.ts); it then stays. */
export function DeferredSessionSync() {
  const hasUser = usePreferences().user !== null
  const started = useSyncExternalStore(onSessionSyncStart, sessionSyncStarted)
  const [ready, setReady] = useState(sync.isLoaded)
  useEffect(() => {
    // A session's refresh waits for the first page to be on screen, as every read does.
    if (hasUser) readsMayStart().then(startSessionSync).catch(logFailure)
  }, [hasUser])
  useEffect(() => {
    whenIdle().then(startSessionSync).catch(logFailure)
  }, [])
  useEffect(() => {
    if (!started || ready) return
    let active = true
    sync.preload().then(() => active && setReady(true), logFailure)
    return () => {
      active = false
    }
  }, [started, ready])
  return started && ready ? <sync.Component /> : null
}
