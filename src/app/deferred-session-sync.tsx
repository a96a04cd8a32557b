import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'
import { whenIdle } from '@/components/layout/use-when-idle'
import { usePreferences } from '@/stores/hooks'
import { loadSessionSync, onSessionSyncStart, sessionSyncStarted, startSessionSync } from './session-sync-start'

const logFailure = (err: unknown) => console.error(err)

// Mounted once its code is here, without a Suspense boundary: a fallback on the first paint would
// hold the page back for React's reveal throttle. A failed download (offline, a new deploy) leaves
// the page working without the sync rather than breaking it.
let loaded: ComponentType | undefined
const loadSync = () =>
  loadSessionSync().then((m) => {
    loaded = m.SessionSync
    return m.SessionSync
  })

/** Mounts the session sync once it has been started (see session-sync-start.ts); it then stays. */
export function DeferredSessionSync() {
  const hasUser = usePreferences().user !== null
  const started = useSyncExternalStore(onSessionSyncStart, sessionSyncStarted)
  const [SessionSync, setSessionSync] = useState<ComponentType | undefined>(() => loaded)
  useEffect(() => {
    if (hasUser) startSessionSync().catch(logFailure)
  }, [hasUser])
  useEffect(() => {
    whenIdle().then(startSessionSync).catch(logFailure)
  }, [])
  useEffect(() => {
    if (!started || SessionSync) return
    let active = true
    loadSync().then((component) => active && setSessionSync(() => component), logFailure)
    return () => {
      active = false
    }
  }, [started, SessionSync])
  return started && SessionSync ? <SessionSync /> : null
}
