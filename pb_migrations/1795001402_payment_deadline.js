/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Payment deadline of approved tickets: an issued, unpaid ticket holds its unit until `pagarAntes`;
// then the job in pb_hooks/deadlines.pb.js marks it `vencida` and returns the unit to stock.
// `recordatorioEn` / `avisoVencidaEn` record the reminder and the expiry mail, so each goes once.
// Moderators never write these fields directly (they extend through POST /api/mi/deadline/{id}).
migrate(
  (app) => {
    const tickets = app.findCollectionByNameOrId('EntradasEntregadas')
    tickets.fields.add(new DateField({ name: 'pagarAntes' }))
    tickets.fields.add(new DateField({ name: 'recordatorioEn' }))
    tickets.fields.add(new DateField({ name: 'avisoVencidaEn' }))
    const estado = tickets.fields.getByName('estado')
    if (estado.values.indexOf('vencida') === -1) estado.values = estado.values.concat(['vencida'])
    const locked = ['pagarAntes', 'recordatorioEn', 'avisoVencidaEn'].map((f) => `@request.body.${f}:changed = false`).join(' && ')
    if (tickets.updateRule) tickets.updateRule = `(${tickets.updateRule}) && ${locked}`
    app.save(tickets)

    // Tickets approved before this migration get the default window from now (no surprise expiries).
    const days = 7
    const deadline = new DateTime().addDate(0, 0, days)
    for (const ticket of app.findRecordsByFilter('EntradasEntregadas', "estado = 'creada'", '', 0, 0)) {
      ticket.set('pagarAntes', deadline)
      app.saveNoValidate(ticket)
    }
  },
  (app) => {
    const tickets = app.findCollectionByNameOrId('EntradasEntregadas')
    for (const name of ['pagarAntes', 'recordatorioEn', 'avisoVencidaEn']) tickets.fields.removeByName(name)
    const suffix = ' && @request.body.pagarAntes:changed = false && @request.body.recordatorioEn:changed = false && @request.body.avisoVencidaEn:changed = false'
    if (tickets.updateRule && tickets.updateRule.endsWith(suffix)) tickets.updateRule = tickets.updateRule.slice(0, -suffix.length).slice(1, -1)
    // The vencida estado stays: removing a select value could invalidate stored tickets.
    app.save(tickets)
  },
)
