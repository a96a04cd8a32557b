import { EmailChangeForm } from '@/features/auth/components/email-change-form'
import { ModeratorPasswordForm } from '@/features/auth/components/moderator-password-form'
import { PasswordResetForm } from '@/features/auth/components/password-reset-form'

// The pages a mailed link with a token opens share one module: one download, one name fewer in
// every visitor's first load (the router's table lists each module).
export const PasswordResetPage = () => <PasswordResetForm />
export const EmailChangePage = () => <EmailChangeForm />
export const ModeratorPasswordPage = () => <ModeratorPasswordForm />
