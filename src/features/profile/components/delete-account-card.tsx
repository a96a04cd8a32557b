import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { accountDeletionApi } from '@/api/my-data'
import { TextField } from '@/components/ui/text-field'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { toastSuccess } from '@/components/ui/form-toast'
import { paths } from '@/config/paths'
import { useLogout } from '@/hooks/use-logout'
import { useCopy } from '@/i18n/use-copy'
import { privacyCopy } from '../privacy-copy'
import { deletionProblem, type DeletionProblem } from '../my-data/deletion-errors'

/** Right to erasure: the password again, "this cannot be undone", and forfeiting paid tickets if any. */
export function DeleteAccountCard() {
  const td = useCopy(privacyCopy).deletion
  const logout = useLogout()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [understood, setUnderstood] = useState(false)
  const [forfeit, setForfeit] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<DeletionProblem | null>(null)
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

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      await accountDeletionApi.delete(password, forfeit)
      deleted.current = true
      toastSuccess(td.done)
      void navigate(paths.home, { replace: true })
    } catch (err) {
      const next = deletionProblem(err)
      if (next.kind === 'failed') console.error(err)
      // Once the forfeit question was asked, keep it on screen for the retry.
      setProblem(next.kind === 'password' && orders ? { kind: 'forfeit', orders } : next)
      if (next.kind === 'password') setPassword('')
      setBusy(false)
    }
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
        {problem?.kind === 'failed' && <p role="alert">{td.failed}</p>}
        <button type="submit" className="form-button profile-danger" disabled={blocked}>
          {busy ? td.deleting : td.submit}
        </button>
      </form>
    </section>
  )
}
