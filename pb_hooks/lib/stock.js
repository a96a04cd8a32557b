// Adds `delta` units of a ticket type back to (or takes them from) its remaining quantity, never
// below zero, inside the caller's transaction. Types without a quantity row are unlimited.
// A unit that comes back is counted as returned (`devueltas`, what /adminsell offers to the queue)
// and, when the organisers switched the type's queue to move by itself, goes to the next open
// request of that type in the same transaction (lib/moving-queue.js).
function changeStock(tx, typeId, delta) {
  let remaining
  try {
    remaining = tx.findFirstRecordByData('EntradasQuedan', 'EntradasID', typeId)
  } catch (_) {
    return
  }
  const quantity = Math.max(0, remaining.getInt('CantidadQuedan') + delta)
  remaining.set('CantidadQuedan', quantity)
  remaining.set('devueltas', Math.min(quantity, Math.max(0, remaining.getInt('devueltas') + Math.max(0, delta))))
  tx.save(remaining)
  if (delta > 0 && remaining.getBool('colaAutomatica')) require(`${__hooks}/lib/moving-queue.js`).moveQueue(tx, typeId, delta)
}

/**
 * Stock is the current edition's sale (ticket types carry over to the next edition): whether a ticket,
 * by its order prefix, belongs to it.
 */
function inCurrentSale(tx, ticket) {
  const { orderPrefixOf } = require(`${__hooks}/lib/domain.generated.js`)
  return orderPrefixOf(ticket.getString('orderID')) === require(`${__hooks}/lib/editions.js`).current(tx, Date.now()).prefijoOrden
}

/**
 * A ticket's unit as its state moves from `before` to `after` (null: deleted), by the one stock rule
 * (src/domain/ticket-units.ts): only a ticket of the current edition takes a unit from this sale or gives
 * one back; another edition's changes nothing.
 */
function changeTicketStock(tx, ticket, before, after) {
  if (!inCurrentSale(tx, ticket)) return
  const { stockChange } = require(`${__hooks}/lib/domain.generated.js`)
  const delta = stockChange(before, after)
  if (delta !== 0) changeStock(tx, ticket.getString('tipo'), delta)
}

module.exports = { changeStock: changeStock, changeTicketStock: changeTicketStock, inCurrentSale: inCurrentSale }
