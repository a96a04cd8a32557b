import { pb } from './pocketbase'
import { ownRecordApi } from './own-record'
import type { HealthInfoRecord } from '@/types/pocketbase'

/** The fields the profile form writes (SPEC §7 payload). */
export type HealthInfoInput = Pick<HealthInfoRecord, 'CondicionMedica' | 'RestriccionAlimentaria' | 'ContactoEmergenciaNombre' | 'ContactoEmergencia' | 'OtraCondicion' | 'NecesidadesAccesibilidad'> & {
  /** The privacy notice version the attendee consented to (NOTICE_VERSION); PocketBase refuses any other. */
  consentimientoVersion: string
}

/** Health information (userHealthInfoPaws); moderators never read it. One record per user (unique index). */
export const userHealthInfoApi = {
  ...ownRecordApi<'userHealthInfoPaws', HealthInfoInput>('userHealthInfoPaws'),
  /** Erases the owner's health record (the API rule allows only its owner). */
  remove: (id: string) => pb.collection('userHealthInfoPaws').delete(id, { requestKey: null }),
}
