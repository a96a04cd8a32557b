import { RecoverForm } from '@/features/auth/components/recover-form'

export default function Page() {
  return <RecoverForm />
}
