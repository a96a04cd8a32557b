import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { authApi } from '@/api/auth'
import { paths } from '@/config/paths'
import { isValidEmail, isValidPassword, normalizeEmail } from '@/domain/validation'
import { EMAIL_RAW_MAX } from '@/domain/pasted-input'
import { TextField } from '@/components/ui/text-field'
import { afterSuccessToast, onFormSubmit, submitWithToast } from '@/components/ui/form-toast'
import { applyServerErrors } from '@/components/ui/server-errors'
import { errorText } from '@/components/ui/error-text'
import { useT } from '@/i18n/use-t'
import { AuthCard } from './auth-card'
import { useAuthFailureText } from '../use-auth-failure'
import { PrivacyNoticeLink } from '@/components/privacy/privacy-notice-link'

interface RegisterValues {
  email: string
  password: string
}

export function RegisterForm() {
  const t = useT()
  const navigate = useNavigate()
  const failureText = useAuthFailureText(t.auth.genericError)
  // SPEC §5: validation re-runs on every change; submit only when both rules pass.
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<RegisterValues>({
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  })
  const email = useWatch({ control, name: 'email' })
  const errors = { invalidEmail: t.auth.invalidEmail, emailTaken: t.auth.register.emailTaken, passwordRule: t.auth.passwordRule }

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await submitWithToast(() => authApi.register(email, password), {
        pending: t.auth.sending,
        success: t.auth.register.success,
        error: failureText,
      })
    } catch (err) {
      applyServerErrors(err, setError, { email: 'email', password: 'password' }, (field, code) =>
        field === 'email' ? (code === 'validation_not_unique' ? 'emailTaken' : 'invalidEmail') : 'passwordRule',
      )
      return
    }
    await afterSuccessToast()
    await navigate(paths.profile)
  })

  return (
    <AuthCard
      title={t.routes.register}
      intro={t.auth.register.intro}
      links={[
        { to: paths.login, label: t.auth.toLogin },
        { to: paths.recover, label: t.auth.toRecover },
      ]}
    >
      <form className="form" onSubmit={onFormSubmit(onSubmit)} noValidate>
        <TextField
          label={t.auth.emailLabel}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          error={errorText(errors, formState.errors.email)}
          maxLength={EMAIL_RAW_MAX}
          {...register('email', {
            // A pasted "Ana <ana@ejemplo.cl>" shows as the address that is sent (src/domain/pasted-input.ts).
            onChange: (event: { target: { value: string } }) => {
              const value = normalizeEmail(event.target.value)
              if (value !== event.target.value) setValue('email', value, { shouldValidate: true })
            },
            validate: (value) => isValidEmail(value.trim()) || 'invalidEmail',
          })}
        />
        <TextField
          label={t.auth.passwordLabel}
          type="password"
          autoComplete="new-password"
          error={errorText(errors, formState.errors.password)}
          {...register('password', { validate: (value) => isValidPassword(value) || 'passwordRule' })}
        />
        <PrivacyNoticeLink />
        <button
          type="submit"
          className="form-button"
          disabled={!formState.isValid || email.trim() === '' || formState.isSubmitting || formState.isSubmitSuccessful}
        >
          {t.auth.register.submit}
        </button>
      </form>
    </AuthCard>
  )
}
