import { ClientResponseError } from 'pocketbase'
import { pb } from './pocketbase'
import type { LegalInfoRecord } from '@/types/pocketbase'
import { OWN } from '@/domain/query-allowlist'

/** The fields the legal form writes; `bdate` is "YYYY-MM-DD 00:00:00.000Z". */
export type LegalInfoInput = Pick<LegalInfoRecord, 'numDocumento' | 'tipoDocumento' | 'paisDocumento' | 'nombreEnDocumento' | 'bdate'>

/** Legal information (userLegalInfoPaws): one record per verified user, locked once saved (pb_hooks). */
export const userLegalInfoApi = {
  /** The user's record, or null when none exists yet. */
  async getMine(userId: string): Promise<LegalInfoRecord | null> {
    try {
      return await pb
        .collection('userLegalInfoPaws')
        .getFirstListItem<LegalInfoRecord>(pb.filter(OWN, { userId }), { requestKey: null })
    } catch (err) {
      if (err instanceof ClientResponseError && err.status === 404) return null
      throw err
    }
  },
  create: (userId: string, data: LegalInfoInput) =>
    pb.collection('userLegalInfoPaws').create<LegalInfoRecord>({ ...data, user: userId }, { requestKey: null }),
  update: (id: string, data: Partial<LegalInfoInput>) =>
    pb.collection('userLegalInfoPaws').update<LegalInfoRecord>(id, data, { requestKey: null }),
}
