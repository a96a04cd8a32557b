import { myDataApi, type RetentionSchedule } from '@/api/my-data'
import { read, serverState } from '@/stores/server-state'

export const myDataQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** When the health data is erased: it follows the edition's last day, so an edition change reads it again. */
    retention: build.query<RetentionSchedule, void>({
      queryFn: () => read(myDataApi.retention),
      providesTags: ['Editions'],
    }),
  }),
})

export const { useRetentionQuery } = myDataQueries
