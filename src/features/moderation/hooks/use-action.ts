import { useCallback, useState } from 'react'
import { toast } from 'react-toastify'
import { useT } from '@/i18n/use-t'

/**
 * Runs one moderator action at a time per key (double clicks do nothing), toasts the outcome and
 * logs failures with the server's message.
 */
export function useAction() {
  const t = useT().moderation
  const [busy, setBusy] = useState<string | null>(null)
  const run = useCallback(
    async (key: string, action: () => Promise<string | void>) => {
      if (busy) return
      setBusy(key)
      try {
        const message = await action()
        if (message) toast.success(message)
      } catch (err) {
        console.error(err)
        const detail = err instanceof Error && err.message ? ` ${err.message}` : ''
        toast.error(`${t.actionError}${detail}`)
      } finally {
        setBusy(null)
      }
    },
    [busy, t.actionError],
  )
  return { busy, run }
}
