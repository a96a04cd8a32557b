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

module.exports = { changeStock: changeStock }
