import { requireUser } from './_shared/auth.ts'
import { serverEnv } from './_shared/env.ts'
import { endpoint, HttpError, json, onlyFields, readJsonObject, recordIdField } from './_shared/http.ts'
import { acquireLock, confirmPayment, finalizePayment, hasFinalAnswer, releaseLock } from './_shared/payments.ts'
import { adminClient, findFirst, isNotFound } from './_shared/pocketbase.ts'
import { webpay, WebpayError } from './_shared/webpay.ts'
import { EVENT } from '../src/domain/event.ts'
import { isPersonBanned } from './_shared/standing.ts'
import type { IssuedTicketRecord, PaymentRecord, TypedPocketBase } from '../src/types/pocketbase.ts'

const pbDate = (value: string) => Date.parse(value.replace(' ', 'T'))

const latestPayment = (pb: TypedPocketBase, ticketId: string) =>
  findFirst(() => pb.collection('pagos').getFirstListItem<PaymentRecord>(pb.filter('ticket = {:ticketId}', { ticketId }), { sort: '-created' }))

/**
 * A previous attempt may have been paid in another tab after its window: never open a second
 * transaction while one is authorized; complete that one instead.
 */
async function settlePrevious(pb: TypedPocketBase, previous: PaymentRecord) {
  let payment = previous
  if (payment.estado === 'iniciada') {
    try {
      payment = await confirmPayment(pb, payment)
    } catch (err) {
      if (err instanceof WebpayError) {
        console.error(err.message)
        throw new HttpError(502, 'The payment service (Webpay) is not available right now. Nothing was charged; please try again later.')
      }
      throw err
    }
  }
  if (payment.estado === 'pagada' || payment.estado === 'finalizada') {
    await finalizePayment(pb, payment)
    throw new HttpError(409, 'This ticket has already been paid.')
  }
}

/**
 * POST {EntradasEntregadasID} with the buyer's token: the Webpay transaction for their granted
 * ticket, as {token, url}. Within the payment window the same live transaction is returned; after
 * it, after a verified abort (abortpayment) or once Webpay has a result, a new one is created.
 * buy_order is the ticket's orderID on the first attempt and a fresh order id on each retry (Webpay
 * wants it unique); session_id = user id, amount = monto (all from PocketBase, never from the body).
 */
export default endpoint(['POST'], async (req) => {
  const user = await requireUser(req)
  const body = await readJsonObject(req)
  onlyFields(body, ['EntradasEntregadasID'])
  const ticketId = recordIdField(body, 'EntradasEntregadasID')
  const pb = await adminClient()

  const ticket = await pb.collection('EntradasEntregadas').getOne<IssuedTicketRecord>(ticketId).catch((err: unknown) => {
    if (isNotFound(err)) throw new HttpError(404, 'The issued ticket was not found.')
    throw err
  })
  if (ticket.user !== user.id) throw new HttpError(403, 'This ticket belongs to another account.')
  if (ticket.estado === 'pagada') throw new HttpError(409, 'This ticket has already been paid.')
  if (ticket.estado !== 'creada') throw new HttpError(409, 'This ticket was rejected and cannot be paid.')
  if (await isPersonBanned(pb, user.id)) throw new HttpError(403, 'This account cannot buy tickets.')

  // One attempt at a time per ticket, even when Pay is clicked twice.
  const lock = await acquireLock(pb, `create:${ticket.id}`, 30_000)
  if (!lock) throw new HttpError(409, 'A payment for this ticket is being prepared; try again in a moment.')
  try {
    const previous = await latestPayment(pb, ticket.id)
    // Reused only while Webpay can still take it: not after an abort, nor once it has a result.
    const live = previous && previous.estado === 'iniciada' && !previous.abortada && Date.now() - pbDate(previous.created) < EVENT.paymentWindowMs
    if (previous && live && !(await hasFinalAnswer(previous))) {
      return json(200, { token: previous.token, url: previous.url })
    }
    if (previous) await settlePrevious(pb, previous)

    const returnUrl = `${serverEnv().appUrl}/.netlify/functions/webpayreturn`
    // Webpay needs a unique buy_order per transaction: a retry gets a fresh order id.
    const buyOrder = previous ? (await pb.send<{ orderID: string }>('/api/mi/order-id', { method: 'POST' })).orderID : ticket.orderID
    let created: { token: string; url: string }
    try {
      created = await webpay.create(buyOrder, user.id, ticket.monto, returnUrl)
    } catch (err) {
      console.error(err instanceof Error ? err.message : err)
      throw new HttpError(502, 'The payment service (Webpay) is not available right now. Nothing was charged; please try again later.')
    }
    await pb.collection('pagos').create<PaymentRecord>({
      token: created.token,
      ticket: ticket.id,
      user: user.id,
      buyOrder,
      amount: ticket.monto,
      url: created.url,
      estado: 'iniciada',
    })
    await pb.collection('EntradasEntregadas').update<IssuedTicketRecord>(ticket.id, { token: created.token, tokenCreadoEn: new Date().toISOString() })
    return json(200, created)
  } finally {
    await releaseLock(pb, lock)
  }
})
