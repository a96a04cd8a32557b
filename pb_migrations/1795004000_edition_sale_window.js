/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Issue #38: an edition sells tickets in a window of its own (ventaAbre to ventaCierra, Chile calendar
// days, both included), closing before its first day (src/domain/edition.ts, checked by
// pb_hooks/editions.pb.js); outside it the server refuses requests, approvals, payments and transfers.
// Existing editions keep selling as they did (until the day before they start) and open 180 days
// before it. Order prefixes name an edition (the door reads a QR's edition from it): unique from now on.
migrate(
  (app) => {
    const editions = app.findCollectionByNameOrId('Ediciones')
    const day = (name) => new TextField({ name: name, required: true, min: 10, max: 10, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })
    editions.fields.add(day('ventaAbre'))
    editions.fields.add(day('ventaCierra'))
    app.save(editions)
    app.db().newQuery("UPDATE Ediciones SET ventaAbre = date(inicio, '-180 days'), ventaCierra = date(inicio, '-1 day')").execute()
    // Two editions sharing a prefix cannot tell their tickets apart: an operator decides which is which.
    const shared = new DynamicModel({ prefijoOrden: '' })
    try {
      app.db().newQuery('SELECT prefijoOrden FROM Ediciones GROUP BY prefijoOrden HAVING COUNT(*) > 1 LIMIT 1').one(shared)
    } catch (_) {
      shared.prefijoOrden = ''
    }
    if (shared.prefijoOrden) throw new Error('Editions share the order prefix ' + shared.prefijoOrden + ': give each edition its own before migrating.')
    editions.addIndex('idx_ediciones_prefijo', true, 'prefijoOrden', '')
    app.save(editions)
  },
  (app) => {
    const editions = app.findCollectionByNameOrId('Ediciones')
    editions.removeIndex('idx_ediciones_prefijo')
    editions.fields.removeByName('ventaAbre')
    editions.fields.removeByName('ventaCierra')
    app.save(editions)
  },
)
