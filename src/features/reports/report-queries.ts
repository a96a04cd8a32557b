import { accessibilityApi, type AccessibilitySummary } from '@/api/accessibility'
import { reportsApi, type ReportSummary } from '@/api/reports'
import { read, serverState } from '@/stores/server-state'

const reportQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** The sales dashboard's figures, straight from PocketBase. */
    reportSummary: build.query<ReportSummary, void>({
      queryFn: () => read(reportsApi.summary),
      providesTags: ['Moderation'],
    }),
    accessibilitySummary: build.query<AccessibilitySummary, void>({
      queryFn: () => read(accessibilityApi.summary),
      providesTags: ['Moderation'],
    }),
  }),
})

export const { useReportSummaryQuery, useAccessibilitySummaryQuery } = reportQueries
