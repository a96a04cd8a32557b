import { useCallback } from 'react'
import { pb } from '@/api/pocketbase'
import { useAppDispatch } from '@/stores/hooks'
import { setUser } from '@/stores/preferences-slice'
import { clearTicketPass } from '@/stores/ticket-pass'

/** Ends the session: the SDK's auth store (token), the persisted user and the ticket saved for offline use all go. */
export function useLogout() {
  const dispatch = useAppDispatch()
  return useCallback(() => {
    pb.authStore.clear()
    clearTicketPass()
    dispatch(setUser(null))
  }, [dispatch])
}
