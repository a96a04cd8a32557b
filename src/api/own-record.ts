import { ClientResponseError } from 'pocketbase'
import { pb } from './pocketbase'
import type { Collections } from '@/types/pocketbase'
import { OWN } from '@/domain/query-allowlist'

/** The profile collections that hold at most one record per user (a unique index on `user`). */
type OwnRecordCollection = 'userPersonalInfoPaws' | 'userLegalInfoPaws' | 'userHealthInfoPaws'

/**
 * Reads, creates and updates the user's one record of a profile collection: `Input` is what its form
 * writes, `Patch` what an update may send (the legal form sends only the fields it may still change).
 */
export function ownRecordApi<K extends OwnRecordCollection, Input extends object, Patch extends object = Input>(collection: K) {
  return {
    /** The user's record, or null when none exists yet. */
    async getMine(userId: string): Promise<Collections[K] | null> {
      try {
        return await pb.collection<K>(collection).getFirstListItem(pb.filter(OWN, { userId }), { requestKey: null })
      } catch (err) {
        if (err instanceof ClientResponseError && err.status === 404) return null
        throw err
      }
    },
    create: (userId: string, data: Input): Promise<Collections[K]> => pb.collection<K>(collection).create({ ...data, user: userId }, { requestKey: null }),
    update: (id: string, data: Patch): Promise<Collections[K]> => pb.collection<K>(collection).update(id, data, { requestKey: null }),
  }
}
