import { requireModerator } from './_shared/auth.ts'
import { Budget } from './_shared/budget.ts'
import { issuedTicketOr404 } from './_shared/calls.ts'
import { endpoint, HttpError, json, readRequestBody, recordIdField } from './_shared/http.ts'
import { ADMITTED_REFUSAL, findPayment, refundPayment, RefundNeedsUnit, RefundNotPerformed } from './_shared/payments.ts'
import { adminClient, findFirst } from './_shared/pocketbase.ts'
import { afterOrganiserRefund } from './_shared/refund-mail.ts'
import { WebpayError } from './_shared/webpay.ts'
import { orderPrefixOf } from '../src/domain/order-id.ts'
import { organiserRefundRefusal, type RefundRefusal } from '../src/domain/refund-window.ts'
import { onlyOutsideWebpay, webpayRefundRefusal, type WebpayRefundRefusal } from '../src/domain/webpay-refund.ts'
import type { FunctionAnswer } from '../src/domain/function-contracts.ts'
import type { IssuedTicketRecord, TicketTypeRecord } from '../src/types/pocketbase.ts'

const REFUSALS: Record<RefundRefusal, string> = {
  notPaid: 'Only a paid ticket can be refunded.',
  admitted: ADMITTED_REFUSAL,
  waitlist: 'Waitlist tickets are non-refundable under the rules.',
  windowClosed: 'The withdrawal period (10 calendar days after payment) is over for this ticket.',
  noPaymentDate: 'This ticket has no payment date; it cannot be refunded here.',
  previousSoldOut: 'This upgrade replaced a ticket whose level has no unit left: add one to that level before refunding, or the person would hold it over capacity.',
}

const WEBPAY_REFUSALS: Record<Exclude<WebpayRefundRefusal, 'other'>, string> = {
  debitAfterReversal:
    'Webpay does not refund debit or prepaid payments after the 3-hour reversal window; nothing changed. Give the money back another way (a bank transfer) and record it as a refund made outside Webpay.',
  periodExceeded:
    'Webpay no longer accepts refunds for this payment (more than 90 days); nothing changed. Give the money back another way (a bank transfer) and record it as a refund made outside Webpay.',
}

/**
 * Refunding an upgrade gives the person their previous ticket back, which takes a unit of its level
 * (src/domain/ticket-units.ts): when none is left, the refund would oversell that level.
 */
async function previousSoldOut(pb: Awaited<ReturnType<typeof adminClient>>, ticketId: string): Promise<boolean> {
  const previous = await findFirst(() => pb.collection('EntradasEntregadas').getFirstListItem(pb.filter("reemplazadaPor = {:id} && estado = 'reemplazada'", { id: ticketId })))
  if (!previous) return false
  const stock = await findFirst(() => pb.collection('EntradasQuedan').getFirstListItem(pb.filter('EntradasID = {:type}', { type: previous.tipo })))
  return stock !== null && stock.CantidadQuedan <= 0
}

/**
 * The holder was admitted at the door, with this ticket or another of theirs (admission is per person):
 * no money back while the admission stands (issue #37). The intent's own transaction checks it again
 * (pb_hooks/refund-guard.pb.js), so an admission between this read and Webpay cannot slip through.
 */
async function admitted(pb: Awaited<ReturnType<typeof adminClient>>, ticket: IssuedTicketRecord): Promise<boolean> {
  // Admission is per person and edition (admisiones.edicion: the ticket's order prefix).
  const filter = ticket.user
    ? pb.filter('(holder = {:user} && edicion = {:edicion}) || ticket = {:ticket}', { user: ticket.user, edicion: orderPrefixOf(ticket.orderID), ticket: ticket.id })
    : pb.filter('ticket = {:ticket}', { ticket: ticket.id })
  return (await pb.collection('admisiones').getList(1, 1, { filter, skipTotal: true })).items.length > 0
}

/**
 * POST {EntradasEntregadasID} with a moderator token ("Reembolsar" on /adminremove): refunds the
 * whole amount of a paid ticket through Webpay inside the withdrawal period (src/domain/refund-window.ts;
 * waitlist types and admitted holders excluded), with the same intent/status discipline as every payment step. Once
 * Webpay gave the money back, one PocketBase transaction marks the payment and the ticket
 * `reembolsada`, returns the unit to stock and lowers the badge summary; then an audit row and a
 * bilingual mail. A lost answer keeps the intent (the reconciliation finishes it): 502.
 */
export default endpoint(['POST'], async (req) => {
  const budget = new Budget()
  const moderator = await requireModerator(req)
  const body = await readRequestBody(req, 'reembolsar')
  const ticketId = recordIdField(body, 'EntradasEntregadasID')
  const pb = await adminClient()
  const ticket = await issuedTicketOr404<IssuedTicketRecord & { expand?: { tipo?: TicketTypeRecord } }>(pb, ticketId, { expand: 'tipo' })
  if (ticket.estado === 'reembolsada') return json(200, { estado: 'reembolsada', mailed: false } satisfies FunctionAnswer<'reembolsar'>)
  const type = ticket.expand?.tipo
  const refusal = organiserRefundRefusal(
    { estado: ticket.estado, pagadoEn: ticket.pagadoEn, listaEspera: type?.listaEspera === true, previousSoldOut: await previousSoldOut(pb, ticket.id), admitted: await admitted(pb, ticket) },
    new Date(Date.now()),
  )
  if (refusal) throw new HttpError(409, REFUSALS[refusal], { code: refusal })
  const payment = await findPayment(pb, ticket.token)
  if (!payment || payment.ticket !== ticket.id) throw new HttpError(409, 'No Webpay payment is recorded for this ticket.', { code: 'noPayment' })

  try {
    const outcome = await refundPayment(pb, payment, { motivo: 'organizador', por: moderator.id }, budget)
    if (outcome === 'busy') throw new HttpError(409, 'This refund is already being processed; try again in a moment.', { code: 'busy' })
  } catch (err) {
    if (err instanceof RefundNeedsUnit) throw new HttpError(409, REFUSALS.previousSoldOut, { code: 'previousSoldOut' })
    if (err instanceof RefundNotPerformed) {
      // A refusal no retry will change (src/domain/webpay-refund.ts): say why, and that the money can
      // only go back outside Webpay and be recorded here ("record a refund made outside Webpay").
      const answer = typeof err.answer.error === 'string' ? err.answer.error : ''
      const paymentType = typeof payment.result?.['payment_type_code'] === 'string' ? payment.result['payment_type_code'] : ''
      const why = webpayRefundRefusal(answer, paymentType)
      if (onlyOutsideWebpay(why)) throw new HttpError(409, WEBPAY_REFUSALS[why], { code: 'webpayRefused', reason: why, answer })
      throw new HttpError(502, 'Webpay did not perform the refund; nothing changed. Try again later.', { code: 'notPerformed' })
    }
    if (err instanceof WebpayError) {
      console.error(`reembolsar ${ticket.id}: ${err.message}`)
      throw new HttpError(502, 'Webpay did not answer; the refund will be checked and completed automatically.', { code: 'pending' })
    }
    throw err
  }

  const mailed = await afterOrganiserRefund(pb, payment.id, moderator.email, budget)
  return json(200, { estado: 'reembolsada', mailed } satisfies FunctionAnswer<'reembolsar'>)
})
