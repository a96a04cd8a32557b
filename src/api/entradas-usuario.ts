import { ClientResponseError } from 'pocketbase'
import { pb } from './pocketbase'
import type { BadgeSummaryRecord } from '@/types/pocketbase'
import { OWN } from '@/domain/query-allowlist'

/** Each user's badge summary (EntradasUsuario): the type held and the total paid. */
export const entradasUsuarioApi = {
  /** The user's badge summary, or null when they hold nothing yet. */
  async getMine(userId: string): Promise<BadgeSummaryRecord | null> {
    try {
      return await pb.collection('EntradasUsuario').getFirstListItem<BadgeSummaryRecord>(pb.filter(OWN, { userId }))
    } catch (err) {
      if (err instanceof ClientResponseError && err.status === 404) return null
      throw err
    }
  },
}
