/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Records that outlive one ticket name their edition (issue #38: its order prefix). Written without it
// by any writer (the dashboard, an import, a script), a badge summary belongs to the edition on sale
// now and an admission to its ticket's edition, so no record is left outside every edition.
onRecordCreate((e) => {
  if (!e.record.getString('edicion')) e.record.set('edicion', require(`${__hooks}/lib/editions.js`).current(e.app, Date.now()).prefijoOrden)
  e.next()
}, 'EntradasUsuario')

onRecordCreate((e) => {
  if (!e.record.getString('edicion')) {
    const { orderPrefixOf } = require(`${__hooks}/lib/domain.generated.js`)
    const ticket = require(`${__hooks}/lib/records.js`).byIdOrNull(e.app, 'EntradasEntregadas', e.record.getString('ticket'))
    if (ticket) e.record.set('edicion', orderPrefixOf(ticket.getString('orderID')))
  }
  e.next()
}, 'admisiones')
