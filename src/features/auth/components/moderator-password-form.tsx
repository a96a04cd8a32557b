import { paths } from '@/config/paths'
import { isValidPassword } from '@/domain/validation'
import { useT } from '@/i18n/use-t'
import { useCopy } from '@/i18n/use-copy'
import { moderatorPasswordCopy } from '../moderator-password-copy'
import { TokenPasswordForm } from './token-password-form'
import { useConfirmModeratorPasswordMutation } from '../auth-mutations'

/** /adminclave?token=…: where a moderator's invitation (pb:setup) or password-reset mail leads; then /adminlogin. */
export function ModeratorPasswordForm() {
  const [confirm] = useConfirmModeratorPasswordMutation()
  const t = useT()
  const c = useCopy(moderatorPasswordCopy)
  return (
    <TokenPasswordForm
      texts={{ title: c.title, intro: c.intro, missingToken: c.missingToken, label: c.passwordLabel, submit: c.submit, success: c.success, failure: c.failure }}
      autoComplete="new-password"
      validate={(value) => isValidPassword(value) || 'passwordRule'}
      errors={{ passwordRule: t.auth.passwordRule }}
      confirm={(token, password) => confirm({ token, password }).unwrap()}
      next={paths.adminLogin}
    />
  )
}
