import { useCallback, useState } from 'react'
import { submitWithToast } from '@/components/ui/form-toast'
import { useStaffT } from '@/i18n/use-t'

/**
 * Runs one moderator action at a time per key (double clicks do nothing) behind the same toast flow
 * as every form (pending, then success closing after 1 s, or error) and logs failures with the
 * server's message. An action that returns no message is confirmed as "Saved".
 */
export function useAction() {
  const t = useStaffT().moderation
  const [busy, setBusy] = useState<string | null>(null)
  const run = useCallback(
    async (key: string, action: () => Promise<string | void>) => {
      if (busy) return
      setBusy(key)
      try {
        await submitWithToast(action, {
          pending: t.working,
          success: (message) => message || t.saved,
          error: (err) => `${t.actionError}${err instanceof Error && err.message ? ` ${err.message}` : ''}`,
        })
      } catch (err) {
        console.error(err)
      } finally {
        setBusy(null)
      }
    },
    [busy, t.actionError, t.saved, t.working],
  )
  return { busy, run }
}
