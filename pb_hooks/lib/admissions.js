// What the door has recorded about a person, for the rules that must not act behind its back
// (issue #37, src/domain/ticket-invariants.ts): an organiser refund, a transfer, the door itself.
// An admission belongs to its ticket's edition (admisiones.edicion, the order prefix: issue #38). Runs
// in the caller's app or transaction, so a check and the write it guards commit together.
const { firstOrNull, byIdOrNull } = require(`${__hooks}/lib/records.js`)
const { orderPrefixOf } = require(`${__hooks}/lib/domain.generated.js`)

/**
 * Whether the person (or, for a ticket without a holder, the ticket) was admitted: the admission of
 * any of their tickets of the same edition counts (admission is per person and edition,
 * docs/door-checkin.md). Without a ticket, the edition is the one being held.
 */
function isAdmitted(app, userId, ticketId) {
  const ticket = ticketId ? byIdOrNull(app, 'EntradasEntregadas', ticketId) : null
  const edicion = ticket ? orderPrefixOf(ticket.getString('orderID')) : require(`${__hooks}/lib/editions.js`).current(app, Date.now()).prefijoOrden
  if (userId && ticketId) return !!firstOrNull(app, 'admisiones', '(holder = {:u} && edicion = {:e}) || ticket = {:t}', { u: userId, e: edicion, t: ticketId })
  if (userId) return !!firstOrNull(app, 'admisiones', 'holder = {:u} && edicion = {:e}', { u: userId, e: edicion })
  return !!firstOrNull(app, 'admisiones', 'ticket = {:t}', { t: ticketId })
}

/** Whether an organiser refund of this ticket is in flight (sent to Webpay, not judged yet). */
const refundInFlight = (app, ticketId) => !!firstOrNull(app, 'pagos', "ticket = {:t} && estado = 'reembolsando' && reembolsoMotivo = 'organizador'", { t: ticketId })

module.exports = { isAdmitted: isAdmitted, refundInFlight: refundInFlight }
