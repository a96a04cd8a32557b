import { buyerPaymentCall } from './_shared/calls.ts'
import { endpoint, json } from './_shared/http.ts'
import { abortPayment, providerError } from './_shared/payments.ts'
import { WebpayError } from './_shared/webpay.ts'
import type { FunctionAnswer } from '../src/domain/function-contracts.ts'

/**
 * POST {token} with the buyer's token (the owner of that payment), sent by /webpayretorno when
 * Webpay came back with TBK_TOKEN (abort, rejection or error page). Webpay's status(), never the
 * browser, decides: an AUTHORIZED transaction is left untouched (409); a rejected one is closed; one
 * that never got a result is marked aborted, so the next Pay opens a new transaction at once.
 */
export default endpoint(['POST'], async (req) => {
  const { budget, pb, payment } = await buyerPaymentCall(req, 'abortpayment', 'forbidden')
  try {
    return json(200, (await abortPayment(pb, payment, budget)) satisfies FunctionAnswer<'abortpayment'>)
  } catch (err) {
    if (err instanceof WebpayError) throw providerError(err)
    throw err
  }
})
