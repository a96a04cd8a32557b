import { transfersApi, type MyTransfers } from '@/api/transfers'
import { read, serverState } from '@/stores/server-state'

export const transferQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** The person's transfers, asked for and received, and the deadline. */
    myTransfers: build.query<MyTransfers, string>({
      queryFn: () => read(transfersApi.mine),
      providesTags: ['Profile', 'IssuedTickets'],
    }),
  }),
})

export const { useMyTransfersQuery } = transferQueries
