import { ClientResponseError } from 'pocketbase'
import { pb } from './pocketbase'
import type { PersonalInfoRecord } from '@/types/pocketbase'
import { OWN } from '@/domain/query-allowlist'

/** The fields the profile form writes (SPEC §7 payload). */
export type PersonalInfoInput = Pick<PersonalInfoRecord, 'Badge' | 'Pronombres' | 'EspecieFur' | 'Polera' | 'Fursuit'>

/** Basic information (userPersonalInfoPaws). One record per user (unique index). */
export const userPersonalInfoApi = {
  /** The user's record, or null when none exists yet. */
  async getMine(userId: string): Promise<PersonalInfoRecord | null> {
    try {
      return await pb
        .collection('userPersonalInfoPaws')
        .getFirstListItem<PersonalInfoRecord>(pb.filter(OWN, { userId }), { requestKey: null })
    } catch (err) {
      if (err instanceof ClientResponseError && err.status === 404) return null
      throw err
    }
  },
  create: (userId: string, data: PersonalInfoInput) =>
    pb.collection('userPersonalInfoPaws').create<PersonalInfoRecord>({ ...data, user: userId }, { requestKey: null }),
  update: (id: string, data: PersonalInfoInput) =>
    pb.collection('userPersonalInfoPaws').update<PersonalInfoRecord>(id, data, { requestKey: null }),
}
