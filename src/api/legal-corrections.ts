import type { LegalCorrectionRecord } from '@/types/pocketbase'
import { pb } from './pocketbase'
import { callFunction } from './functions'
import { OWN_PENDING_CORRECTION, PENDING_CORRECTIONS } from '@/domain/query-allowlist'

/** A request to correct locked legal data (legalCorrections): the attendee writes why. */
export type { LegalCorrectionRecord } from '@/types/pocketbase'

/** The legal fields a moderator may correct through updateuserlegal. */
export const CORRECTABLE_FIELDS = ['nombreEnDocumento', 'bdate', 'numDocumento', 'tipoDocumento', 'paisDocumento'] as const
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number]

export const legalCorrectionsApi = {
  /** The attendee's open request, or null. */
  async openOf(userId: string): Promise<LegalCorrectionRecord | null> {
    const list = await pb.collection('legalCorrections').getList<LegalCorrectionRecord>(1, 1, {
      filter: pb.filter(OWN_PENDING_CORRECTION, { userId }),
      requestKey: null,
    })
    return list.items[0] ?? null
  },
  ask: (userId: string, motivo: string) =>
    pb.collection('legalCorrections').create<LegalCorrectionRecord>({ user: userId, motivo }, { requestKey: null }),
  /** Moderators: one page of the open requests, oldest first. */
  pendingPage: (page: number, perPage: number) =>
    pb.collection('legalCorrections').getList<LegalCorrectionRecord>(page, perPage, { filter: PENDING_CORRECTIONS, sort: 'created', requestKey: null }),
  /** Moderators: corrects the legal record through the audited function and closes the request. */
  resolve: (legalId: string, correctionId: string, field: CorrectableField, value: string) =>
    callFunction('updateuserlegal', { id: legalId, data: { [field]: value }, correction: correctionId }),
}
