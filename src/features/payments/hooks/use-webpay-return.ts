import { useEffect, useState } from 'react'
import { useServerDispatch } from '@/stores/hooks'
import { isWriteFailure } from '@/stores/server-write'
import type { ConfirmResult } from '../payments-api'
import { paymentMutations } from '../payment-mutations'

export type ReturnPhase = 'working' | 'thanks' | 'error' | 'rejected' | 'none'
type ReturnAction = { kind: 'confirm' | 'abort' | 'errorPage'; token: string } | null

/** The return's two calls, as the page's mutations. */
interface ReturnCalls {
  confirm: (token: string) => Promise<ConfirmResult | null>
  abort: (token: string) => Promise<unknown>
}

/** Webpay authorized it after all: the server refuses to close the attempt. */
const authorized = (err: unknown) => isWriteFailure(err) && err.status === 409

// One run per token per page load: StrictMode's double effect (and a remount) share the same promise.
const runs = new Map<string, Promise<ReturnPhase>>()

/**
 * One call does the whole return on the server (confirm, finalize, ticket mail: SPEC §2); the page
 * thanks only when the ticket is paid and its mail went out, otherwise it sends the buyer to the
 * profile and the mailbox, where the reconciliation's result appears.
 */
async function complete(calls: ReturnCalls, token: string): Promise<ReturnPhase> {
  const result = await calls.confirm(token)
  if (!result) return 'error'
  if (!result.paid) return result.status === 'FAILED' ? 'rejected' : 'error'
  return result.completion?.ticket === 'issued' && result.completion.mailed ? 'thanks' : 'error'
}

/** Closes the attempt on the server (verified with Webpay) so Pay opens a new transaction at once. */
async function abort(calls: ReturnCalls, token: string): Promise<ReturnPhase> {
  try {
    await calls.abort(token)
  } catch (err) {
    // 409: Webpay authorized it after all; the reconciliation completes it, the buyer checks the profile.
    if (authorized(err)) return 'error'
    // Any other failure (network, signed out, a malformed token): the buyer still sees the rejection.
    console.warn('abort report failed', err)
  }
  return 'rejected'
}

/**
 * Webpay's error page (token_ws AND TBK_TOKEN) also appears after a successful authorization (the
 * form reached again). It is reported as an abort; when the server answers 409 because Webpay
 * authorized the payment, the payment is completed like a normal return instead of being lost.
 */
async function errorPage(calls: ReturnCalls, token: string): Promise<ReturnPhase> {
  try {
    await calls.abort(token)
    return 'rejected'
  } catch (err) {
    if (authorized(err)) return complete(calls, token)
    console.warn('abort report failed', err)
    return 'rejected'
  }
}

/**
 * How Webpay came back (SPEC: token_ws = success path, TBK_TOKEN = aborted or rejected path, with
 * neither → /buy). Both together are Webpay's error page: checked with Webpay before anything else.
 */
export function classifyReturn(params: URLSearchParams): { phase: ReturnPhase; action: ReturnAction } {
  const aborted = params.get('TBK_TOKEN')
  if (aborted && params.get('token_ws') === aborted) return { phase: 'working', action: { kind: 'errorPage', token: aborted } }
  if (aborted) return { phase: 'working', action: { kind: 'abort', token: aborted } }
  const token = params.get('token_ws')
  if (token) return { phase: 'working', action: { kind: 'confirm', token } }
  return { phase: 'none', action: null }
}

export function useWebpayReturn(params: URLSearchParams): ReturnPhase {
  const initial = classifyReturn(params)
  const [phase, setPhase] = useState<ReturnPhase>(initial.phase)
  const dispatch = useServerDispatch()
  const kind = initial.action?.kind
  const token = initial.action?.token
  useEffect(() => {
    if (!kind || !token) return
    let active = true
    const key = `${kind}:${token}`
    let run = runs.get(key)
    if (!run) {
      const calls: ReturnCalls = {
        confirm: (t) => dispatch(paymentMutations.endpoints.confirmPayment.initiate(t)).unwrap(),
        abort: (t) => dispatch(paymentMutations.endpoints.abortPayment.initiate(t)).unwrap(),
      }
      run = (kind === 'abort' ? abort(calls, token) : kind === 'errorPage' ? errorPage(calls, token) : complete(calls, token)).catch((err: unknown) => {
        console.warn('payment confirmation failed', err)
        return 'error' as const
      })
      runs.set(key, run)
    }
    void run.then((result) => {
      if (active) setPhase(result)
    })
    return () => {
      active = false
    }
  }, [kind, token, dispatch])
  return phase
}
