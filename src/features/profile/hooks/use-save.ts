import { useCallback, useRef } from 'react'
import { submitWithToast } from '@/components/ui/form-toast'
import { useT } from '@/i18n/use-t'

/**
 * One profile save: blocked while another is in flight (double submit), behind the pending → success
 * / error toast. The caller writes the answer into the server-state cache (the navigation badge reads
 * it there). Resolves to null when it failed (the caller maps field errors with `onError`) or was blocked.
 */
export function useSave() {
  const t = useT()
  const busy = useRef(false)
  return useCallback(
    async <T,>(action: () => Promise<T>, onError?: (err: unknown) => void): Promise<T | null> => {
      if (busy.current) return null
      busy.current = true
      try {
        return await submitWithToast(action, { pending: t.profile.sending, success: t.profile.saved, error: t.profile.saveFailed })
      } catch (err) {
        // A refusal with its reasons (4xx) is the form's to show on its fields; anything else is logged.
        const status = typeof err === 'object' && err !== null && 'status' in err ? Number(err.status) : 0
        if (status === 0 || status >= 500) console.error(err)
        onError?.(err)
        return null
      } finally {
        busy.current = false
      }
    },
    [t],
  )
}
