import { legalCorrectionsApi, type LegalCorrectionRecord } from '@/api/legal-corrections'
import { read, serverState } from '@/stores/server-state'
import { CORRECTIONS_TAG } from './profile-tags'

export const correctionQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** The attendee's open request to correct locked legal data, or null. */
    myOpenCorrection: build.query<LegalCorrectionRecord | null, string>({
      queryFn: (userId) => read(() => legalCorrectionsApi.openOf(userId)),
      providesTags: [CORRECTIONS_TAG],
    }),
  }),
})

export const { useMyOpenCorrectionQuery } = correctionQueries
