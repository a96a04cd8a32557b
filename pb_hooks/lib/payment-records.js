// The lookups both payment routes (pb_hooks/payments.pb.js) make, inside their transaction.
const { isWebpayToken, orderPrefixOf } = require(`${__hooks}/lib/domain.generated.js`)
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

/** The buyer's badge summary (EntradasUsuario) for the edition of `ticket` (its order prefix), or null. */
const badgeSummaryOf = (tx, userId, ticket) => require(`${__hooks}/lib/badge-summary.js`).ofEdition(tx, userId, orderPrefixOf(ticket.getString('orderID')))

/** The paid ticket an upgrade `ticketId` retired, or null. */
const replacedBy = (tx, ticketId) => firstOrNull(tx, 'EntradasEntregadas', "reemplazadaPor = {:id} && estado = 'reemplazada'", { id: ticketId })

/**
 * The payment's stored `result` (Webpay's answers and what the refund steps added) as an object:
 * {} when empty or unreadable. Its keys are Webpay's and ours, so it is read loosely.
 * @returns {{ [key: string]: any }}
 */
function storedResult(pago) {
  try {
    const value = JSON.parse(pago.getString('result') || 'null')
    return value && typeof value === 'object' ? value : {}
  } catch (_) {
    return {}
  }
}

/** Adds `key: value` to the payment's stored result, keeping what it held; the caller saves the record. */
function addToResult(pago, key, value) {
  const stored = storedResult(pago)
  stored[key] = value
  pago.set('result', stored)
}

module.exports = { paymentOf: paymentOf, ticketOf: ticketOf, badgeSummaryOf: badgeSummaryOf, replacedBy: replacedBy, storedResult: storedResult, addToResult: addToResult }
