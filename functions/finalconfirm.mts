import { buyerPaymentCall } from './_shared/calls.ts'
import { endpoint, HttpError, json } from './_shared/http.ts'
import { confirmPayment, finalizePayment } from './_shared/payments.ts'
import { WebpayError } from './_shared/webpay.ts'
import type { FunctionAnswer } from '../src/domain/function-contracts.ts'

/**
 * POST {token} with the buyer's token: marks the issued ticket paid and updates the badge summary,
 * once. It acts only on a payment verified AUTHORIZED with Webpay (confirming it first if needed),
 * never on the caller's word; otherwise 409 and nothing changes.
 */
export default endpoint(['POST'], async (req) => {
  const call = await buyerPaymentCall(req, 'finalconfirm', 'hidden')
  const { budget, pb } = call
  let payment = call.payment
  try {
    payment = await confirmPayment(pb, payment, budget)
  } catch (err) {
    if (!(err instanceof WebpayError)) throw err
    console.error(`finalconfirm ${payment.id}: ${err.message}`)
    throw new HttpError(502, 'The payment service (Webpay) is not available right now; your payment will be checked again automatically.')
  }
  if (!['pagada', 'finalizada', 'reembolsando', 'reembolsada'].includes(payment.estado)) {
    throw new HttpError(409, 'This payment is not authorized by Webpay.')
  }
  const outcome = await finalizePayment(pb, payment, budget)
  if (payment.reembolsoMotivo === 'noCoincide') {
    throw new HttpError(409, "Webpay's answer does not match this order; the payment is returned to your card.")
  }
  if (outcome === 'refunded') {
    throw new HttpError(409, 'This ticket was already paid by another transaction; this payment has been refunded.')
  }
  if (outcome === 'refundPending') {
    throw new HttpError(409, 'This ticket was already paid by another transaction; this payment will be refunded automatically.')
  }
  return json(200, { estado: 'pagada', ticket: payment.ticket } satisfies FunctionAnswer<'finalconfirm'>)
})
