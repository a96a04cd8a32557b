/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Refunds that finish everything they owe: `reembolsoAvisadoEn` records that the buyer's refund mail
// went out (the reconciliation retries audit row and mail until it is set), and the refund reason
// `externo` marks money Webpay reports given back outside the shop (Transbank's portal, a
// chargeback), which voids the ticket like an organiser refund.
migrate(
  (app) => {
    const pagos = app.findCollectionByNameOrId('pagos')
    pagos.fields.add(new DateField({ name: 'reembolsoAvisadoEn' }))
    const motivo = pagos.fields.getByName('reembolsoMotivo')
    if (motivo.values.indexOf('externo') === -1) motivo.values = motivo.values.concat(['externo'])
    app.save(pagos)
    // Refunds recorded before this migration were mailed (or logged as failed) when they happened.
    app.db().newQuery("UPDATE pagos SET reembolsoAvisadoEn = updated WHERE estado = 'reembolsada' AND reembolsoMotivo = 'organizador'").execute()
  },
  (app) => {
    const pagos = app.findCollectionByNameOrId('pagos')
    pagos.fields.removeByName('reembolsoAvisadoEn')
    app.save(pagos)
  },
)
