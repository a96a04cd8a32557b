import { skipToken } from '@reduxjs/toolkit/query/react'
import { taskCount } from '@/domain/task-count'
import { usePreferences } from '@/stores/hooks'
import { useMyLegalInfoQuery } from '@/stores/server-queries'

/**
 * The signed-in account's task count (SPEC §4). Follows the user (a verification flips `verified`) and
 * the legal record in the server-state cache, which a profile save writes its answer into. Moderators
 * have no tasks.
 */
export function useTaskCount(): number {
  const { user } = usePreferences()
  const userId = user?.collectionName === 'users' && user.verified ? user.id : null
  const legal = useMyLegalInfoQuery(userId ?? skipToken)
  if (!user || user.collectionName !== 'users') return 0
  // Until the first lookup answers, show no badge rather than one that may vanish a moment later.
  if (user.verified && legal.data === undefined && !legal.isError) return 0
  // SPEC §4: a failed lookup counts as "no legal record".
  return taskCount(user, Boolean(legal.data))
}
