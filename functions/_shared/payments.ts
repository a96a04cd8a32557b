import { ClientResponseError } from 'pocketbase'
import type { IssuedTicketRecord, PaymentRecord, TypedPocketBase } from '../../src/types/pocketbase.ts'
import { HttpError } from './http.ts'
import { findFirst } from './pocketbase.ts'
import { FINAL_STATUSES, toWebpayError, webpay, WebpayError, type WebpayResult } from './webpay.ts'

/**
 * The payment core shared by confirm, finalconfirm, sendmailentrada and reconcile. Every step is
 * idempotent and decided by PocketBase (unique lock rows, one transaction to finalize), so concurrent
 * returns, StrictMode double effects, retries and the reconciliation can all run it safely.
 */

export const TOKEN_PATTERN = /^[0-9a-f]{64}$/
/** A commit that has not finished in this time is presumed dead and may be taken over. */
export const COMMIT_LOCK_STALE_MS = 60_000
const WAIT_FOR_OTHER_MS = 15_000

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const pbDate = (value: string) => Date.parse(value.replace(' ', 'T'))

function isUniqueViolation(err: unknown): boolean {
  if (!(err instanceof ClientResponseError) || err.status !== 400) return false
  const data: unknown = err.response.data
  if (typeof data !== 'object' || data === null) return false
  return Object.values(data).some((v: unknown) => typeof v === 'object' && v !== null && 'code' in v && v.code === 'validation_not_unique')
}

/** Creates the lock row `key`; null when someone else holds it. A stale lock is removed and retried once. */
export async function acquireLock(pb: TypedPocketBase, key: string, staleMs: number): Promise<string | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return (await pb.collection('paymentLocks').create({ key })).id
    } catch (err) {
      if (!isUniqueViolation(err)) throw err
    }
    const held = await findFirst(() => pb.collection('paymentLocks').getFirstListItem(pb.filter('key = {:key}', { key })))
    if (held && Date.now() - pbDate(held.created) <= staleMs) return null
    if (held) await releaseLock(pb, held.id)
  }
  return null
}

export async function releaseLock(pb: TypedPocketBase, id: string): Promise<void> {
  try {
    await pb.collection('paymentLocks').delete(id)
  } catch (err) {
    if (!(err instanceof ClientResponseError && err.status === 404)) throw err
  }
}

export const findPayment = (pb: TypedPocketBase, token: string) =>
  findFirst(() => pb.collection('pagos').getFirstListItem<PaymentRecord>(pb.filter('token = {:token}', { token })))

/** Paid only when Webpay says so AND the answer is about this order, this buyer and this amount. */
export function isPaidResult(result: WebpayResult, payment: PaymentRecord): boolean {
  return (
    result.response_code === 0 &&
    result.status === 'AUTHORIZED' &&
    result.amount === payment.amount &&
    result.buy_order === payment.buyOrder &&
    result.session_id === payment.user
  )
}

/** What confirm answers: the provider's result, reduced to what a buyer may see. */
export interface PublicResult {
  paid: boolean
  status: string
  response_code: number | null
  amount: number
  buy_order: string
  authorization_code: string
  card_number: string
  transaction_date: string
  payment_type_code: string
}

export function publicResult(payment: PaymentRecord): PublicResult | null {
  const r = payment.result
  if (!r || payment.estado === 'iniciada') return null
  const card = typeof r.card_detail === 'object' && r.card_detail !== null ? (r.card_detail as Record<string, unknown>) : {}
  return {
    paid: payment.estado === 'pagada' || payment.estado === 'finalizada',
    status: String(r.status ?? ''),
    response_code: typeof r.response_code === 'number' ? r.response_code : null,
    amount: Number(r.amount),
    buy_order: String(r.buy_order ?? ''),
    authorization_code: String(r.authorization_code ?? ''),
    card_number: String(card.card_number ?? ''),
    transaction_date: String(r.transaction_date ?? ''),
    payment_type_code: String(r.payment_type_code ?? ''),
  }
}

