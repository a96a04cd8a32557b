import { ownRecordApi } from './own-record'
import type { PersonalInfoRecord } from '@/types/pocketbase'

/** The fields the profile form writes (SPEC §7 payload). */
export type PersonalInfoInput = Pick<PersonalInfoRecord, 'Badge' | 'Pronombres' | 'EspecieFur' | 'Polera' | 'Fursuit'>

/** Basic information (userPersonalInfoPaws). One record per user (unique index). */
export const userPersonalInfoApi = ownRecordApi<'userPersonalInfoPaws', PersonalInfoInput>('userPersonalInfoPaws')
