import { ClientResponseError } from 'pocketbase'
import type { ConfirmResult } from '../../src/domain/function-contracts.ts'
import { isWebpayToken } from '../../src/domain/ids.ts'
import { pocketBaseDate } from '../../src/domain/pocketbase-date.ts'
import { WEBPAY_STATUS_KEPT_MS } from '../../src/domain/webpay-timing.ts'
import type { IssuedTicketRecord, PaymentRecord, TypedPocketBase } from '../../src/types/pocketbase.ts'
import type { Budget} from './budget.ts';
import { LOCK_STALE_MS } from './budget.ts'
import { HttpError } from './http.ts'
import { findFirst } from './pocketbase.ts'
import { FINAL_STATUSES, isAlreadyNullifiedError, refundCompleted, toWebpayError, webpay, WebpayError, type RefundAnswer, type WebpayResult } from './webpay.ts'

/**
 * The payment core shared by confirm, finalconfirm, sendmailentrada, reembolsar and reconcile.
 * Every external call is preceded by an intent written to PocketBase (pagos: `creando` before
 * create, `commitEn` before commit, `reembolsando` before refund), so a retry after a lost answer
 * asks Webpay's status() and continues instead of repeating. Steps are decided by PocketBase (unique
 * lock rows, one transaction to apply a payment or a refund), so concurrent returns, StrictMode
 * double effects, retries and the reconciliation can all run them safely. See docs/payments.md.
 */

/**
 * How long a second caller (another tab, a replayed return) waits for the holder of a commit lock
 * before answering 409: as long as its own budget allows, since the holder's commit and status
 * calls fit in the same budget.
 */
const WAIT_FOR_OTHER_MS = 8_000
const WAIT_MARGIN_MS = 500

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function isUniqueViolation(err: unknown): boolean {
  if (!(err instanceof ClientResponseError) || err.status !== 400) return false
  const data: unknown = err.response.data
  if (typeof data !== 'object' || data === null) return false
  return Object.values(data).some((v: unknown) => typeof v === 'object' && v !== null && 'code' in v && v.code === 'validation_not_unique')
}

/**
 * Creates the lock row `key`; null when someone else holds it. A lock older than `staleMs` (just
 * after its holder's time budget) belongs to a dead or finished holder: it is removed and retried once.
 */
export async function acquireLock(pb: TypedPocketBase, key: string, staleMs: number = LOCK_STALE_MS): Promise<string | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return (await pb.collection('paymentLocks').create({ key })).id
    } catch (err) {
      if (!isUniqueViolation(err)) throw err
    }
    const held = await findFirst(() => pb.collection('paymentLocks').getFirstListItem(pb.filter('key = {:key}', { key })))
    if (held && Date.now() - pocketBaseDate(held.created).getTime() <= staleMs) return null
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
function isPaidResult(result: WebpayResult, payment: PaymentRecord): boolean {
  return (
    result.response_code === 0 &&
    result.status === 'AUTHORIZED' &&
    result.amount === payment.amount &&
    result.buy_order === payment.buyOrder &&
    result.session_id === payment.user
  )
}

/** What confirm answers: the provider's result, reduced to what a buyer may see. */
/** What `confirm` answers about a payment (null while Webpay has no final result). */
export function publicResult(payment: PaymentRecord): ConfirmResult | null {
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
 * aborted, timed out). Throws WebpayError when Webpay cannot be reached within the budget.
 *
 * The intent (`commitEn`) is written before the commit. A retry that finds it asks status() first:
 * a final non-authorized answer is recorded without committing; otherwise it commits, and Webpay's
 * 422 for an already committed token is answered from status() as well.
 */
