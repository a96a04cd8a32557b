import type { IssuedTicketRecord, PaymentRecord, TypedPocketBase } from '../../src/types/pocketbase.ts'
import { Budget, CALL_BUDGET_MS, LOCK_STALE_MS } from './budget.ts'
import { HttpError } from './http.ts'
import { completePayment } from './complete-payment.ts'
import { refundPayment, RefundNotPerformed } from './payments.ts'
import { afterOrganiserRefund } from './refund-mail.ts'
import { sendTicketMail } from './ticket-mail.ts'
import { isGoneError, webpay, WebpayError } from './webpay.ts'
import { writeAudit } from './audit.ts'
import { WEBPAY_STATUS_KEPT_MS } from '../../src/domain/webpay-timing.ts'
import { pocketBaseDate } from '../../src/domain/pocketbase-date.ts'

/** A finalized payment is read again at most this often while Webpay keeps its status. */
const REREAD_PAID_EVERY_MS = 60 * 60_000
/** Unfinished attempts older than this (token lifetime + longest form timeout + margin) are closed. */
const ABANDONED_AFTER_MS = 30 * 60_000
/**
 * What one run may spend: Netlify stops scheduled functions after 30 s, so the run stops taking
 * new work with room for the last item (each item has its own CALL_BUDGET_MS) and the next run
 * resumes with what it did not reach.
 */
const RECONCILE_BUDGET_MS = 18_000

export interface ReconcileSummary {
  checked: number
  finalized: number
  rejected: number
  abandoned: number
  refunded: number
  mailsSent: number
  /** Open payments (or unsent mails) this run had no time for; the next run starts with them. */
  remaining: number
  /** Paid tickets voided because Webpay reports their money given back outside the shop. */
  voided: number
  errors: string[]
}

const pbDate = (value: string) => pocketBaseDate(value).getTime()
const message = (err: unknown) => (err instanceof Error ? err.message : String(err))
const OPEN = "estado = 'creando' || estado = 'iniciada' || estado = 'pagada' || estado = 'reembolsando'"

async function reconcilePayment(pb: TypedPocketBase, candidate: PaymentRecord, summary: ReconcileSummary): Promise<void> {
  const budget = new Budget(CALL_BUDGET_MS)
  const age = Date.now() - pbDate(candidate.created)
  if (candidate.estado === 'creando') {
    // A create that never answered: nobody has its token, so nobody can pay it (docs/payments.md).
    if (age > LOCK_STALE_MS) {
      await pb.collection('pagos').update<PaymentRecord>(candidate.id, { estado: 'rechazada', result: { status: 'CREATE_UNANSWERED', abandoned: true } })
      summary.abandoned += 1
    }
    return
  }
  if (candidate.estado === 'reembolsando') {
    try {
      // The organiser refund's audit row and mail follow in finishRefundNotices.
      if ((await refundPayment(pb, candidate, null, budget)) === 'refunded') summary.refunded += 1
    } catch (err) {
      if (!(err instanceof RefundNotPerformed)) throw err
      summary.errors.push(`payment ${candidate.id}: ${err.message}`)
    }
    return
  }
  try {
    const { payment, finalized, mail } = await completePayment(pb, candidate, budget)
    if (payment.estado === 'rechazada' && candidate.estado !== 'rechazada') summary.rejected += 1
    if (payment.estado === 'iniciada' && age > ABANDONED_AFTER_MS) {
      await pb.collection('pagos').update<PaymentRecord>(payment.id, { estado: 'rechazada', result: { status: 'INITIALIZED', abandoned: true } })
      summary.abandoned += 1
    }
    if (finalized === 'finalized') summary.finalized += 1
    if (finalized === 'refunded') summary.refunded += 1
    if (finalized === 'refundPending') summary.errors.push(`payment ${payment.id}: refund of a second payment pending`)
    if (mail === 'sent') summary.mailsSent += 1
  } catch (err) {
    // Webpay does not know it (any more): status is kept 7 days, and nothing can be paid after that.
    if (isGoneError(err) && age > ABANDONED_AFTER_MS) {
      await pb.collection('pagos').update<PaymentRecord>(candidate.id, { estado: 'rechazada', result: { status: 'NOT_FOUND', abandoned: true } })
      summary.abandoned += 1
      return
    }
    throw err
  }
}

/**
 * Brings every payment to its final state using Webpay's answer, never the browser's: closes
 * unanswered creates, commits (or reads the status of) every open attempt, finalizes AUTHORIZED
 * ones that match their order, continues interrupted refunds, closes abandoned attempts, and
 * retries unsent ticket mails. Newest first among those it has not looked at for longest
 * (`revisadoEn`), within RECONCILE_BUDGET_MS: a run that runs out of time leaves the rest to the
 * next one. Safe to run any number of times, also concurrently with buyers' returns (the same
 * locks and the same PocketBase transactions).
 */
/**
 * Runs `each` over `items` while the run has time (`atLeast` items even when it has none, so a run
 * that starts late still makes progress); what it has no time for is counted for the next run.
 */
async function eachWithinRun<T>(run: Budget, summary: ReconcileSummary, items: readonly T[], each: (item: T) => Promise<void>, atLeast = 0): Promise<void> {
  for (const [index, item] of items.entries()) {
    if (index >= atLeast && run.remaining() <= 0) {
      summary.remaining += items.length - index
      return
    }
    await each(item)
  }
}

