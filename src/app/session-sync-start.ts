/**
 * The session sync (and with it the PocketBase SDK) is not needed for the first paint of a visitor
 * without a session, so it starts later: when the page is idle, when a session exists, or when any
 * page other than the home page opens (those may log in, and login relies on the sync).
 */
export const loadSessionSync = () => import('@/features/auth/components/session-sync')

let started = false
const listeners = new Set<() => void>()

/** Starts the session sync; resolves once its code is loaded. */
export function startSessionSync(): Promise<unknown> {
  if (!started) {
    started = true
    for (const listener of listeners) listener()
  }
  return loadSessionSync()
}

export const sessionSyncStarted = () => started

export function onSessionSyncStart(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
