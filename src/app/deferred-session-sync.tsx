import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { whenIdle } from '@/components/layout/use-when-idle'
import { usePreferences } from '@/stores/hooks'
import { loadSessionSync, onSessionSyncStart, sessionSyncStarted, startSessionSync } from './session-sync-start'

// A failed download (offline, a new deploy) leaves the page working without the sync rather than breaking it.
const SessionSync = lazy(() =>
  loadSessionSync().then(
    (m) => ({ default: m.SessionSync }),
    (err: unknown) => {
      console.error(err)
      return { default: () => null }
    },
  ),
)

const logFailure = (err: unknown) => console.error(err)

/** Mounts the session sync once it has been started (see session-sync-start.ts); it then stays. */
export function DeferredSessionSync() {
  const hasUser = usePreferences().user !== null
  const started = useSyncExternalStore(onSessionSyncStart, sessionSyncStarted)
  useEffect(() => {
    if (hasUser) startSessionSync().catch(logFailure)
  }, [hasUser])
  useEffect(() => {
    whenIdle().then(startSessionSync).catch(logFailure)
  }, [])
  if (!started) return null
  return (
    <Suspense fallback={null}>
      <SessionSync />
    </Suspense>
  )
}
