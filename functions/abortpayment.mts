import { requireUser } from './_shared/auth.ts'
import { Budget } from './_shared/budget.ts'
import { endpoint, HttpError, json, onlyFields, readJsonObject } from './_shared/http.ts'
import { abortPayment, findPayment, providerError, tokenField } from './_shared/payments.ts'
import { adminClient } from './_shared/pocketbase.ts'
import { WebpayError } from './_shared/webpay.ts'

/**
 * POST {token} with the buyer's token (the owner of that payment), sent by /webpayretorno when
 * Webpay came back with TBK_TOKEN (abort, rejection or error page). Webpay's status(), never the
 * browser, decides: an AUTHORIZED transaction is left untouched (409); a rejected one is closed; one
 * that never got a result is marked aborted, so the next Pay opens a new transaction at once.
 */
export default endpoint(['POST'], async (req) => {
  const budget = new Budget()
  const user = await requireUser(req)
  const body = await readJsonObject(req)
  onlyFields(body, ['token'])
  const token = tokenField(body)
  const pb = await adminClient()
  const payment = await findPayment(pb, token)
  if (!payment) throw new HttpError(404, 'No payment with this token was found.')
  if (payment.user !== user.id) throw new HttpError(403, 'This payment belongs to another account.')
  try {
    return json(200, await abortPayment(pb, payment, budget))
  } catch (err) {
    if (err instanceof WebpayError) throw providerError(err)
    throw err
  }
})
