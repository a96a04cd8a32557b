import { isWriteFailure } from '@/stores/server-write'
import { useStartPaymentMutation } from '../payment-mutations'

export type PayError = 'forbidden' | 'conflict' | 'saleClosed' | 'otherEdition' | 'provider' | 'busy' | 'generic'

/** Which of the pay block's own texts explains a failed start (by status and the function's reason code). */
function classify(err: unknown): PayError {
  if (!isWriteFailure(err)) return 'generic'
  if (err.status === 403) return 'forbidden'
  if (err.status === 409) {
    if (err.reason === 'paymentBeingPrepared') return 'busy'
    return err.reason === 'saleClosed' || err.reason === 'otherEdition' ? err.reason : 'conflict'
  }
  if (err.status === 502) return 'provider'
  return 'generic'
}

/** Starts the Webpay transaction; the caller then posts token_ws to `redirect.url` with a form. */
export function usePay() {
  const [start, started] = useStartPaymentMutation()
  const redirect = started.data ?? null
  // Once the transaction is open the page is leaving for Webpay: the button stays busy.
  const submitting = started.isLoading || redirect !== null
  async function pay(ticketId: string) {
    if (submitting) return
    await start(ticketId)
  }
  return { pay, submitting, error: started.isError ? classify(started.error) : null, redirect }
}
