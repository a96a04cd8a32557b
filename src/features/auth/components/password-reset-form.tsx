import { paths } from '@/config/paths'
import { isValidPassword } from '@/domain/validation'
import { useT } from '@/i18n/use-t'
import { useCopy } from '@/i18n/use-copy'
import { passwordResetCopy } from '../password-reset-copy'
import { TokenPasswordForm } from './token-password-form'
import { useConfirmPasswordResetMutation } from '../auth-mutations'

/** /pswrdreset?token=…: the page the password-reset mail links to. */
export function PasswordResetForm() {
  const [confirm] = useConfirmPasswordResetMutation()
  const t = useT()
  const r = useCopy(passwordResetCopy)
  return (
    <TokenPasswordForm
      texts={{ title: t.routes.passwordReset, intro: r.intro, missingToken: r.missingToken, label: r.newPasswordLabel, submit: r.submit, success: r.success, failure: r.failure }}
      autoComplete="new-password"
      validate={(value) => isValidPassword(value) || 'passwordRule'}
      errors={{ passwordRule: t.auth.passwordRule }}
      confirm={(token, password) => confirm({ token, password }).unwrap()}
      next={paths.home}
    />
  )
}
