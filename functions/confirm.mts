import { requireUser } from './_shared/auth.ts'
import { Budget } from './_shared/budget.ts'
import { endpoint, json, onlyFields, readJsonObject } from './_shared/http.ts'
import { confirmPayment, ownPayment, publicResult, tokenField } from './_shared/payments.ts'
import { adminClient } from './_shared/pocketbase.ts'
import { WebpayError } from './_shared/webpay.ts'

/**
 * POST {token} with the buyer's token (the owner of that payment): commits the Webpay transaction at
 * most once and answers its result ({paid, status, amount, …}); replays get the stored answer. Answers
 * null when there is no final result (Webpay unreachable, form not finished, aborted), as SPEC says.
 */
export default endpoint(['POST'], async (req) => {
  const budget = new Budget()
  const user = await requireUser(req)
  const body = await readJsonObject(req)
  onlyFields(body, ['token'])
  const token = tokenField(body)
  const pb = await adminClient()
  const payment = await ownPayment(pb, token, user.id)
  try {
    return json(200, publicResult(await confirmPayment(pb, payment, budget)))
  } catch (err) {
    if (!(err instanceof WebpayError)) throw err
    console.error(`confirm ${payment.id}: ${err.message}`)
    return json(200, null)
  }
})
