import { buyerPaymentCall } from './_shared/calls.ts'
import { endpoint, json } from './_shared/http.ts'
import { confirmPayment, publicResult } from './_shared/payments.ts'
import { WebpayError } from './_shared/webpay.ts'
import type { FunctionAnswer } from '../src/domain/function-contracts.ts'

/**
 * POST {token} with the buyer's token (the owner of that payment): commits the Webpay transaction at
 * most once and answers its result ({paid, status, amount, …}); replays get the stored answer. Answers
 * null when there is no final result (Webpay unreachable, form not finished, aborted), as SPEC says.
 */
export default endpoint(['POST'], async (req) => {
  const { budget, pb, payment } = await buyerPaymentCall(req, 'confirm', 'hidden')
  try {
    return json(200, publicResult(await confirmPayment(pb, payment, budget)) satisfies FunctionAnswer<'confirm'>)
  } catch (err) {
    if (!(err instanceof WebpayError)) throw err
    console.error(`confirm ${payment.id}: ${err.message}`)
    return json(200, null satisfies FunctionAnswer<'confirm'>)
  }
})
