import { PasswordResetForm } from '@/features/auth/components/password-reset-form'

export default function Page() {
  return <PasswordResetForm />
}
