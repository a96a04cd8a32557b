import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { TextField } from '@/components/ui/text-field'
import { afterSuccessToast, onFormSubmit, submitWithToast } from '@/components/ui/form-toast'
import { useT } from '@/i18n/use-t'
import { errorText } from '@/components/ui/error-text'
import { AuthCard } from './auth-card'
import { useAuthFailureText } from '../use-auth-failure'

interface Texts {
  title: string
  intro: string
  missingToken: string
  label: string
  submit: string
  success: string
  failure: string
}

interface Props {
  texts: Texts
  autoComplete: 'new-password' | 'current-password'
  /** The field's rule: a key of `errors`, or true. */
  validate: (password: string) => true | string
  errors: Record<string, string>
  confirm: (token: string, password: string) => Promise<unknown>
  /** Where to go once confirmed. */
  next: string
}

/** A page a mailed link opens (`?token=…`): one password field, then PocketBase confirms the token. */
export function TokenPasswordForm({ texts, autoComplete, validate, errors, confirm, next }: Props) {
  const t = useT()
  const navigate = useNavigate()
  const failureText = useAuthFailureText(texts.failure)
  const token = useSearchParams()[0].get('token') ?? ''
  const { register, handleSubmit, formState } = useForm<{ password: string }>({ mode: 'onChange', defaultValues: { password: '' } })

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await submitWithToast(() => confirm(token, password), { pending: t.auth.sending, success: texts.success, error: failureText })
    } catch {
      return
    }
    await afterSuccessToast()
    await navigate(next)
  })

  return (
    <AuthCard title={texts.title} intro={token ? texts.intro : texts.missingToken}>
      <form className="form" onSubmit={onFormSubmit(onSubmit)} noValidate>
        <TextField
          label={texts.label}
          type="password"
          autoComplete={autoComplete}
          error={errorText(errors, formState.errors.password)}
          {...register('password', { validate })}
        />
        <button type="submit" className="form-button" disabled={!token || !formState.isValid || formState.isSubmitting || formState.isSubmitSuccessful}>
          {texts.submit}
        </button>
      </form>
    </AuthCard>
  )
}
