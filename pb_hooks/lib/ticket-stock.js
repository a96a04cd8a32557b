// Changes of an issued ticket made through the API (a moderator's "Eliminar" or reject, an organiser in
// the dashboard) return or take its unit by the one stock rule (src/domain/ticket-units.ts), in the
// same transaction as the change (and its audit row: lib/audit.js wraps moderators' requests, and a
// transaction inside a transaction runs in it). Internal paths (payments, deadlines, account deletion)
// apply the same rule in their own transactions and never pass here.
const { changeTicketStock } = require(`${__hooks}/lib/stock.js`)

function withStock(e, action) {
  const before = action === 'delete' ? e.record.getString('estado') : e.record.original().getString('estado')
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    changeTicketStock(txApp, e.record, before, action === 'delete' ? null : e.record.getString('estado'))
  })
}

module.exports = { withStock: withStock }
