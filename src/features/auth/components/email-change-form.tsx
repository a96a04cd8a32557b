import { paths } from '@/config/paths'
import { useT } from '@/i18n/use-t'
import { useCopy } from '@/i18n/use-copy'
import { emailChangeCopy } from '../email-change-copy'
import { TokenPasswordForm } from './token-password-form'
import { useConfirmEmailChangeMutation } from '../auth-mutations'

/** /emailchange?token=…: the page the e-mail-change mail links to; PocketBase asks for the current password. */
export function EmailChangeForm() {
  const [confirm] = useConfirmEmailChangeMutation()
  const t = useT()
  const c = useCopy(emailChangeCopy)
  return (
    <TokenPasswordForm
      texts={{ title: t.routes.emailChange, intro: c.intro, missingToken: c.missingToken, label: c.passwordLabel, submit: c.submit, success: c.success, failure: c.failure }}
      autoComplete="current-password"
      validate={(value) => value.length > 0 || 'required'}
      errors={{ required: t.auth.required }}
      confirm={(token, password) => confirm({ token, password }).unwrap()}
      next={paths.login}
    />
  )
}