/**
 * Commits the transaction at most once and stores Webpay's final answer on the payment. Returns the
 * payment as stored; it stays `iniciada` when Webpay has no final answer yet (form not finished,
 * aborted, timed out). Throws WebpayError when Webpay cannot be reached.
 */
export async function confirmPayment(pb: TypedPocketBase, payment: PaymentRecord): Promise<PaymentRecord> {
  if (payment.estado !== 'iniciada') return payment
  const lock = await acquireLock(pb, `commit:${payment.token}`, COMMIT_LOCK_STALE_MS)
  if (!lock) {
    // Another return (or the reconciliation) is committing this token right now: use its answer.
    const deadline = Date.now() + WAIT_FOR_OTHER_MS
    while (Date.now() < deadline) {
      await sleep(150)
      const fresh = await pb.collection('pagos').getOne<PaymentRecord>(payment.id)
      if (fresh.estado !== 'iniciada') return fresh
    }
    throw new HttpError(409, 'This payment is being confirmed; try again in a moment.')
  }
  try {
    const fresh = await pb.collection('pagos').getOne<PaymentRecord>(payment.id)
    if (fresh.estado !== 'iniciada') return fresh
    let result: WebpayResult
    try {
      result = await webpay.commit(fresh.token)
    } catch (err) {
      const error = toWebpayError(err)
      // 422: already committed, aborted, timed out or not finished. Webpay's status tells which.
      if (error.httpStatus !== 422) throw error
      result = await webpay.status(fresh.token)
    }
    if (!FINAL_STATUSES.has(result.status)) return fresh
    const paid = isPaidResult(result, fresh)
    if (!paid && result.status === 'AUTHORIZED') {
      console.error(`payment ${fresh.id}: Webpay authorized a transaction that does not match the order`, result)
    }
    return await pb.collection('pagos').update<PaymentRecord>(fresh.id, { estado: paid ? 'pagada' : 'rechazada', result: { ...result } })
  } finally {
    await releaseLock(pb, lock)
  }
}

/** Webpay statuses under which money was taken: an abort never touches such a transaction. */
const CHARGED_STATUSES = new Set(['AUTHORIZED', 'CAPTURED', 'PARTIALLY_NULLIFIED'])

export interface AbortOutcome {
  estado: 'abortada' | 'rechazada' | 'reembolsada'
}

/**
 * The buyer came back from Webpay without paying (TBK_TOKEN). Webpay's status() decides, under the
 * commit lock so a concurrent confirm cannot cross it: a charged transaction is left untouched
 * (409), a final non-charged one is closed as `rechazada`, and one without a result (aborted, error
 * page) is flagged `abortada` so Pay opens a new transaction. A flagged attempt stays `iniciada`: if
 * it is paid after all (another tab), confirm and the reconciliation still commit it.
 */
export async function abortPayment(pb: TypedPocketBase, payment: PaymentRecord): Promise<AbortOutcome> {
  const settled = (p: PaymentRecord): AbortOutcome | null => {
    if (p.estado === 'pagada' || p.estado === 'finalizada') throw new HttpError(409, 'Webpay authorized this payment; it cannot be aborted.')
    if (p.estado === 'rechazada' || p.estado === 'reembolsada') return { estado: p.estado }
    return p.abortada ? { estado: 'abortada' } : null
  }
  const early = settled(payment)
  if (early) return early
  const lock = await acquireLock(pb, `commit:${payment.token}`, COMMIT_LOCK_STALE_MS)
  if (!lock) throw new HttpError(409, 'This payment is being confirmed; try again in a moment.')
  try {
    const fresh = await pb.collection('pagos').getOne<PaymentRecord>(payment.id)
    const done = settled(fresh)
    if (done) return done
    const result = await webpay.status(fresh.token)
    if (CHARGED_STATUSES.has(result.status)) throw new HttpError(409, 'Webpay authorized this payment; it cannot be aborted.')
    if (FINAL_STATUSES.has(result.status)) {
      await pb.collection('pagos').update<PaymentRecord>(fresh.id, { estado: 'rechazada', result: { ...result } })
      return { estado: 'rechazada' }
    }
    await pb.collection('pagos').update<PaymentRecord>(fresh.id, { abortada: true })
    return { estado: 'abortada' }
  } finally {
    await releaseLock(pb, lock)
  }
}

