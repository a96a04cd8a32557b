import { transfersApi, type StaffTransfers } from '@/api/transfers'
import { read, serverState } from '@/stores/server-state'

export const staffTransferQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** /admintransfer: open requests first, then the last resolved ones. */
    staffTransfers: build.query<StaffTransfers, void>({
      queryFn: () => read(transfersApi.staffList),
      providesTags: ['Moderation'],
    }),
  }),
})

export const { useStaffTransfersQuery } = staffTransferQueries
