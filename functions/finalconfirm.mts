import { buyerPaymentCall } from './_shared/calls.ts'
import { completePayment } from './_shared/complete-payment.ts'
import { endpoint, HttpError, json } from './_shared/http.ts'
import { WebpayError } from './_shared/webpay.ts'
import type { FunctionAnswer } from '../src/domain/function-contracts.ts'

/**
 * POST {token} with the buyer's token: marks the issued ticket paid and updates the badge summary,
 * once. It acts only on a payment verified AUTHORIZED with Webpay, never on the caller's word, and
 * runs the same chain as `confirm` (functions/_shared/complete-payment.ts), so calling it after
 * `confirm` (SPEC's three steps) changes nothing; otherwise 409 and nothing changes.
 */
export default endpoint(['POST'], async (req) => {
  const { budget, pb, payment } = await buyerPaymentCall(req, 'finalconfirm', 'hidden')
  let done
  try {
    done = await completePayment(pb, payment, budget)
  } catch (err) {
    if (!(err instanceof WebpayError)) throw err
    console.error(`finalconfirm ${payment.id}: ${err.message}`)
    throw new HttpError(502, 'The payment service (Webpay) is not available right now; your payment will be checked again automatically.')
  }
  if (done.finalized === null) throw new HttpError(409, 'This payment is not authorized by Webpay.')
  if (done.payment.reembolsoMotivo === 'noCoincide') {
    throw new HttpError(409, "Webpay's answer does not match this order; the payment is returned to your card.")
  }
  if (done.finalized === 'refunded') {
    throw new HttpError(409, 'This ticket was already paid by another transaction; this payment has been refunded.')
  }
  if (done.finalized === 'refundPending') {
    throw new HttpError(409, 'This ticket was already paid by another transaction; this payment will be refunded automatically.')
  }
  return json(200, { estado: 'pagada', ticket: payment.ticket } satisfies FunctionAnswer<'finalconfirm'>)
})