/**
 * Whether Webpay already has a final answer for an open attempt (the buyer paid or was rejected
 * but never came back): such an attempt must be settled, not handed out again. Unknown when Webpay
 * cannot be reached (false: the attempt is reused as before).
 */
export async function hasFinalAnswer(payment: PaymentRecord): Promise<boolean> {
  try {
    return FINAL_STATUSES.has((await webpay.status(payment.token)).status)
  } catch (err) {
    if (err instanceof WebpayError) return false
    throw err
  }
}

export type FinalizeOutcome = 'finalized' | 'already' | 'refunded'

/**
 * Applies a verified payment to the ticket and the badge summary (one PocketBase transaction in
 * pb_hooks/payments.pb.js). A second payment for a ticket that is already paid is refunded.
 */
export async function finalizePayment(pb: TypedPocketBase, payment: PaymentRecord): Promise<FinalizeOutcome> {
  if (payment.estado === 'finalizada') return 'already'
  if (payment.estado === 'reembolsada') return 'refunded'
  if (payment.estado !== 'pagada') throw new HttpError(409, 'This payment is not authorized by Webpay.')
  const outcome = await pb.send<{ status: 'finalized' | 'already' | 'duplicate' }>('/api/mi/finalize', {
    method: 'POST',
    body: { token: payment.token },
  })
  if (outcome.status !== 'duplicate') return outcome.status
  await refundDuplicate(pb, payment)
  return 'refunded'
}

async function refundDuplicate(pb: TypedPocketBase, payment: PaymentRecord) {
  const lock = await acquireLock(pb, `refund:${payment.token}`, COMMIT_LOCK_STALE_MS)
  if (!lock) throw new HttpError(409, 'This payment is being refunded.')
  try {
    const fresh = await pb.collection('pagos').getOne<PaymentRecord>(payment.id)
    if (fresh.estado !== 'pagada') return
    const refund = await webpay.refund(fresh.token, fresh.amount)
    console.error(`payment ${fresh.id}: second payment for ticket ${fresh.ticket} refunded (${refund.type})`)
    await pb.collection('pagos').update<PaymentRecord>(fresh.id, { estado: 'reembolsada', result: { ...(fresh.result ?? {}), refund: refund.type } })
  } finally {
    await releaseLock(pb, lock)
  }
}

/** The payment a user may act on: it exists and belongs to them (404 otherwise, nothing revealed). */
export async function ownPayment(pb: TypedPocketBase, token: string, userId: string): Promise<PaymentRecord> {
  const payment = await findPayment(pb, token)
  if (!payment || payment.user !== userId) throw new HttpError(404, 'No payment with this token was found for your account.')
  return payment
}

export async function ticketOf(pb: TypedPocketBase, payment: PaymentRecord): Promise<IssuedTicketRecord | null> {
  return findFirst(() => pb.collection('EntradasEntregadas').getOne<IssuedTicketRecord>(payment.ticket))
}

export function tokenField(body: Record<string, unknown>): string {
  const token = body.token
  if (typeof token !== 'string' || token === '') throw new HttpError(400, 'The field "token" is required.')
  if (!TOKEN_PATTERN.test(token)) throw new HttpError(400, 'The field "token" must be a Webpay token.')
  return token
}

/** A provider failure as the caller sees it: 502 with a clear message, nothing changed. */
export function providerError(err: unknown): HttpError {
  const error = err instanceof WebpayError ? err : toWebpayError(err)
  console.error(error.message)
  return new HttpError(502, 'The payment service (Webpay) is not available right now. Nothing was charged; please try again later.')
}
