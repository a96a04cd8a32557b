// Changes of an issued ticket made through the API (a moderator's "Eliminar" or reject, an organiser in
// the dashboard) return or take its unit by the one stock rule (src/domain/ticket-units.ts), in the
// same transaction as the change (and its audit row: lib/audit.js wraps moderators' requests, and a
// transaction inside a transaction runs in it). Internal paths (payments, deadlines, account deletion)
// apply the same rule in their own transactions and never pass here.
const { stockChange } = require(`${__hooks}/lib/domain.generated.js`)
const { changeStock } = require(`${__hooks}/lib/stock.js`)

function withStock(e, action) {
  const before = action === 'delete' ? e.record.getString('estado') : e.record.original().getString('estado')
  const typeId = e.record.getString('tipo')
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    const returned = stockChange(before, action === 'delete' ? null : e.record.getString('estado'))
    if (returned !== 0) changeStock(txApp, typeId, returned)
  })
}

module.exports = { withStock: withStock }
