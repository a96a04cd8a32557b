import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { authApi } from '@/api/auth'
import { paths } from '@/config/paths'
import { TextField } from '@/components/ui/text-field'
import { afterSuccessToast, onFormSubmit, submitWithToast } from '@/components/ui/form-toast'
import { useT } from '@/i18n/use-t'
import { AuthCard } from './auth-card'
import { useAuthFailureText } from '../use-auth-failure'
import { useErrorsFollowLanguage } from '@/components/ui/use-errors-follow-language'

interface LoginValues {
  identity: string
  password: string
}

/** The session sync could not be started (its code did not download): the login was not sent. */
class AppNotReady extends Error {
  constructor(cause: unknown) {
    super('the session sync could not be started', { cause })
  }
}

/**
 * `beforeLogin`: what must be running before a login is sent (the app's session sync, which mirrors
 * it into the store); the form paints without it.
 */
export function LoginForm({ beforeLogin }: { beforeLogin?: () => Promise<unknown> }) {
  const t = useT()
  const navigate = useNavigate()
  const failureText = useAuthFailureText(t.auth.login.failure)
  const { register, handleSubmit, setError, formState } = useForm<LoginValues>({ defaultValues: { identity: '', password: '' } })
  useErrorsFollowLanguage(formState.errors, setError)

  const onSubmit = handleSubmit(async ({ identity, password }) => {
    try {
      await submitWithToast(async () => {
        await beforeLogin?.().catch((err: unknown) => {
          throw new AppNotReady(err)
        })
        return authApi.login(identity, password)
      }, {
        pending: t.auth.sending,
        success: t.auth.login.success,
        // Only PocketBase's answer may blame the credentials; the app failing to load its session part may not.
        error: (err) => (err instanceof AppNotReady ? t.common.unexpectedError : failureText(err)),
      })
    } catch {
      return
    }
    await afterSuccessToast()
    await navigate(paths.profile)
  })

  return (
    <AuthCard
      title={t.routes.login}
      intro={t.auth.login.intro}
      links={[
        { to: paths.register, label: t.auth.toRegister },
        { to: paths.recover, label: t.auth.toRecover },
      ]}
    >
      <form className="form" onSubmit={onFormSubmit(onSubmit)} noValidate>
        <TextField
          label={t.auth.login.identityLabel}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={formState.errors.identity?.message}
          {...register('identity', { required: t.auth.required })}
        />
        <TextField
          label={t.auth.passwordLabel}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password', { required: t.auth.required })}
        />
        <button type="submit" className="form-button" disabled={formState.isSubmitting}>
          {t.auth.login.submit}
        </button>
      </form>
    </AuthCard>
  )
}
