import { LoginForm } from '@/features/auth/components/login-form'
import { startSessionSync } from '../session-sync-start'

// The form paints without the session sync (and the SDK); a login waits for the sync to be running.
export default function Page() {
  return <LoginForm beforeLogin={startSessionSync} />
}
