/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Editions (issue #27): the event's facts are organiser content, not code. Each Ediciones record is one
// edition (Chile calendar days YYYY-MM-DD, the payment window in minutes, its order-id prefix); the
// site follows the first one not over yet (src/domain/edition.ts). SPEC's 2025 edition is the seed.
// What depended on the old constants moves with it: the latest adult birthday is checked against the
// current edition's cut-off by pb_hooks/editions.pb.js (a schema maximum cannot follow an edition), and
// order ids accept any edition's prefix.
migrate(
  (app) => {
    const isOrganiser = "@request.auth.collectionName = 'moderators' && @request.auth.organizador = true"
    const day = (name) => ({ type: 'text', name: name, required: true, min: 10, max: 10, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })
    const editions = new Collection({
      type: 'base',
      name: 'Ediciones',
      listRule: '',
      viewRule: '',
      createRule: isOrganiser,
      updateRule: isOrganiser,
      // The hook keeps one edition at least and never one that has started.
      deleteRule: isOrganiser,
      fields: [
        day('inicio'),
        day('fin'),
        day('corteEdad'),
        // Webpay's token lives 5 minutes (src/domain/webpay-timing.ts): the window is never longer.
        { type: 'number', name: 'minutosPago', required: true, onlyInt: true, min: 1, max: 5 },
        { type: 'text', name: 'prefijoOrden', required: true, min: 6, max: 6, pattern: '^Paw[0-9]{2}[a-z]$' },
        { type: 'autodate', name: 'created', onCreate: true },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_ediciones_inicio ON Ediciones (inicio)'],
    })
    app.save(editions)
    const seed = new Record(editions)
    seed.load({ inicio: '2025-08-29', fin: '2025-08-31', corteEdad: '2025-08-27', minutosPago: 5, prefijoOrden: 'Paw25a' })
    app.save(seed)

    const legal = app.findCollectionByNameOrId('userLegalInfoPaws')
    const bdate = legal.fields.getByName('bdate')
    legal.fields.add(new DateField({ id: bdate.id, name: 'bdate', required: true, min: '1900-01-01 00:00:00.000Z' }))
    app.save(legal)

    const tickets = app.findCollectionByNameOrId('EntradasEntregadas')
    tickets.fields.getByName('orderID').pattern = '^Paw[0-9]{2}[a-z][0-9]{20}$'
    app.save(tickets)
  },
  (app) => {
    const tickets = app.findCollectionByNameOrId('EntradasEntregadas')
    tickets.fields.getByName('orderID').pattern = '^Paw25a[0-9]{20}$'
    app.save(tickets)
    const legal = app.findCollectionByNameOrId('userLegalInfoPaws')
    const bdate = legal.fields.getByName('bdate')
    legal.fields.add(new DateField({ id: bdate.id, name: 'bdate', required: true, min: '1900-01-01 00:00:00.000Z', max: '2007-08-27 23:59:59.999Z' }))
    app.save(legal)
    app.delete(app.findCollectionByNameOrId('Ediciones'))
  },
)