export async function reconcile(pb: TypedPocketBase, budgetMs: number = RECONCILE_BUDGET_MS): Promise<ReconcileSummary> {
  const run = new Budget(budgetMs)
  const summary: ReconcileSummary = { checked: 0, finalized: 0, rejected: 0, abandoned: 0, refunded: 0, mailsSent: 0, remaining: 0, voided: 0, errors: [] }
  const open = await pb.collection('pagos').getFullList<PaymentRecord>({ filter: OPEN, sort: 'revisadoEn,-created' })
  await eachWithinRun(
    run,
    summary,
    open,
    async (candidate) => {
      summary.checked += 1
      try {
        await reconcilePayment(pb, candidate, summary)
      } catch (err) {
        summary.errors.push(`payment ${candidate.id}: ${err instanceof WebpayError || err instanceof HttpError ? err.message : message(err)}`)
      }
      await pb.collection('pagos').update(candidate.id, { revisadoEn: new Date().toISOString() })
    },
    1,
  )
  const unsent = await pb.collection('EntradasEntregadas').getFullList<IssuedTicketRecord>({ filter: "estado = 'pagada' && correoEnviado2 = 'no'", sort: '-pagadoEn' })
  await eachWithinRun(run, summary, unsent, async (ticket) => {
    try {
      if ((await sendTicketMail(pb, ticket.id)) === 'sent') summary.mailsSent += 1
    } catch (err) {
      summary.errors.push(`ticket mail ${ticket.id}: ${err instanceof HttpError ? err.message : message(err)}`)
    }
  })
  await finishRefundNotices(pb, run, summary)
  await rereadThePaid(pb, run, summary)
  if (summary.errors.length > 0) console.error('reconcile:', summary.errors.join('; '))
  return summary
}

/**
 * Organiser refunds whose audit row or mail did not go out (a function that died, SMTP down): again.
 * Refunds recorded outside Webpay (pb_hooks/payments.pb.js) get their buyer's notice here.
 */
async function finishRefundNotices(pb: TypedPocketBase, run: Budget, summary: ReconcileSummary): Promise<void> {
  const owed = await pb.collection('pagos').getFullList<PaymentRecord>({
    filter: "estado = 'reembolsada' && (reembolsoMotivo = 'organizador' || reembolsoMotivo = 'fueraWebpay') && reembolsoAvisadoEn = ''",
    sort: 'updated',
  })
  await eachWithinRun(run, summary, owed, async (payment) => {
    try {
      if (await afterOrganiserRefund(pb, payment.id, '', new Budget(CALL_BUDGET_MS))) summary.mailsSent += 1
    } catch (err) {
      summary.errors.push(`refund notice ${payment.id}: ${message(err)}`)
    }
  })
}

/**
 * The paid, read again while Webpay keeps their status (7 days): money given back outside the shop
 * (Transbank's portal, a chargeback) voids the ticket, as an organiser refund does. Each payment is
 * re-read at most once an hour, those not read for longest first, within what the run has left.
 */
async function rereadThePaid(pb: TypedPocketBase, run: Budget, summary: ReconcileSummary): Promise<void> {
  const now = Date.now()
  const since = new Date(now - WEBPAY_STATUS_KEPT_MS).toISOString().replace('T', ' ')
  const lastHour = new Date(now - REREAD_PAID_EVERY_MS).toISOString().replace('T', ' ')
  const paid = await pb.collection('pagos').getFullList<PaymentRecord>({
    filter: pb.filter("estado = 'finalizada' && created > {:since} && (revisadoEn = '' || revisadoEn < {:lastHour})", { since, lastHour }),
    sort: 'revisadoEn,created',
  })
  await eachWithinRun(run, summary, paid, async (payment) => {
    try {
      const known = await webpay.status(payment.token, new Budget(CALL_BUDGET_MS))
      const givenBack = known.status === 'REVERSED' || (known.status === 'NULLIFIED' && (known.balance ?? 0) === 0)
      if (givenBack) {
        await pb.collection('pagos').update<PaymentRecord>(payment.id, { estado: 'reembolsando', reembolsoMotivo: 'externo' })
        await pb.send('/api/mi/refunded', { method: 'POST', body: { token: payment.token, answer: { type: known.status, balance: known.balance ?? 0, outsideTheShop: true } } })
        await writeAudit(pb, {
          actor: '',
          actorEmail: 'system:reconcile',
          action: 'reembolso-externo',
          collection: 'EntradasEntregadas',
          target: payment.ticket,
          before: { estado: 'pagada', token: payment.token },
          after: { estado: 'reembolsada', webpay: known.status },
        })
        console.error(`payment ${payment.id} (ticket ${payment.ticket}): Webpay reports ${known.status} outside the shop; the ticket is void`)
        summary.voided += 1
      }
    } catch (err) {
      // A token this Webpay does not know (another environment's, or forgotten) cannot be re-read.
      if (!isGoneError(err)) summary.errors.push(`paid ${payment.id}: ${message(err)}`)
    }
    await pb.collection('pagos').update(payment.id, { revisadoEn: new Date().toISOString() })
  })
}
