import { requireUser } from './_shared/auth.ts'
import { Budget } from './_shared/budget.ts'
import { endpoint, HttpError, json, onlyFields, readJsonObject } from './_shared/http.ts'
import { confirmPayment, finalizePayment, ownPayment, tokenField } from './_shared/payments.ts'
import { adminClient } from './_shared/pocketbase.ts'
import { WebpayError } from './_shared/webpay.ts'

/**
 * POST {token} with the buyer's token: marks the issued ticket paid and updates the badge summary,
 * once. It acts only on a payment verified AUTHORIZED with Webpay (confirming it first if needed),
 * never on the caller's word; otherwise 409 and nothing changes.
 */
export default endpoint(['POST'], async (req) => {
  const budget = new Budget()
  const user = await requireUser(req)
  const body = await readJsonObject(req)
  onlyFields(body, ['token'])
  const token = tokenField(body)
  const pb = await adminClient()
  let payment = await ownPayment(pb, token, user.id)
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
  return json(200, { estado: 'pagada', ticket: payment.ticket })
})
