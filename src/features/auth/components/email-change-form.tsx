import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { authApi } from '@/api/auth'
import { paths } from '@/config/paths'
import { TextField } from '@/components/ui/text-field'
import { afterSuccessToast, onFormSubmit, submitWithToast } from '@/components/ui/form-toast'
import { useT } from '@/i18n/use-t'
import { errorText } from '@/components/ui/error-text'
import { AuthCard } from './auth-card'

/** /emailchange?token=…: the page the e-mail-change mail links to; PocketBase asks for the current password. */
export function EmailChangeForm() {
  const t = useT()
  const navigate = useNavigate()
  const token = useSearchParams()[0].get('token') ?? ''
  const { register, handleSubmit, formState } = useForm<{ password: string }>({ mode: 'onChange', defaultValues: { password: '' } })

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await submitWithToast(() => authApi.confirmEmailChange(token, password), {
        pending: t.auth.sending,
        success: t.auth.emailChange.success,
        error: t.auth.emailChange.failure,
      })
    } catch {
      return
    }
    await afterSuccessToast()
    await navigate(paths.login)
  })

  return (
    <AuthCard title={t.routes.emailChange} intro={token ? t.auth.emailChange.intro : t.auth.emailChange.missingToken}>
      <form className="form" onSubmit={onFormSubmit(onSubmit)} noValidate>
        <TextField
          label={t.auth.emailChange.passwordLabel}
          type="password"
          autoComplete="current-password"
          error={errorText({ required: t.auth.required }, formState.errors.password)}
          {...register('password', { validate: (value) => value.length > 0 || 'required' })}
        />
        <button type="submit" className="form-button" disabled={!token || !formState.isValid || formState.isSubmitting || formState.isSubmitSuccessful}>
          {t.auth.emailChange.submit}
        </button>
      </form>
    </AuthCard>
  )
}
