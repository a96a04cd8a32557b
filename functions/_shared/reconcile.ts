import type { IssuedTicketRecord, PaymentRecord, TypedPocketBase } from '../../src/types/pocketbase.ts'
import { HttpError } from './http.ts'
import { confirmPayment, finalizePayment } from './payments.ts'
import { sendTicketMail } from './ticket-mail.ts'
import { WebpayError } from './webpay.ts'

/** Unfinished attempts older than this (token lifetime + longest form timeout + margin) are closed. */
export const ABANDONED_AFTER_MS = 30 * 60_000

export interface ReconcileSummary {
  checked: number
  finalized: number
  rejected: number
  abandoned: number
  refunded: number
  mailsSent: number
  errors: string[]
}

const pbDate = (value: string) => Date.parse(value.replace(' ', 'T'))
const message = (err: unknown) => (err instanceof Error ? err.message : String(err))

/**
 * Brings every payment to its final state using Webpay's answer, never the browser's: commits (or
 * reads the status of) every open attempt, finalizes AUTHORIZED ones that match their order,
 * closes abandoned attempts, and retries unsent ticket mails. Safe to run any number of times, also
 * concurrently with buyers' returns (the same locks and the same finalize transaction).
 */
export async function reconcile(pb: TypedPocketBase): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { checked: 0, finalized: 0, rejected: 0, abandoned: 0, refunded: 0, mailsSent: 0, errors: [] }
  const open = await pb.collection('pagos').getFullList<PaymentRecord>({ filter: "estado = 'iniciada' || estado = 'pagada'", sort: 'created' })
  for (const candidate of open) {
    summary.checked += 1
    try {
      const payment = await confirmPayment(pb, candidate)
      if (payment.estado === 'rechazada') summary.rejected += 1
      if (payment.estado === 'iniciada' && Date.now() - pbDate(payment.created) > ABANDONED_AFTER_MS) {
        await pb.collection('pagos').update<PaymentRecord>(payment.id, { estado: 'rechazada', result: { status: 'INITIALIZED', abandoned: true } })
        summary.abandoned += 1
      }
      if (payment.estado === 'pagada') {
        const outcome = await finalizePayment(pb, payment)
        if (outcome === 'finalized') summary.finalized += 1
        if (outcome === 'refunded') summary.refunded += 1
      }
    } catch (err) {
      // Webpay forgot it (status is kept 7 days) or never had it: nothing can be paid any more.
      if (err instanceof WebpayError && err.httpStatus === 404 && Date.now() - pbDate(candidate.created) > ABANDONED_AFTER_MS) {
        await pb.collection('pagos').update<PaymentRecord>(candidate.id, { estado: 'rechazada', result: { status: 'NOT_FOUND', abandoned: true } })
        summary.abandoned += 1
        continue
      }
      summary.errors.push(`payment ${candidate.id}: ${message(err)}`)
    }
  }
  const unsent = await pb.collection('EntradasEntregadas').getFullList<IssuedTicketRecord>({ filter: "estado = 'pagada' && correoEnviado2 = 'no'" })
  for (const ticket of unsent) {
    try {
      if ((await sendTicketMail(pb, ticket.id)) === 'sent') summary.mailsSent += 1
    } catch (err) {
      summary.errors.push(`ticket mail ${ticket.id}: ${err instanceof HttpError ? err.message : message(err)}`)
    }
  }
  if (summary.errors.length > 0) console.error('reconcile:', summary.errors.join('; '))
  return summary
}
