import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { usePreferences } from '@/stores/hooks'

/**
 * Sends anyone but a signed-in moderator to /adminlogin. A convenience only: every admin read and
 * write is enforced by PocketBase's rules and the moderator-only routes and functions.
 */
export function ModeratorOnly({ children }: { children: ReactNode }) {
  const { user } = usePreferences()
  if (user?.collectionName !== 'moderators') return <Navigate to={paths.adminLogin} replace />
  return children
}
