import { useState } from 'react'
import { FunctionError } from '@/api/functions'
import { paymentsApi, type TransactionStart } from '../payments-api'

export type PayError = 'forbidden' | 'conflict' | 'provider' | 'busy' | 'generic'

function classify(err: unknown): PayError {
  if (!(err instanceof FunctionError)) return 'generic'
  if (err.status === 403) return 'forbidden'
  if (err.status === 409) return /being prepared/i.test(err.message) ? 'busy' : 'conflict'
  if (err.status === 502) return 'provider'
  return 'generic'
}

/** Starts the Webpay transaction; the caller then posts token_ws to `redirect.url` with a form. */
export function usePay() {
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<PayError | null>(null)
  const [redirect, setRedirect] = useState<TransactionStart | null>(null)
  async function pay(ticketId: string) {
    if (submitting) return
    setSubmitting(true)
    setError(null)
    try {
      setRedirect(await paymentsApi.start(ticketId))
    } catch (err) {
      setError(classify(err))
      setSubmitting(false)
    }
  }
  return { pay, submitting, error, redirect }
}
