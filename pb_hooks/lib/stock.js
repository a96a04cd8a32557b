// Adds `delta` units of a ticket type back to (or takes them from) its remaining quantity, never
// below zero, inside the caller's transaction. Types without a quantity row are unlimited.
function changeStock(tx, typeId, delta) {
  let remaining
  try {
    remaining = tx.findFirstRecordByData('EntradasQuedan', 'EntradasID', typeId)
  } catch (_) {
    return
  }
  remaining.set('CantidadQuedan', Math.max(0, remaining.getInt('CantidadQuedan') + delta))
  tx.save(remaining)
}

module.exports = { changeStock: changeStock }
