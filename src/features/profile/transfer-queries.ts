import { transfersApi, type MyTransfers } from '@/api/transfers'
import { read, serverState } from '@/stores/server-state'
import { TRANSFERS_TAG } from './profile-tags'

export const transferQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** The person's transfers, asked for and received, and the deadline. */
    myTransfers: build.query<MyTransfers, string>({
      queryFn: () => read(transfersApi.mine),
      providesTags: [TRANSFERS_TAG, 'IssuedTickets'],
    }),
  }),
})

export const { useMyTransfersQuery } = transferQueries
