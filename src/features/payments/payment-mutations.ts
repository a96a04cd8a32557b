import { serverState } from '@/stores/server-state'
import { write } from '@/stores/server-write'
import { paymentsApi, type ConfirmResult, type TransactionStart } from './payments-api'

export const paymentMutations = serverState.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Opens (or reuses) the Webpay transaction of a granted ticket. Nothing is invalidated: the page
     * leaves for Webpay at once, and every page read after the return reads afresh (no data is kept unused).
     */
    startPayment: build.mutation<TransactionStart, string>({
      queryFn: (ticketId) => write(() => paymentsApi.start(ticketId)),
    }),
    /** Webpay's return, the whole of it on the server: the ticket, the badge and the request change. */
    confirmPayment: build.mutation<ConfirmResult | null, string>({
      queryFn: (token) => write(() => paymentsApi.confirm(token)),
      invalidatesTags: ['IssuedTickets', 'Badge', 'Requests'],
    }),
    /**
     * An abandoned or refused payment: the ticket's open attempt closes, so Pay opens a new one. A
     * failed report is the return page's to tell (a warning: the buyer still sees the rejection).
     */
    abortPayment: build.mutation<unknown, string>({
      queryFn: (token) => write(() => paymentsApi.abort(token), { reportedByCaller: true }),
      invalidatesTags: ['IssuedTickets'],
    }),
  }),
})

export const { useStartPaymentMutation } = paymentMutations