export async function confirmPayment(pb: TypedPocketBase, payment: PaymentRecord, budget: Budget): Promise<PaymentRecord> {
  if (payment.estado !== 'iniciada') return payment
  const lock = await acquireLock(pb, `commit:${payment.token}`)
  if (!lock) {
    // Another return (or the reconciliation) is committing this token right now: use its answer.
    const deadline = Date.now() + Math.min(WAIT_FOR_OTHER_MS, budget.remaining() - WAIT_MARGIN_MS)
    while (Date.now() < deadline) {
      await sleep(150)
      const fresh = await pb.collection('pagos').getOne<PaymentRecord>(payment.id)
      if (fresh.estado !== 'iniciada') return fresh
    }
    throw new HttpError(409, 'This payment is being confirmed; try again in a moment.')
  }
  try {
    let fresh = await pb.collection('pagos').getOne<PaymentRecord>(payment.id)
    if (fresh.estado !== 'iniciada') return fresh
    let result: WebpayResult | null = null
    if (fresh.commitEn) {
      const known = await webpay.status(fresh.token, budget)
      if (FINAL_STATUSES.has(known.status) && known.status !== 'AUTHORIZED') result = known
    } else {
      fresh = await pb.collection('pagos').update<PaymentRecord>(fresh.id, { commitEn: new Date().toISOString() })
    }
    let commitRefused = ''
    if (!result) {
      try {
        result = await webpay.commit(fresh.token, budget)
      } catch (err) {
        const error = toWebpayError(err)
        // 422: already committed, aborted, timed out or not finished. Webpay's status tells which.
        if (error.httpStatus !== 422) throw error
        result = await webpay.status(fresh.token, budget)
        // Only a commit that already happened (ours with its answer lost, or a concurrent one) makes an
        // AUTHORIZED status a payment. After any other refusal Transbank's own plugins never trust
        // status, and what Webpay reports for a late commit is undocumented: the money goes back.
        if (!/already locked by another process/i.test(error.providerMessage)) commitRefused = error.providerMessage
      }
    }
    if (!FINAL_STATUSES.has(result.status)) return fresh
    const paid = !commitRefused && isPaidResult(result, fresh)
    if (!paid && result.status === 'AUTHORIZED') {
      // Money was taken for something that is not this order, or after a refused commit: it pays
      // nothing and goes back. The refund intent is written here; finalconfirm or the reconciliation performs it.
      console.error(`payment ${fresh.id}: Webpay reports AUTHORIZED for a transaction this shop does not take as paid`, result)
      return await pb.collection('pagos').update<PaymentRecord>(fresh.id, {
        estado: 'reembolsando',
        reembolsoMotivo: 'noCoincide',
        result: { ...result, ...(commitRefused ? { commitRefused } : {}) },
      })
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
export async function abortPayment(pb: TypedPocketBase, payment: PaymentRecord, budget: Budget): Promise<AbortOutcome> {
  const settled = (p: PaymentRecord): AbortOutcome | null => {
    if (p.estado === 'pagada' || p.estado === 'finalizada' || p.estado === 'reembolsando') {
      throw new HttpError(409, 'Webpay authorized this payment; it cannot be aborted.')
    }
    if (p.estado === 'rechazada' || p.estado === 'reembolsada') return { estado: p.estado }
    return p.abortada ? { estado: 'abortada' } : null
  }
  const early = settled(payment)
  if (early) return early
  const lock = await acquireLock(pb, `commit:${payment.token}`)
  if (!lock) throw new HttpError(409, 'This payment is being confirmed; try again in a moment.')
  try {
    const fresh = await pb.collection('pagos').getOne<PaymentRecord>(payment.id)
    const done = settled(fresh)
    if (done) return done
    const result = await webpay.status(fresh.token, budget)
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
export async function hasFinalAnswer(payment: PaymentRecord, budget: Budget): Promise<boolean> {
  try {
    return FINAL_STATUSES.has((await webpay.status(payment.token, budget)).status)
  } catch (err) {
    if (err instanceof WebpayError) return false
    throw err
  }
}

export type FinalizeOutcome = 'finalized' | 'already' | 'refunded' | 'refundPending'

/**
 * Applies a verified payment to the ticket and the badge summary (one PocketBase transaction in
 * pb_hooks/payments.pb.js; an upgrade retires the previous ticket there). A second payment for a
 * ticket that is already paid, rejected or deleted is refunded; `refundPending` when that refund is
 * not done yet (its intent is recorded and the reconciliation continues it).
 */
export async function finalizePayment(pb: TypedPocketBase, payment: PaymentRecord, budget: Budget): Promise<FinalizeOutcome> {
  if (payment.estado === 'finalizada') return 'already'
  if (payment.estado === 'reembolsada') return 'refunded'
  if (payment.estado === 'reembolsando') {
    // An organiser refund of a ticket this payment paid: the buyer's replay changes nothing.
    if (payment.reembolsoMotivo === 'organizador') return 'already'
    return refundSafely(pb, payment, null, budget)
  }
  if (payment.estado !== 'pagada') throw new HttpError(409, 'This payment is not authorized by Webpay.')
  const outcome = await pb.send<{ status: 'finalized' | 'already' | 'duplicate' }>('/api/mi/finalize', {
    method: 'POST',
    body: { token: payment.token },
  })
  if (outcome.status !== 'duplicate') return outcome.status
  return refundSafely(pb, payment, { motivo: 'duplicado', por: '' }, budget)
}

async function refundSafely(pb: TypedPocketBase, payment: PaymentRecord, intent: RefundIntent | null, budget: Budget): Promise<'refunded' | 'refundPending'> {
  try {
    return (await refundPayment(pb, payment, intent, budget)) === 'refunded' ? 'refunded' : 'refundPending'
  } catch (err) {
    if (err instanceof WebpayError || err instanceof RefundNotPerformed) {
      console.error(`payment ${payment.id}: refund not completed yet: ${err.message}`)
      return 'refundPending'
    }
    throw err
  }
}

export interface RefundIntent {
  motivo: 'duplicado' | 'organizador'
  /** The moderator who asked for it ('' for the automatic refund of a duplicate). */
  por: string
}

/** Webpay answered, and the answer says the money was NOT given back. Nothing changed at Webpay. */
export class RefundNotPerformed extends Error {
  constructor(readonly answer: Record<string, unknown>) {
    super(`Webpay did not perform the refund (${JSON.stringify(answer)})`)
  }
}

/**
 * An organiser refund of an upgrade needs a unit of the level it restores, and that level has none
 * left: refused before Webpay is called, nothing changed (pb_hooks/lib/refunds.js).
 */
export class RefundNeedsUnit extends Error {
  constructor() {
    super('The ticket this upgrade replaced has no unit left in its level.')
  }
}

/**
 * Reserve before calling out: holds the unit an organiser refund of an upgrade needs for the ticket
 * it restores (one PocketBase transaction, pb_hooks/lib/refunds.js), before Webpay is asked.
 */
async function holdUnit(pb: TypedPocketBase, payment: PaymentRecord): Promise<'held' | 'none' | 'soldOut'> {
  return (await pb.send<{ status: 'held' | 'none' | 'soldOut' }>('/api/mi/refund-hold', { method: 'POST', body: { token: payment.token } })).status
}

/** Why an organiser refund of an admitted person's ticket is refused (functions/reembolsar.mts says the same). */
export const ADMITTED_REFUSAL =
  'La persona ya ingresó al evento: no se reembolsa mientras su ingreso siga registrado. / The holder was already admitted at the door: no refund while the admission stands.'

/**
 * The organiser refund's intent and the door, in one PocketBase transaction (pb_hooks/refund-guard.pb.js):
 * writes `reembolsando` unless the holder was admitted, or (`resume`) re-checks a pending one.
 */
async function organiserIntent(pb: TypedPocketBase, payment: PaymentRecord, how: { por: string } | { resume: true }): Promise<'written' | 'resumed' | 'admitted' | 'already'> {
  return (await pb.send<{ status: 'written' | 'resumed' | 'admitted' | 'already' }>('/api/mi/refund-intent', { method: 'POST', body: { token: payment.token, ...how } })).status
}

/** A status() that shows the whole amount given back (reversal, or a nullification down to 0). */
const fullyRefunded = (result: WebpayResult) => result.status === 'REVERSED' || (result.status === 'NULLIFIED' && (result.balance ?? 0) === 0)

/**
 * Refunds the whole amount of a payment exactly once, under the refund lock:
 * 1. without a pending intent: writes `reembolsando` (+ motivo) FIRST, then calls refund;
 * 2. with one (a previous call may have reached Webpay): asks status() first and only refunds again
 *    when Webpay still shows the money taken;
 * 3. judges the answer by type AND response_code/balance: done → one PocketBase transaction records
 *    it (and, for an organiser refund, the ticket, stock and badge summary); a definite "not done"
 *    (failing response_code, 422 refusal) goes back to the previous state with the answer kept and
 *    throws RefundNotPerformed; a lost answer keeps the intent and throws WebpayError.
 * 'busy' when another caller holds the lock.
 */
export async function refundPayment(
  pb: TypedPocketBase,
  payment: PaymentRecord,
  intent: RefundIntent | null,
  budget: Budget,
): Promise<'refunded' | 'busy' | 'closed'> {
  const lock = await acquireLock(pb, `refund:${payment.id}`)
  if (!lock) return 'busy'
  try {
    let fresh = await pb.collection('pagos').getOne<PaymentRecord>(payment.id)
    if (fresh.estado === 'reembolsada') return 'refunded'
    if (fresh.estado === 'reembolsando') {
      // After 7 days Webpay no longer answers status: the refund call itself tells (below).
      const known = await statusWhileKept(fresh, budget)
      if (known && fullyRefunded(known)) return await applyRefund(pb, fresh, { type: known.status, fromStatus: true, balance: known.balance ?? 0 })
      if (known && known.status !== 'AUTHORIZED') {
        await undoRefundIntent(pb, fresh, { status: known.status, balance: known.balance })
        throw new RefundNotPerformed({ status: known.status, balance: known.balance })
      }
      // About to ask Webpay again (the money is still there, or Webpay no longer tells): never while the
      // holder's admission stands (issue #37; only an intent older than that rule can meet one).
      if (fresh.reembolsoMotivo === 'organizador' && (await organiserIntent(pb, fresh, { resume: true })) === 'admitted') {
        await undoRefundIntent(pb, fresh, { error: 'admitted' })
        throw new RefundNotPerformed({ error: 'admitted' })
      }
      // About to ask Webpay again: an intent written before units were held gets its unit now. With
      // none left and the money still at Webpay, the refund is not sent (the level would be oversold);
      // when Webpay no longer tells (day 8+) the money may be back already, so it is sent and the
      // completion re-checks the level itself.
      if (fresh.reembolsoMotivo === 'organizador' && !fresh.unidadRetenida && (await holdUnit(pb, fresh)) === 'soldOut' && known) {
        await undoRefundIntent(pb, fresh, { error: 'previousSoldOut' })
        throw new RefundNotPerformed({ error: 'previousSoldOut' })
      }
    } else {
      const from = intent?.motivo === 'organizador' ? 'finalizada' : 'pagada'
      if (!intent || fresh.estado !== from) throw new HttpError(409, 'This payment cannot be refunded in its current state.')
      if (intent.motivo === 'organizador') {
        // Written with the check that the holder was not admitted, in one transaction (issue #37).
        if ((await organiserIntent(pb, fresh, { por: intent.por })) === 'admitted') throw new HttpError(409, ADMITTED_REFUSAL, { code: 'admitted' })
        fresh = await pb.collection('pagos').getOne<PaymentRecord>(fresh.id)
      } else {
        fresh = await pb.collection('pagos').update<PaymentRecord>(fresh.id, { estado: 'reembolsando', reembolsoMotivo: intent.motivo, reembolsoPor: intent.por })
      }
      // The unit it needs, before any call to Webpay; none left: undone, nothing asked of Webpay.
      if (intent.motivo === 'organizador' && (await holdUnit(pb, fresh)) === 'soldOut') {
        await undoRefundIntent(pb, fresh, { error: 'previousSoldOut' })
        throw new RefundNeedsUnit()
      }
    }
    let answer: RefundAnswer
    try {
      answer = await webpay.refund(fresh.token, fresh.amount, budget)
    } catch (err) {
      const error = toWebpayError(err)
      if (error.httpStatus !== 422) throw error
      // Refused: maybe because an earlier call already gave the money back. Webpay's own answer says
      // so (310), or status() does while it is kept.
      if (isAlreadyNullifiedError(error)) return await applyRefund(pb, fresh, { type: 'NULLIFIED', fromRepeatedRefund: true, providerMessage: error.providerMessage })
      // After a refused commit, Webpay saying the sale is not authorised (292) means it never took the
      // money: nothing goes back, and the attempt closes with both answers kept.
      if (fresh.result?.['commitRefused'] && /\b292\b|not authori[sz]ed/i.test(error.providerMessage)) {
        await pb.collection('pagos').update<PaymentRecord>(fresh.id, { estado: 'rechazada', result: { ...(fresh.result ?? {}), refundRefused: error.providerMessage } })
        return 'closed'
      }
      const known = await statusWhileKept(fresh, budget)
      if (known && fullyRefunded(known)) return await applyRefund(pb, fresh, { type: known.status, fromStatus: true, balance: known.balance ?? 0 })
      await undoRefundIntent(pb, fresh, { error: error.providerMessage, ...(known ? { status: known.status } : { statusExpired: true }) })
      throw new RefundNotPerformed({ error: error.providerMessage })
    }
    if (refundCompleted(answer)) return await applyRefund(pb, fresh, { ...answer })
    await undoRefundIntent(pb, fresh, { ...answer })
    throw new RefundNotPerformed({ ...answer })
  } finally {
    await releaseLock(pb, lock)
  }
}

/** Webpay's status of the payment's transaction, or null once Webpay no longer keeps it (7 days). */
async function statusWhileKept(payment: PaymentRecord, budget: Budget): Promise<Awaited<ReturnType<typeof webpay.status>> | null> {
  if (Date.now() - pocketBaseDate(payment.created).getTime() > WEBPAY_STATUS_KEPT_MS) return null
  try {
    return await webpay.status(payment.token, budget)
  } catch (err) {
    if (err instanceof WebpayError && /max time \(7 days\)/i.test(err.providerMessage)) return null
    throw err
  }
}

async function applyRefund(pb: TypedPocketBase, payment: PaymentRecord, answer: Record<string, unknown>): Promise<'refunded'> {
  await pb.send('/api/mi/refunded', { method: 'POST', body: { token: payment.token, answer } })
  console.error(`payment ${payment.id} (ticket ${payment.ticket}) refunded: ${String(answer.type)} (${payment.reembolsoMotivo})`)
  return 'refunded'
}

/**
 * A definite "not done": back to where the refund started, the answer kept for the operator. An
 * authorization that matches no order has nowhere to go back to: it stays `reembolsando` and the
 * reconciliation keeps trying (and reporting it).
 */
async function undoRefundIntent(pb: TypedPocketBase, payment: PaymentRecord, answer: Record<string, unknown>) {
  // One PocketBase transaction: the state back, the answer kept, the unit it held back in stock.
  await pb.send('/api/mi/refund-undo', { method: 'POST', body: { token: payment.token, answer } })
}

/** The payment a user may act on: it exists and belongs to them (404 otherwise, nothing revealed). */
export async function ticketOf(pb: TypedPocketBase, payment: PaymentRecord): Promise<IssuedTicketRecord | null> {
  return findFirst(() => pb.collection('EntradasEntregadas').getOne<IssuedTicketRecord>(payment.ticket))
}

export function tokenField(body: Record<string, unknown>): string {
  const token = body.token
  if (typeof token !== 'string' || token === '') throw new HttpError(400, 'The field "token" is required.')
  if (!isWebpayToken(token)) throw new HttpError(400, 'The field "token" must be a Webpay token.')
  return token
}

/** A provider failure as the caller sees it: 502 with a clear message, nothing changed. */
export function providerError(err: unknown): HttpError {
  const error = err instanceof WebpayError ? err : toWebpayError(err)
  console.error(error.message)
  return new HttpError(502, 'The payment service (Webpay) is not available right now. Nothing was charged; please try again later.')
}
