import { transfersApi, type StaffTransferAction, type StaffTransfers } from '@/api/transfers'
import { read, serverState } from '@/stores/server-state'
import { write } from '@/stores/server-write'

export const staffTransferQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** /admintransfer: open requests first, then the last resolved ones. */
    staffTransfers: build.query<StaffTransfers, void>({
      queryFn: () => read(transfersApi.staffList),
      providesTags: ['Moderation'],
    }),
    /** Approving or reversing moves a ticket to another holder. */
    actOnTransfer: build.mutation<Awaited<ReturnType<typeof transfersApi.act>>, { id: string; action: StaffTransferAction }>({
      queryFn: ({ id, action }) => write(() => transfersApi.act(id, action)),
      invalidatesTags: ['Moderation', 'IssuedTickets'],
    }),
  }),
})

export const { useStaffTransfersQuery, useActOnTransferMutation } = staffTransferQueries
