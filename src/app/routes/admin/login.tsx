import { AdminLogin } from '@/features/moderation/components/admin-login'

export default function Page() {
  return <AdminLogin />
}
