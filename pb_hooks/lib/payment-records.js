// The lookups both payment routes (pb_hooks/payments.pb.js) make, inside their transaction.
const { isWebpayToken } = require(`${__hooks}/lib/domain.generated.js`)
const { byIdOrNull, firstOrNull } = require(`${__hooks}/lib/records.js`)

/** The payment a request body's Webpay token names: 400 for a malformed token, 404 for an unknown one. */
function paymentOf(tx, body) {
  const token = String((body && body.token) || '')
  if (!isWebpayToken(token)) throw new BadRequestError('Invalid token.')
  const pago = firstOrNull(tx, 'pagos', 'token = {:token}', { token: token })
  if (!pago) throw new NotFoundError('Payment not found.')
  return pago
}

/** The issued ticket a payment is for (null when it was deleted while its buyer paid). */
const ticketOf = (tx, pago) => byIdOrNull(tx, 'EntradasEntregadas', pago.getString('ticket'))

/** The buyer's badge summary (EntradasUsuario), or null. */
const badgeSummaryOf = (tx, userId) => firstOrNull(tx, 'EntradasUsuario', 'user = {:user}', { user: userId })

/** The paid ticket an upgrade `ticketId` retired, or null. */
const replacedBy = (tx, ticketId) => firstOrNull(tx, 'EntradasEntregadas', "reemplazadaPor = {:id} && estado = 'reemplazada'", { id: ticketId })

module.exports = { paymentOf: paymentOf, ticketOf: ticketOf, badgeSummaryOf: badgeSummaryOf, replacedBy: replacedBy }
