import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { isValidEmail, normalizeEmail } from '@/domain/validation'
import { EMAIL_RAW_MAX } from '@/domain/pasted-input'
import { TextField } from '@/components/ui/text-field'
import { afterSuccessToast, onFormSubmit, submitWithToast } from '@/components/ui/form-toast'
import { useT } from '@/i18n/use-t'
import { errorText } from '@/components/ui/error-text'
import { AuthCard } from './auth-card'
import { useAuthFailureText } from '../use-auth-failure'
import { useRecoverPasswordMutation } from '../auth-mutations'

export function RecoverForm() {
  const [recover] = useRecoverPasswordMutation()
  const t = useT()
  const navigate = useNavigate()
  const failureText = useAuthFailureText(t.auth.recover.failure)
  const { register, handleSubmit, setValue, formState } = useForm<{ email: string }>({ mode: 'onChange', defaultValues: { email: '' } })

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await submitWithToast(() => recover(email).unwrap(), {
        pending: t.auth.sending,
        success: t.auth.recover.success,
        error: failureText,
      })
    } catch {
      return
    }
    await afterSuccessToast()
    await navigate(paths.home)
  })

  return (
    <AuthCard
      title={t.routes.recover}
      intro={t.auth.recover.intro}
      links={[
        { to: paths.login, label: t.auth.toLogin },
        { to: paths.register, label: t.auth.toRegister },
      ]}
    >
      <form className="form" onSubmit={onFormSubmit(onSubmit)} noValidate>
        <TextField
          label={t.auth.emailLabel}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          error={errorText({ invalidEmail: t.auth.invalidEmail }, formState.errors.email)}
          maxLength={EMAIL_RAW_MAX}
          {...register('email', {
            required: t.auth.required,
            // A pasted "Ana <ana@ejemplo.cl>" shows as the address that is sent (src/domain/pasted-input.ts).
            onChange: (event: { target: { value: string } }) => {
              const value = normalizeEmail(event.target.value)
              if (value !== event.target.value) setValue('email', value, { shouldValidate: true })
            },

            validate: (value) => isValidEmail(value.trim()) || 'invalidEmail',
          })}
        />
        <button type="submit" className="form-button" disabled={formState.isSubmitting}>
          {t.auth.recover.submit}
        </button>
      </form>
    </AuthCard>
  )
}
