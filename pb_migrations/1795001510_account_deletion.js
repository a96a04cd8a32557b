/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Account deletion keeps what accounting needs, anonymised (pb_hooks/lib/account-deletion.js): a kept
// ticket and its payments lose their link to the deleted account (empty `user`) and the ticket records
// when that happened, so the door and the refund tools can tell an orphaned ticket from a broken one.
migrate(
  (app) => {
    const issued = app.findCollectionByNameOrId('EntradasEntregadas')
    issued.fields.getByName('user').required = false
    issued.fields.add(new DateField({ name: 'cuentaEliminadaEn' }))
    app.save(issued)
    const pagos = app.findCollectionByNameOrId('pagos')
    pagos.fields.getByName('user').required = false
    app.save(pagos)
  },
  (app) => {
    const issued = app.findCollectionByNameOrId('EntradasEntregadas')
    issued.fields.getByName('user').required = true
    issued.fields.removeByName('cuentaEliminadaEn')
    app.save(issued)
    const pagos = app.findCollectionByNameOrId('pagos')
    pagos.fields.getByName('user').required = true
    app.save(pagos)
  },
)
