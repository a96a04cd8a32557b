import { useEffect, useState } from 'react'
import { userLegalInfoApi } from '@/api/user-legal-info'
import { taskCount } from '@/domain/task-count'
import { usePreferences } from '@/stores/hooks'

/** Dispatched on window by the profile after every save, so the navigation badge follows (2 → 1 → 0). */
export const PROFILE_SAVED_EVENT = 'mi:profile-saved'

/**
 * The signed-in account's task count (SPEC §4). Re-checked when the user changes and after each
 * profile save. Moderators have no tasks.
 */
export function useTaskCount(): number {
  const { user } = usePreferences()
  const [hasLegal, setHasLegal] = useState<{ userId: string; value: boolean } | null>(null)
  const [revision, setRevision] = useState(0)

  useEffect(() => {
    const bump = () => setRevision((r) => r + 1)
    window.addEventListener(PROFILE_SAVED_EVENT, bump)
    return () => window.removeEventListener(PROFILE_SAVED_EVENT, bump)
  }, [])

  const userId = user?.collectionName === 'users' && user.verified ? user.id : null
  useEffect(() => {
    if (!userId) return
    let current = true
    userLegalInfoApi.getMine(userId).then(
      (record) => current && setHasLegal({ userId, value: record !== null }),
      // SPEC §4: a failed lookup counts as "no legal record".
      () => current && setHasLegal({ userId, value: false }),
    )
    return () => {
      current = false
    }
  }, [userId, revision])

  if (!user || user.collectionName !== 'users') return 0
  // Until the first lookup answers, show no badge rather than one that may vanish a moment later.
  if (user.verified && hasLegal?.userId !== user.id) return 0
  return taskCount(user, hasLegal?.value ?? false)
}
