import { useCallback, useState } from 'react'
import { submitWithToast } from '@/components/ui/form-toast'
import { useWriteFailureText, type ReasonTexts } from '@/components/ui/write-failure-text'
import { useStaffT } from '@/i18n/use-t'

/** A refusal the page itself explains, its message already in the moderator's language. */
export class ActionRefused extends Error {}

/**
 * Runs one moderator action (a mutation) at a time per key (double clicks do nothing) behind the same
 * toast flow as every form (pending, then success closing after 1 s, or error). A failure says what
 * happened in the moderator's language: `reasons` for the server's reason codes, otherwise what the
 * status means, never the server's English. An action that returns no message is confirmed as "Saved".
 */
export function useAction(reasons?: ReasonTexts) {
  const t = useStaffT().moderation
  const failureText = useWriteFailureText(reasons)
  const [busy, setBusy] = useState<string | null>(null)
  const run = useCallback(
    async (key: string, action: () => Promise<string | void>) => {
      if (busy) return
      setBusy(key)
      try {
        await submitWithToast(action, {
          pending: t.working,
          success: (message) => message || t.saved,
          error: (err) => (err instanceof ActionRefused ? err.message : failureText(err)),
        })
      } catch (err) {
        console.error(err)
      } finally {
        setBusy(null)
      }
    },
    [busy, failureText, t.saved, t.working],
  )
  return { busy, run }
}
