/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Supervised ticket transfer (issue #28, docs/decisions.md): a holder asks to hand a paid ticket to
// another registered person until the current edition's `traspasosHasta`; organisers approve, refuse
// or reverse it through pb_hooks/transfers.pb.js. On approval the old ticket becomes `transferida`
// (its QR refused at the door) and the recipient gets a new ticket record, hence a new QR.
// `traspasos` is server-only: people read their own transfers through /api/mi/transfers/mine.
migrate(
  (app) => {
    const editions = app.findCollectionByNameOrId('Ediciones')
    // Chile calendar day, the last one on which a transfer can be asked for; empty: transfers closed.
    editions.fields.add(new TextField({ name: 'traspasosHasta', max: 10, pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$' }))
    app.save(editions)

    const tickets = app.findCollectionByNameOrId('EntradasEntregadas')
    const estado = tickets.fields.getByName('estado')
    if (estado.values.indexOf('transferida') === -1) estado.values = estado.values.concat(['transferida'])
    const id = '^([a-z0-9]{15})?$'
    tickets.fields.add(new TextField({ name: 'transferidaA', max: 15, pattern: id }))
    tickets.fields.add(new TextField({ name: 'transferidaDe', max: 15, pattern: id }))
    tickets.fields.add(new DateField({ name: 'transferidaEn' }))
    // A transferred ticket is part of the chain of holders (and of the books): nobody deletes it.
    if (tickets.deleteRule && tickets.deleteRule.indexOf("'transferida'") === -1) tickets.deleteRule = `(${tickets.deleteRule}) && estado != 'transferida'`
    app.save(tickets)

    const users = app.findCollectionByNameOrId('users').id
    app.save(
      new Collection({
        type: 'base',
        name: 'traspasos',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: 'text', name: 'ticket', required: true, max: 15, pattern: '^[a-z0-9]{15}$' },
          { type: 'relation', name: 'de', required: true, collectionId: users, maxSelect: 1, cascadeDelete: true },
          { type: 'relation', name: 'para', required: true, collectionId: users, maxSelect: 1, cascadeDelete: true },
          { type: 'select', name: 'estado', required: true, maxSelect: 1, values: ['pendiente', 'aprobada', 'rechazada', 'cancelada', 'revertida'] },
          { type: 'text', name: 'nuevaEntrada', max: 15, pattern: id },
          { type: 'text', name: 'entradaDevuelta', max: 15, pattern: id },
          { type: 'text', name: 'resueltoPor', max: 15 },
          { type: 'date', name: 'resueltoEn' },
          { type: 'date', name: 'revertidoEn' },
          { type: 'autodate', name: 'created', onCreate: true },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        // One open request per ticket, decided by the database even for parallel clicks.
        indexes: [
          "CREATE UNIQUE INDEX idx_traspasos_open ON traspasos (ticket) WHERE estado = 'pendiente'",
          'CREATE INDEX idx_traspasos_de ON traspasos (de)',
          'CREATE INDEX idx_traspasos_para ON traspasos (para)',
        ],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('traspasos'))
    const tickets = app.findCollectionByNameOrId('EntradasEntregadas')
    for (const name of ['transferidaA', 'transferidaDe', 'transferidaEn']) tickets.fields.removeByName(name)
    // The added estado stays: removing a select value could invalidate stored tickets.
    const added = ") && estado != 'transferida'"
    const rule = tickets.deleteRule || ''
    if (rule.indexOf('(') === 0 && rule.slice(-added.length) === added) tickets.deleteRule = rule.slice(1, -added.length)
    app.save(tickets)
    const editions = app.findCollectionByNameOrId('Ediciones')
    editions.fields.removeByName('traspasosHasta')
    app.save(editions)
  },
)
