import { pb } from './pocketbase'
import type { AccessibilityCounts } from '@/domain/accessibility-needs'

/** What organisers must prepare: per need, how many paid holders named it (never who). */
export interface AccessibilitySummary {
  holders: number
  withNeeds: number
  needs: AccessibilityCounts
}

export const accessibilityApi = {
  /** One edition's holders (its order prefix; '' for the current edition). */
  summary: (edicion: string) => pb.send<AccessibilitySummary>('/api/mi/accessibility-summary', { requestKey: null, query: edicion ? { edicion } : {} }),
}
