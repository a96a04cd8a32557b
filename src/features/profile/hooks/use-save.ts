import { useCallback, useRef } from 'react'
import { submitWithToast } from '@/components/ui/form-toast'
import { PROFILE_SAVED_EVENT } from '@/hooks/use-task-count'
import { useT } from '@/i18n/use-t'

/**
 * One profile save: blocked while another is in flight (double submit), behind the pending → success
 * / error toast, and announced to the navigation badge afterwards. Resolves to null when it failed
 * (the caller maps field errors with `onError`) or was blocked.
 */
export function useSave() {
  const t = useT()
  const busy = useRef(false)
  return useCallback(
    async <T,>(action: () => Promise<T>, onError?: (err: unknown) => void): Promise<T | null> => {
      if (busy.current) return null
      busy.current = true
      try {
        const result = await submitWithToast(action, { pending: t.profile.sending, success: t.profile.saved, error: t.profile.saveFailed })
        window.dispatchEvent(new Event(PROFILE_SAVED_EVENT))
        return result
      } catch (err) {
        console.error(err)
        onError?.(err)
        return null
      } finally {
        busy.current = false
      }
    },
    [t],
  )
}
