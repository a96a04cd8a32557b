import { reportsApi, type ReportSummary } from '@/api/reports'
import { read, serverState } from '@/stores/server-state'

const reportQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** The sales dashboard's figures, straight from PocketBase. */
    reportSummary: build.query<ReportSummary, void>({
      queryFn: () => read(reportsApi.summary),
      providesTags: ['Moderation'],
    }),
  }),
})

export const { useReportSummaryQuery } = reportQueries
