import { Budget } from './_shared/budget.ts'
import { buyerTicketCall } from './_shared/calls.ts'
import { serverEnv } from './_shared/env.ts'
import { endpoint, HttpError, json } from './_shared/http.ts'
import { acquireLock, confirmPayment, finalizePayment, hasFinalAnswer, releaseLock } from './_shared/payments.ts'
import { findFirst } from './_shared/pocketbase.ts'
import { webpay, WebpayError } from './_shared/webpay.ts'
import { WEBPAY_FORM_REACH_MS } from '../src/domain/webpay-timing.ts'
import { isPersonBanned } from './_shared/standing.ts'
import { saleOf } from './_shared/edition.ts'
import { attemptBuyOrder, orderPrefixOf } from '../src/domain/order-id.ts'
import type { FunctionAnswer } from '../src/domain/function-contracts.ts'
import { pocketBaseDate } from '../src/domain/pocketbase-date.ts'
import type { IssuedTicketRecord, PaymentRecord, TypedPocketBase } from '../src/types/pocketbase.ts'

const UNAVAILABLE = 'The payment service (Webpay) is not available right now. Nothing was charged; please try again later.'

const latestPayment = (pb: TypedPocketBase, ticketId: string) =>
  findFirst(() => pb.collection('pagos').getFirstListItem<PaymentRecord>(pb.filter('ticket = {:ticketId}', { ticketId }), { sort: '-created' }))

/**
 * A previous attempt may have been paid in another tab after its window: never open a second
 * transaction while one is authorized; complete that one instead.
 */
async function settlePrevious(pb: TypedPocketBase, previous: PaymentRecord, budget: Budget) {
  let payment = previous
  if (payment.estado === 'iniciada') {
    try {
      payment = await confirmPayment(pb, payment, budget)
    } catch (err) {
      if (err instanceof WebpayError) {
        console.error(err.message)
        throw new HttpError(502, UNAVAILABLE)
      }
      throw err
    }
  }
  if (payment.estado === 'pagada' || payment.estado === 'finalizada') {
    await finalizePayment(pb, payment, budget)
    throw new HttpError(409, 'This ticket has already been paid.')
  }
}

/**
 * An attempt whose create was sent but never answered (timeout, function killed): Webpay may have
 * created it, but nobody got its token or form address, so nobody can pay it and it expires there
 * (5-minute token life). It is closed; the next attempt gets a new buy_order.
 */
async function closeUnansweredCreate(pb: TypedPocketBase, payment: PaymentRecord) {
  await pb.collection('pagos').update<PaymentRecord>(payment.id, { estado: 'rechazada', result: { status: 'CREATE_UNANSWERED' } })
}

/**
 * POST {EntradasEntregadasID} with the buyer's token: the Webpay transaction for their granted
 * ticket, as {token, url}. Within the payment window the same live transaction is returned; after
 * it, after a verified abort (abortpayment) or once Webpay has a result, a new one is created.
 * Every attempt writes its intent (pagos `creando`, with its own buy_order from
 * attemptBuyOrder) BEFORE calling create, so a lost answer never blocks the ticket: the next Pay
 * closes that attempt and opens a fresh one. session_id = user id, amount = monto (all from
 * PocketBase, never from the body).
 */
const UPGRADE_BASE_GONE =
  'Esta mejora ya no se puede pagar: la entrada en la que se basa fue reembolsada o cambió. Pide la mejora de nuevo. / This upgrade can no longer be paid: the ticket it builds on was refunded or changed. Request the upgrade again.'

const SALE_CLOSED = 'La venta de entradas está cerrada. / Ticket sales are closed.'
const OTHER_EDITION = 'Esta entrada es de otra edición y ya no se puede pagar. / This ticket belongs to another edition and can no longer be paid.'

