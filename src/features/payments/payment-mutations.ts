import { serverState } from '@/stores/server-state'
import { write } from '@/stores/server-write'
import { paymentsApi, type TransactionStart } from './payments-api'

export const paymentMutations = serverState.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Opens (or reuses) the Webpay transaction of a granted ticket. Nothing is invalidated: the page
     * leaves for Webpay at once, and every page read after the return reads afresh (no data is kept unused).
     */
    startPayment: build.mutation<TransactionStart, string>({
      queryFn: (ticketId) => write(() => paymentsApi.start(ticketId)),
    }),
  }),
})

export const { useStartPaymentMutation } = paymentMutations
