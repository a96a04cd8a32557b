import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { authApi } from '@/api/auth'
import { paths } from '@/config/paths'
import { isValidPassword } from '@/domain/validation'
import { TextField } from '@/components/ui/text-field'
import { afterSuccessToast, onFormSubmit, submitWithToast } from '@/components/ui/form-toast'
import { useT } from '@/i18n/use-t'
import { errorText } from '@/components/ui/error-text'
import { AuthCard } from './auth-card'

export function PasswordResetForm() {
  const t = useT()
  const navigate = useNavigate()
  const token = useSearchParams()[0].get('token') ?? ''
  const { register, handleSubmit, formState } = useForm<{ password: string }>({ mode: 'onChange', defaultValues: { password: '' } })

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await submitWithToast(() => authApi.confirmPasswordReset(token, password), {
        pending: t.auth.sending,
        success: t.auth.passwordReset.success,
        error: t.auth.passwordReset.failure,
      })
    } catch {
      return
    }
    await afterSuccessToast()
    await navigate(paths.home)
  })

  return (
    <AuthCard title={t.routes.passwordReset} intro={token ? t.auth.passwordReset.intro : t.auth.passwordReset.missingToken}>
      <form className="form" onSubmit={onFormSubmit(onSubmit)} noValidate>
        <TextField
          label={t.auth.passwordReset.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          error={errorText({ passwordRule: t.auth.passwordRule }, formState.errors.password)}
          {...register('password', { validate: (value) => isValidPassword(value) || 'passwordRule' })}
        />
        <button
          type="submit"
          className="form-button"
          disabled={!token || !formState.isValid || formState.isSubmitting || formState.isSubmitSuccessful}
        >
          {t.auth.passwordReset.submit}
        </button>
      </form>
    </AuthCard>
  )
}
