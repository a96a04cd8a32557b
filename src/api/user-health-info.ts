import { ClientResponseError } from 'pocketbase'
import { pb } from './pocketbase'
import type { HealthInfoRecord } from '@/types/pocketbase'
import { OWN } from '@/domain/query-allowlist'

/** The fields the profile form writes (SPEC §7 payload). */
export type HealthInfoInput = Pick<HealthInfoRecord, 'CondicionMedica' | 'RestriccionAlimentaria' | 'ContactoEmergenciaNombre' | 'ContactoEmergencia' | 'OtraCondicion'> & {
  /** The privacy notice version the attendee consented to (NOTICE_VERSION); PocketBase refuses any other. */
  consentimientoVersion: string
}

/** Health information (userHealthInfoPaws); moderators never read it. One record per user (unique index). */
export const userHealthInfoApi = {
  /** The user's record, or null when none exists yet. */
  async getMine(userId: string): Promise<HealthInfoRecord | null> {
    try {
      return await pb
        .collection('userHealthInfoPaws')
        .getFirstListItem<HealthInfoRecord>(pb.filter(OWN, { userId }), { requestKey: null })
    } catch (err) {
      if (err instanceof ClientResponseError && err.status === 404) return null
      throw err
    }
  },
  create: (userId: string, data: HealthInfoInput) =>
    pb.collection('userHealthInfoPaws').create<HealthInfoRecord>({ ...data, user: userId }, { requestKey: null }),
  update: (id: string, data: HealthInfoInput) =>
    pb.collection('userHealthInfoPaws').update<HealthInfoRecord>(id, data, { requestKey: null }),
  /** Erases the owner's health record (the API rule allows only its owner). */
  remove: (id: string) => pb.collection('userHealthInfoPaws').delete(id, { requestKey: null }),
}