export default endpoint(['POST'], async (req) => {
  const budget = new Budget()
  const { user, pb, ticket } = await buyerTicketCall(req, 'updatetokenentregada', 'forbidden')
  if (ticket.estado === 'pagada') throw new HttpError(409, 'This ticket has already been paid.')
  if (ticket.estado !== 'creada') throw new HttpError(409, 'This ticket was rejected and cannot be paid.')
  if (await isPersonBanned(pb, user.id)) throw new HttpError(403, 'This account cannot buy tickets.')
  // An upgrade is paid for the difference only while the ticket it builds on stands (src/domain/upgrade-base.ts).
  const { problem } = await pb.send<{ problem: string | null }>(`/api/mi/upgrade-base/${ticket.id}`, { method: 'GET' })
  if (problem) throw new HttpError(409, UPGRADE_BASE_GONE, { code: 'upgradeBaseGone', reason: problem })

  // One attempt at a time per ticket, even when Pay is clicked twice.
  const lock = await acquireLock(pb, `create:${ticket.id}`)
  if (!lock) throw new HttpError(409, 'A payment for this ticket is being prepared; try again in a moment.', { code: 'paymentBeingPrepared' })
  try {
    const previous = await latestPayment(pb, ticket.id)
    if (previous?.estado === 'creando') await closeUnansweredCreate(pb, previous)
    // Reused only while Webpay can still take it: not after an abort, nor once it has a result.
    const live = previous && previous.estado === 'iniciada' && !previous.abortada && Date.now() - pocketBaseDate(previous.created).getTime() < WEBPAY_FORM_REACH_MS
    if (previous && live && !(await hasFinalAnswer(previous, budget))) {
      return json(200, { token: previous.token, url: previous.url } satisfies FunctionAnswer<'updatetokenentregada'>)
    }
    if (previous && previous.estado !== 'creando') await settlePrevious(pb, previous, budget)
    // What is already at Webpay completes above; a new charge only while the edition sells tickets, and
    // only for a ticket of that edition (last year's unpaid ticket is last year's: its order prefix).
    const sale = await saleOf(pb)
    if (!sale.open) throw new HttpError(409, SALE_CLOSED, { code: 'saleClosed' })
    if (orderPrefixOf(ticket.orderID) !== sale.prefix) throw new HttpError(409, OTHER_EDITION, { code: 'otherEdition' })

    const attempts = await pb.collection('pagos').getList(1, 1, { filter: pb.filter('ticket = {:id}', { id: ticket.id }), fields: 'id' })
    const buyOrder = attemptBuyOrder(ticket.orderID, attempts.totalItems + 1)
    const intent = await pb.collection('pagos').create<PaymentRecord>({
      ticket: ticket.id,
      user: user.id,
      buyOrder,
      amount: ticket.monto,
      estado: 'creando',
    })
    const returnUrl = `${serverEnv().appUrl}/.netlify/functions/webpayreturn`
    let created: { token: string; url: string }
    try {
      created = await webpay.create(buyOrder, user.id, ticket.monto, returnUrl, budget)
    } catch (err) {
      console.error(err instanceof Error ? err.message : err)
      // Webpay answered with a refusal: it certainly created nothing. Otherwise the intent stays
      // `creando` (it may exist at Webpay) and the next Pay or the reconciliation closes it.
      if (err instanceof WebpayError && err.httpStatus !== null && err.httpStatus < 500) {
        await pb.collection('pagos').update<PaymentRecord>(intent.id, { estado: 'rechazada', result: { status: 'CREATE_REFUSED', error: err.providerMessage } })
      }
      throw new HttpError(502, UNAVAILABLE)
    }
    await pb.collection('pagos').update<PaymentRecord>(intent.id, { token: created.token, url: created.url, estado: 'iniciada' })
    await pb.collection('EntradasEntregadas').update<IssuedTicketRecord>(ticket.id, { token: created.token, tokenCreadoEn: new Date().toISOString() })
    return json(200, created satisfies FunctionAnswer<'updatetokenentregada'>)
  } finally {
    await releaseLock(pb, lock)
  }
})
