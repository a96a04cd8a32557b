import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { authApi } from '@/api/auth'
import { paths } from '@/config/paths'
import { afterSuccessToast, submitWithToast } from '@/components/ui/form-toast'
import { useT } from '@/i18n/use-t'
import { AuthCard } from './auth-card'
import { useAuthFailureText } from '../use-auth-failure'
import { useConfirmVerificationMutation } from '../auth-mutations'
import '@/components/ui/form.css'

/** SPEC §9: with a token in the link, verification submits itself after 1 s. */
export const AUTO_SUBMIT_MS = 1000

export function MailVerification() {
  const [confirmVerification] = useConfirmVerificationMutation()
  const t = useT()
  const navigate = useNavigate()
  const failureText = useAuthFailureText(t.auth.mailVerification.failure)
  const token = useSearchParams()[0].get('token') ?? ''
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const inFlight = useRef(false)

  const verify = useCallback(async () => {
    if (!token || inFlight.current) return
    inFlight.current = true
    setBusy(true)
    try {
      await submitWithToast(() => confirmVerification(token).unwrap(), {
        pending: t.auth.sending,
        success: t.auth.mailVerification.success,
        error: failureText,
      })
    } catch {
      inFlight.current = false
      setBusy(false)
      setFailed(true)
      return
    }
    // A signed-in account picks up `verified` now (session sync), so the navigation badge drops from 2 to 1.
    await authApi.refresh()
    await afterSuccessToast()
    await navigate(paths.home)
  }, [token, navigate, t, confirmVerification, failureText])

  useEffect(() => {
    if (!token) return
    const timer = setTimeout(() => void verify(), AUTO_SUBMIT_MS)
    return () => clearTimeout(timer)
  }, [token, verify])

  const m = t.auth.mailVerification
  const intro = !token ? m.missingToken : failed ? m.failedIntro : m.intro
  return (
    <AuthCard title={t.routes.mailVerification} intro={intro}>
      <button type="button" className="form-button" onClick={() => void verify()} disabled={!token || busy}>
        {t.auth.mailVerification.submit}
      </button>
    </AuthCard>
  )
}
