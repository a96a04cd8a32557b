import { useState, type FormEvent } from 'react'
import { moderatorsApi } from '@/api/moderators'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import './admin.css'

/** /adminlogin: the moderators' own login; a signed-in moderator sees Logout (SPEC §2). */
export function AdminLogin({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = useT()
  const m = t.moderation.login
  useDocumentTitle(t.routes.adminLogin)
  const { user } = usePreferences()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setFailed(false)
    try {
      await moderatorsApi.login(email, password)
      reload()
    } catch (err) {
      console.error('moderator login failed', err)
      setFailed(true)
      setBusy(false)
    }
  }

  if (user?.collectionName === 'moderators') {
    return (
      <section className="page admin admin--narrow">
        <h1>{t.routes.adminLogin}</h1>
        <p>{m.loggedInAs(user.email)}</p>
        <button type="button" className="btn" onClick={() => { moderatorsApi.logout(); reload() }}>
          {m.logout}
        </button>
      </section>
    )
  }
  return (
    <section className="page admin admin--narrow">
      <h1>{t.routes.adminLogin}</h1>
      <p>{m.intro}</p>
      <form className="admin-login" onSubmit={(e) => void submit(e)} noValidate>
        <label>
          {m.email}
          <input type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          {m.password}
          <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {failed ? <p role="alert" className="admin__error">{m.failed}</p> : null}
        <button type="submit" className="btn" disabled={busy}>
          {busy ? m.sending : m.send}
        </button>
      </form>
    </section>
  )
}
