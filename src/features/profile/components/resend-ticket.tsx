import { useId, useState } from 'react'
import { callFunction, FunctionError } from '@/api/functions'
import { submitWithToast } from '@/components/ui/form-toast'
import { useCopy } from '@/i18n/use-copy'
import { resendTicketCopy } from '../resend-ticket-copy'

/** "Send my ticket again": the holder's paid ticket mail, re-sent by sendmailentrada (rate-limited per person). */
export function ResendTicket({ token }: { token: string }) {
  const copy = useCopy(resendTicketCopy)
  const hintId = useId()
  const [busy, setBusy] = useState(false)
  const resend = async () => {
    setBusy(true)
    try {
      await submitWithToast(() => callFunction('sendmailentrada', { token, force: true }), {
        pending: copy.sending,
        success: copy.sent,
        error: (err) => (err instanceof FunctionError && err.status === 429 ? copy.tooSoon : copy.failed),
      })
    } catch {
      // The toast told the holder what happened.
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="profile-tickets__resend">
      <button type="button" className="form-button form-button--ghost" disabled={busy} aria-describedby={hintId} onClick={() => void resend()}>
        {copy.button}
      </button>
      <p id={hintId} className="profile-tickets__hint">
        {copy.hint}
      </p>
    </div>
  )
}
