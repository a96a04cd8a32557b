/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Refunds that never oversell and never leave the books unbalanced (issue #37, findings 2 and 5):
//  - `unidadRetenida`: the ticket type whose unit an organiser refund of an upgrade holds from the
//    moment its intent is written (before Webpay is called) until it completes (the restored ticket
//    takes it) or is undone (it goes back to stock). '' when the refund holds nothing.
//  - reembolsoMotivo `fueraWebpay`: money an organiser gave back outside Webpay (a bank transfer,
//    when Webpay refuses: a debit or prepaid card after the reversal window, the 90-day limit),
//    recorded with its reason by `/api/mi/refund-outside` (pb_hooks/payments.pb.js) and audited.
migrate(
  (app) => {
    const pagos = app.findCollectionByNameOrId('pagos')
    pagos.fields.add(new TextField({ name: 'unidadRetenida', max: 15 }))
    const motivo = pagos.fields.getByName('reembolsoMotivo')
    if (motivo.values.indexOf('fueraWebpay') === -1) motivo.values = motivo.values.concat(['fueraWebpay'])
    app.save(pagos)
  },
  (app) => {
    const pagos = app.findCollectionByNameOrId('pagos')
    pagos.fields.removeByName('unidadRetenida')
    app.save(pagos)
  },
)
