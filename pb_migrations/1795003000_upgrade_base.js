/// <reference path="../types/pocketbase-jsvm.d.ts" />
// An upgrade remembers what it stands on: the ticket the person held when it was approved (mejoraDe)
// and the credit its price subtracted (credito). Payment and its application check both
// (src/domain/upgrade-base.ts); a refund of the base cancels an unpaid upgrade built on it. Nobody but
// the server writes them.
migrate(
  (app) => {
    const tickets = app.findCollectionByNameOrId('EntradasEntregadas')
    tickets.fields.add(new TextField({ name: 'mejoraDe', max: 15, pattern: '^([a-z0-9]{15})?$' }))
    tickets.fields.add(new NumberField({ name: 'credito', min: 0, onlyInt: true }))
    tickets.updateRule = tickets.updateRule + ' && @request.body.mejoraDe:changed = false && @request.body.credito:changed = false'
    tickets.addIndex('idx_entregadas_mejora', false, 'mejoraDe', "mejoraDe != ''")
    app.save(tickets)
  },
  (app) => {
    const tickets = app.findCollectionByNameOrId('EntradasEntregadas')
    tickets.removeIndex('idx_entregadas_mejora')
    tickets.updateRule = tickets.updateRule.replace(' && @request.body.mejoraDe:changed = false && @request.body.credito:changed = false', '')
    tickets.fields.removeByName('mejoraDe')
    tickets.fields.removeByName('credito')
    app.save(tickets)
  },
)
