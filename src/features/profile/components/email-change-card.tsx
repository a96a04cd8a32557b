import { useState, type FormEvent } from 'react'
import { TextField } from '@/components/ui/text-field'
import { useWriteFailureText } from '@/components/ui/write-failure-text'
import { EMAIL_PATTERN, normalizeEmail } from '@/domain/validation'
import { useCopy } from '@/i18n/use-copy'
import { emailChangeRequestCopy } from '../email-change-request-copy'
import { useRequestEmailChangeMutation } from '../profile-mutations'

type Outcome = { kind: 'sent'; to: string } | { kind: 'error'; text: string } | null

const statusOf = (err: unknown) => (typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number' ? err.status : 0)

/** "Change my e-mail": PocketBase mails the new address a link to /emailchange, which confirms it. */
export function EmailChangeCard({ email }: { email: string }) {
  const copy = useCopy(emailChangeRequestCopy)
  const [value, setValue] = useState('')
  const failureText = useWriteFailureText()
  const [requestChange, { isLoading: busy }] = useRequestEmailChangeMutation()
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const next = value.trim().toLowerCase()
    if (!EMAIL_PATTERN.test(next)) return setOutcome({ kind: 'error', text: copy.invalid })
    if (next === email.toLowerCase()) return setOutcome({ kind: 'error', text: copy.same })
    setOutcome(null)
    try {
      await requestChange(next).unwrap()
      setOutcome({ kind: 'sent', to: next })
      setValue('')
    } catch (err) {
      // PocketBase refuses an address in use or malformed with a bare 400: the card says which to check.
      const status = statusOf(err)
      setOutcome({ kind: 'error', text: status === 400 ? copy.refused : status === 429 ? copy.tooMany : failureText(err) })
    }
  }

  return (
    <section className="profile-card" aria-labelledby="email-change-title">
      <h2 id="email-change-title">{copy.title}</h2>
      <p>{copy.current(email)}</p>
      <p>{copy.intro}</p>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={copy.label}
          type="email"
          autoComplete="email"
          value={value}
          // A pasted "Ana <ana@ejemplo.cl>" shows as the address that is sent (src/domain/pasted-input.ts).
          onChange={(e) => setValue(normalizeEmail(e.target.value))}
          error={outcome?.kind === 'error' ? outcome.text : undefined}
        />
        <div className="form__actions">
          <button type="submit" className="form-button" disabled={busy}>
            {busy ? copy.sending : copy.submit}
          </button>
        </div>
      </form>
      {outcome?.kind === 'sent' ? <p role="status">{copy.sent(outcome.to)}</p> : null}
    </section>
  )
}
