import { MailVerification } from '@/features/auth/components/mail-verification'

export default function Page() {
  return <MailVerification />
}
