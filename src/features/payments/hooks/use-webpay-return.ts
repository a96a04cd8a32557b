import { useEffect, useState } from 'react'
import { paymentsApi } from '../payments-api'

export type ReturnPhase = 'working' | 'thanks' | 'error' | 'rejected' | 'none'

// One run per token per page load: StrictMode's double effect (and a remount) share the same promise.
const runs = new Map<string, Promise<ReturnPhase>>()

async function complete(token: string): Promise<ReturnPhase> {
  const result = await paymentsApi.confirm(token)
  if (!result) return 'error'
  if (!result.paid) return result.status === 'FAILED' ? 'rejected' : 'error'
  await paymentsApi.finalize(token)
  await paymentsApi.sendTicketMail(token)
  return 'thanks'
}

/** How Webpay came back (payments.md §2) and, for the normal flow, confirm → finalize → ticket mail. */
export function classifyReturn(params: URLSearchParams): { phase: ReturnPhase; token: string | null } {
  const token = params.get('token_ws')
  // Abort (TBK_TOKEN), error page (token_ws + TBK_TOKEN) and timeout (TBK_ORDEN_COMPRA only): never committed.
  if (params.get('TBK_TOKEN') || params.get('TBK_ORDEN_COMPRA') || params.get('TBK_ID_SESION')) return { phase: 'rejected', token: null }
  if (token) return { phase: 'working', token }
  return { phase: 'none', token: null }
}

export function useWebpayReturn(params: URLSearchParams): ReturnPhase {
  const initial = classifyReturn(params)
  const [phase, setPhase] = useState<ReturnPhase>(initial.phase)
  const token = initial.token
  useEffect(() => {
    if (!token) return
    let active = true
    let run = runs.get(token)
    if (!run) {
      run = complete(token).catch((err: unknown) => {
        console.warn('payment confirmation failed', err)
        return 'error' as const
      })
      runs.set(token, run)
    }
    void run.then((result) => {
      if (active) setPhase(result)
    })
    return () => {
      active = false
    }
  }, [token])
  return phase
}
