import { pb } from './pocketbase'
import type { ModeratorRecord } from '@/types/pocketbase'
import { normalizeEmail } from '@/domain/validation'

/** The moderators auth collection: a separate login for /adminlogin. */
export const moderatorsApi = {
  login: (email: string, password: string) => pb.collection('moderators').authWithPassword<ModeratorRecord>(normalizeEmail(email), password),
  logout: () => pb.authStore.clear(),
}
