import { accessibilityApi, type AccessibilitySummary } from '@/api/accessibility'
import { reportsApi, type ReportSummary } from '@/api/reports'
import { read, serverState } from '@/stores/server-state'

const reportQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** One edition's sales figures (its order prefix; '' for the current edition), straight from PocketBase. */
    reportSummary: build.query<ReportSummary, string>({
      queryFn: (edicion) => read(() => reportsApi.summary(edicion)),
      providesTags: ['Moderation'],
    }),
    accessibilitySummary: build.query<AccessibilitySummary, string>({
      queryFn: (edicion) => read(() => accessibilityApi.summary(edicion)),
      providesTags: ['Moderation'],
    }),
  }),
})

export const { useReportSummaryQuery, useAccessibilitySummaryQuery } = reportQueries
