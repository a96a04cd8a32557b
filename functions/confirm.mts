import { buyerPaymentCall } from './_shared/calls.ts'
import { completePayment, publicCompletion } from './_shared/complete-payment.ts'
import { endpoint, json } from './_shared/http.ts'
import { publicResult } from './_shared/payments.ts'
import { WebpayError } from './_shared/webpay.ts'
import type { FunctionAnswer } from '../src/domain/function-contracts.ts'

/**
 * POST {token} with the buyer's token: the whole return in one call (SPEC §2: confirm, finalize, send
 * the ticket mail). Commits the Webpay transaction at most once, applies an authorized payment to its
 * ticket and mails it, within the call's budget (functions/_shared/complete-payment.ts, the chain the
 * reconciliation runs too). Answers Webpay's result with `completion`; replays get the stored answer.
 * Answers null when there is no final result (Webpay unreachable, form not finished, aborted), as SPEC says.
 */
export default endpoint(['POST'], async (req) => {
  const { budget, pb, payment } = await buyerPaymentCall(req, 'confirm', 'hidden')
  try {
    const done = await completePayment(pb, payment, budget)
    const result = publicResult(done.payment)
    const completion = publicCompletion(done)
    return json(200, (result && completion ? { ...result, completion } : result) satisfies FunctionAnswer<'confirm'>)
  } catch (err) {
    if (!(err instanceof WebpayError)) throw err
    console.error(`confirm ${payment.id}: ${err.message}`)
    return json(200, null satisfies FunctionAnswer<'confirm'>)
  }
})
