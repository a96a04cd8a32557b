import { useState, type FormEvent } from 'react'
import { authApi } from '@/api/auth'
import { TextField } from '@/components/ui/text-field'
import { EMAIL_PATTERN } from '@/domain/validation'
import { useCopy } from '@/i18n/use-copy'
import { emailChangeRequestCopy } from '../email-change-request-copy'

type Outcome = { kind: 'sent'; to: string } | { kind: 'error'; text: string } | null

const statusOf = (err: unknown) => (typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number' ? err.status : 0)

/** "Change my e-mail": PocketBase mails the new address a link to /emailchange, which confirms it. */
export function EmailChangeCard({ email }: { email: string }) {
  const copy = useCopy(emailChangeRequestCopy)
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const next = value.trim().toLowerCase()
    if (!EMAIL_PATTERN.test(next)) return setOutcome({ kind: 'error', text: copy.invalid })
    if (next === email.toLowerCase()) return setOutcome({ kind: 'error', text: copy.same })
    setBusy(true)
    setOutcome(null)
    try {
      await authApi.requestEmailChange(next)
      setOutcome({ kind: 'sent', to: next })
      setValue('')
    } catch (err) {
      console.error(err)
      const status = statusOf(err)
      setOutcome({ kind: 'error', text: status === 400 ? copy.refused : status === 429 ? copy.tooMany : copy.failed })
    } finally {
      setBusy(false)
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
          onChange={(e) => setValue(e.target.value)}
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
