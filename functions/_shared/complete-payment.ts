import type { PaymentCompletion } from '../../src/domain/function-contracts.ts'
import type { PaymentRecord, TypedPocketBase } from '../../src/types/pocketbase.ts'
import { BudgetExhausted, SMTP_TIMEOUT_MS, type Budget } from './budget.ts'
import { HttpError } from './http.ts'
import { confirmPayment, finalizePayment, type FinalizeOutcome } from './payments.ts'
import { sendTicketMail, type TicketMailOutcome } from './ticket-mail.ts'

/** The ticket mail was not sent in this call (SMTP failed, or no time was left): the reconciliation sends it. */
export type DeferredMail = 'deferred'

export interface PaymentCompleted {
  /** The payment as stored after the last step. */
  payment: PaymentRecord
  /** Null when Webpay gave no authorized answer (nothing to apply). */
  finalized: FinalizeOutcome | null
  /** Null when no ticket became (or was already) paid by this payment. */
  mail: TicketMailOutcome | DeferredMail | null
}

/**
 * The whole return chain, written once for the buyer's return (`confirm`) and the reconciliation:
 * commit with Webpay at most once, apply an authorized payment to its ticket (or refund a second
 * payment), then send the ticket mail once. Each step leaves a recorded state before the next one
 * starts, so an answer lost anywhere (Webpay's, PocketBase's, the browser's) is continued by a retry
 * or by the reconciliation, never repeated: one commit, one paid ticket, one mail.
 */
export async function completePayment(pb: TypedPocketBase, candidate: PaymentRecord, budget: Budget): Promise<PaymentCompleted> {
  const payment = await confirmPayment(pb, candidate, budget)
  // A refunded payment answers 'refunded' again, so a replay tells the buyer what happened to the money.
  if (!['pagada', 'finalizada', 'reembolsando', 'reembolsada'].includes(payment.estado)) return { payment, finalized: null, mail: null }
  const finalized = await finalizePayment(pb, payment, budget)
  const settled = await pb.collection('pagos').getOne<PaymentRecord>(payment.id)
  if (settled.estado !== 'finalizada') return { payment: settled, finalized, mail: null }
  return { payment: settled, finalized, mail: await mailWithin(pb, settled.ticket, budget) }
}

async function mailWithin(pb: TypedPocketBase, ticketId: string, budget: Budget): Promise<TicketMailOutcome | DeferredMail> {
  try {
    return await sendTicketMail(pb, ticketId, { timeoutMs: budget.slice(SMTP_TIMEOUT_MS) })
  } catch (err) {
    if (err instanceof BudgetExhausted || (err instanceof HttpError && err.status === 502)) return 'deferred'
    throw err
  }
}

/** What the buyer's `confirm` adds to Webpay's result once the chain has run. */
export function publicCompletion(done: PaymentCompleted): PaymentCompletion | undefined {
  const { finalized, mail } = done
  if (finalized === null) return undefined
  if (finalized === 'refunded' || finalized === 'refundPending') return { ticket: finalized, mailed: false }
  if (mail === null) return undefined
  return { ticket: 'issued', mailed: mail !== 'deferred' }
}
