import { useEffect } from 'react'
import { authApi, toSessionUser } from '@/api/auth'
import { pb } from '@/api/pocketbase'
import { useAppDispatch } from '@/stores/hooks'
import { readsMayStart } from '@/stores/read-gate'
import { setUser } from '@/stores/preferences-slice'

/** How often an open tab checks whether the token has expired in the meantime. */
const EXPIRY_CHECK_MS = 60_000

/**
 * Keeps the persisted Redux `user` a mirror of PocketBase's auth store (the one source of the session):
 * at start an expired or invalid token logs out and a valid one is refreshed; every later login,
 * refresh, profile update or logout flows through `onChange`.
 */
export function SessionSync() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    const sync = () => dispatch(setUser(toSessionUser(pb.authStore.record, pb.authStore.isValid)))
    const unsubscribe = pb.authStore.onChange(sync)
    if (pb.authStore.token && !pb.authStore.isValid) pb.authStore.clear()
    sync()
    void readsMayStart().then(() => authApi.refresh())
    const timer = setInterval(() => {
      if (pb.authStore.token && !pb.authStore.isValid) pb.authStore.clear()
    }, EXPIRY_CHECK_MS)
    return () => {
      unsubscribe()
      clearInterval(timer)
    }
  }, [dispatch])
  return null
}
