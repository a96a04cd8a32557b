import { EmailChangeForm } from '@/features/auth/components/email-change-form'

export default function Page() {
  return <EmailChangeForm />
}
