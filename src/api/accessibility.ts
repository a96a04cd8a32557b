import { pb } from './pocketbase'
import type { AccessibilityCounts } from '@/domain/accessibility-needs'

/** What organisers must prepare: per need, how many paid holders named it (never who). */
export interface AccessibilitySummary {
  holders: number
  withNeeds: number
  needs: AccessibilityCounts
}

export const accessibilityApi = {
  summary: () => pb.send<AccessibilitySummary>('/api/mi/accessibility-summary', { requestKey: null }),
}
