import { useCallback } from 'react'
import { pb } from '@/api/pocketbase'
import { useAppDispatch } from '@/stores/hooks'
import { setUser } from '@/stores/preferences-slice'

/** Ends the session: the SDK's auth store (token) and the persisted user both go. */
export function useLogout() {
  const dispatch = useAppDispatch()
  return useCallback(() => {
    pb.authStore.clear()
    dispatch(setUser(null))
  }, [dispatch])
}
