import { useState, type FormEvent } from 'react'
import { moderatorsApi } from '@/api/moderators'
import { normalizeEmail } from '@/domain/validation'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useStaffT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import './admin.css'

/** /adminlogin: the moderators' own login; a signed-in moderator sees Logout (SPEC §2). */
export function AdminLogin({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = useStaffT()
  const m = t.moderation.login
  useDocumentTitle(t.routes.adminLogin)
  const { user } = usePreferences()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [step, setStep] = useState<{ mfaId: string; otpId: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<'password' | 'code' | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setFailed(null)
    try {
      if (step) {
        await moderatorsApi.verifyCode(step, code)
        reload()
        return
      }
      const next = await moderatorsApi.login(email, password)
      if (next.kind === 'done') {
        reload()
        return
      }
      setStep(next)
      setBusy(false)
    } catch (err) {
      console.error('moderator login failed', err)
      setFailed(step ? 'code' : 'password')
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
        {step ? (
          <>
            <p role="status">{m.codeIntro(normalizeEmail(email))}</p>
            <label>
              {m.code}
              <input
                type="text"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                maxLength={8}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              />
            </label>
          </>
        ) : (
          <>
            <label>
              {m.email}
              <input type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(normalizeEmail(e.target.value))} />
            </label>
            <label>
              {m.password}
              <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
            </label>
          </>
        )}
        {failed ? <p role="alert" className="admin__error">{failed === 'code' ? m.codeFailed : m.failed}</p> : null}
        <button type="submit" className="btn" disabled={busy}>
          {busy ? m.sending : step ? m.verify : m.send}
        </button>
      </form>
    </section>
  )
}
