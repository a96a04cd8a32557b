import { pb } from './pocketbase'
import type { UserStatusRecord } from '@/types/pocketbase'

/** Each user's numeric state (userStatusPaws): formal warnings, banned from BAN_THRESHOLD. Moderators write it. */
export const userStatusApi = {
  /** Updates the user's status record by id, or creates it when the user has none yet. */
  setState: (target: { statusId: string | null; userId: string }, state: number) =>
    target.statusId
      ? pb.collection('userStatusPaws').update<UserStatusRecord>(target.statusId, { state })
      : pb.collection('userStatusPaws').create<UserStatusRecord>({ user: target.userId, state }),
}
