import { read, serverState } from '@/stores/server-state'
import { paymentsApi, type PublicTicket } from './payments-api'

const entradaQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** The public view of the ticket behind a QR code (its type and whether it is paid); null when unknown. */
    publicTicket: build.query<PublicTicket | null, string>({
      queryFn: (id) => read(() => paymentsApi.entrada(id)),
      providesTags: ['PublicTicket'],
    }),
  }),
})

export const { usePublicTicketQuery } = entradaQueries
