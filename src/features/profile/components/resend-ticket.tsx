import { useId } from 'react'
import { submitWithToast } from '@/components/ui/form-toast'
import { useWriteFailureText } from '@/components/ui/write-failure-text'
import { useCopy } from '@/i18n/use-copy'
import { resendTicketCopy } from '../resend-ticket-copy'
import { useResendTicketMutation } from '../profile-mutations'

/** "Send my ticket again": the holder's paid ticket mail, re-sent by sendmailentrada (rate-limited per person). */
export function ResendTicket({ token }: { token: string }) {
  const copy = useCopy(resendTicketCopy)
  const hintId = useId()
  const failureText = useWriteFailureText({ tooSoon: copy.tooSoon })
  const [send, { isLoading: busy }] = useResendTicketMutation()
  const resend = async () => {
    try {
      await submitWithToast(() => send(token).unwrap(), {
        pending: copy.sending,
        success: (answer) => (answer.status === 'unconfirmed' ? copy.unconfirmed : copy.sent),
        error: failureText,
      })
    } catch {
      // The toast told the holder what happened.
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
