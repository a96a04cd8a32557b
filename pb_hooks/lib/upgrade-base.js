// Whether an upgrade still stands on what it was priced with (src/domain/upgrade-base.ts), from the
// records, inside the caller's transaction; and what a refund of a base does to the upgrades on it.
const { upgradeBaseProblem } = require(`${__hooks}/lib/domain.generated.js`)
const { byIdOrNull, firstOrNull } = require(`${__hooks}/lib/records.js`)
const { changeTicketStock } = require(`${__hooks}/lib/stock.js`)

/** null when the ticket is payable as priced; otherwise the problem's code. */
function problemOf(app, ticket) {
  const credit = ticket.getInt('credito')
  if (credit <= 0) return null
  const baseId = ticket.getString('mejoraDe')
  const base = baseId ? byIdOrNull(app, 'EntradasEntregadas', baseId) : null
  const refunding = base ? !!firstOrNull(app, 'pagos', "ticket = {:ticket} && estado = 'reembolsando'", { ticket: base.id }) : false
  const summary = require(`${__hooks}/lib/payment-records.js`).badgeSummaryOf(app, ticket.getString('user'), ticket)
  return upgradeBaseProblem({
    credit: credit,
    baseEstado: base ? base.getString('estado') : null,
    baseRefunding: refunding,
    paidNow: summary ? summary.getInt('MontoTotalPagado') : 0,
  })
}

/**
 * The base `baseId` was refunded: every approved, unpaid upgrade built on it is cancelled (rechazada,
 * its unit back by the stock rule). Returns the cancelled ids.
 */
function cancelUpgradesOf(tx, baseId) {
  const cancelled = []
  for (const upgrade of tx.findRecordsByFilter('EntradasEntregadas', "mejoraDe = {:base} && estado = 'creada'", '', 0, 0, { base: baseId })) {
    upgrade.set('estado', 'rechazada')
    tx.save(upgrade)
    changeTicketStock(tx, upgrade, 'creada', 'rechazada')
    cancelled.push(upgrade.id)
  }
  return cancelled
}

module.exports = { problemOf: problemOf, cancelUpgradesOf: cancelUpgradesOf }
