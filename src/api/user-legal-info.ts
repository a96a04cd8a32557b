import { ownRecordApi } from './own-record'
import type { LegalInfoRecord } from '@/types/pocketbase'

/** The fields the legal form writes; `bdate` is "YYYY-MM-DD 00:00:00.000Z". */
export type LegalInfoInput = Pick<LegalInfoRecord, 'numDocumento' | 'tipoDocumento' | 'paisDocumento' | 'nombreEnDocumento' | 'bdate'>

/** Legal information (userLegalInfoPaws): one record per verified user, locked once saved (pb_hooks). */
export const userLegalInfoApi = ownRecordApi<'userLegalInfoPaws', LegalInfoInput, Partial<LegalInfoInput>>('userLegalInfoPaws')
