import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { TextField } from '@/components/ui/text-field'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { toastSuccess } from '@/components/ui/form-toast'
import { WriteFailed } from '@/components/ui/write-failed'
import { paths } from '@/config/paths'
import { useLogout } from '@/hooks/use-logout'
import { useCopy } from '@/i18n/use-copy'
import { privacyCopy } from '../privacy-copy'
import type { DeletionProblem } from '../my-data/deletion-errors'
import { useDeleteAccountMutation } from '../profile-mutations'

/** Right to erasure: the password again, "this cannot be undone", and forfeiting paid tickets if any. */
export function DeleteAccountCard() {
  const td = useCopy(privacyCopy).deletion
  const logout = useLogout()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [understood, setUnderstood] = useState(false)
  const [forfeit, setForfeit] = useState(false)
  const [remove, removing] = useDeleteAccountMutation()
  const busy = removing.isLoading
  // What the server asked about (a wrong password, tickets to forfeit); a failure stays in `removing`.
  const [problem, setProblem] = useState<Exclude<DeletionProblem, { kind: 'failed' }> | null>(null)
  const orders = problem?.kind === 'forfeit' ? problem.orders : null
  const deleted = useRef(false)

  // The session ends once the profile has been left: ended earlier, the profile would render without
  // a user first and send the person to /login (navigation is a transition, the logout is not).
  useEffect(
    () => () => {
      if (deleted.current) logout()
    },
    [logout],
  )

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    if (busy) return
    const { data: outcome } = await remove({ password, forfeit })
    if (!outcome) return
    if (outcome.kind === 'deleted') {
      deleted.current = true
      toastSuccess(td.done)
      void navigate(paths.home, { replace: true })
      return
    }
    // Once the forfeit question was asked, keep it on screen for the retry.
    setProblem(outcome.kind === 'password' && orders ? { kind: 'forfeit', orders } : outcome)
    if (outcome.kind === 'password') setPassword('')
  }

  const blocked = busy || password === '' || !understood || (orders !== null && !forfeit)
  return (
    <section className="profile-card" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{td.title}</h2>
      <p>{td.explain}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={td.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={problem?.kind === 'password' ? td.wrongPassword : undefined}
        />
        <CheckboxField label={td.understood} checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        {orders && (
          <div role="alert">
            <p>{td.forfeitWarning}</p>
            <ul>
              {orders.map((order) => (
                <li key={order}>{order}</li>
              ))}
            </ul>
            <CheckboxField label={td.forfeitConfirm} checked={forfeit} onChange={(e) => setForfeit(e.target.checked)} />
          </div>
        )}
        {removing.isError && <WriteFailed error={removing.error} onRetry={() => void submit()} />}
        <button type="submit" className="form-button profile-danger" disabled={blocked}>
          {busy ? td.deleting : td.submit}
        </button>
      </form>
    </section>
  )
}
