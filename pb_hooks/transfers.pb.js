/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Supervised ticket transfer (issue #28, lib/transfer.js): each intent is one transaction that decides
// everything on the server; a refusal answers 400 (404 for a missing or someone else's record) with
// `data.request.code` naming it (src/domain/ticket-transfer.ts) and commits nothing. Mails go out
// after the approval or reversal committed; a refused mail never undoes the transfer.

routerAdd(
  'POST',
  '/api/mi/transfers',
  (e) => {
    const { request, runIntent } = require(`${__hooks}/lib/transfer.js`)
    const body = e.requestInfo().body
    const result = runIntent(e, (tx) => request(tx, e.auth.id, body))
    return e.json(200, { id: result.transfer.id, estado: result.transfer.getString('estado') })
  },
  $apis.requireAuth('users'),
)

routerAdd(
  'POST',
  '/api/mi/transfers/{id}/cancel',
  (e) => {
    const { cancel, runIntent } = require(`${__hooks}/lib/transfer.js`)
    const id = e.request.pathValue('id')
    const result = runIntent(e, (tx) => cancel(tx, e.auth.id, id))
    return e.json(200, { id: result.transfer.id, estado: result.transfer.getString('estado') })
  },
  $apis.requireAuth('users'),
)

routerAdd('GET', '/api/mi/transfers/mine', (e) => e.json(200, require(`${__hooks}/lib/transfer-views.js`).mine(e.app, e.auth.id)), $apis.requireAuth('users'))

routerAdd(
  'GET',
  '/api/mi/transfers',
  (e) => {
    const answer = require(`${__hooks}/lib/transfer-views.js`).forModerators(e.app)
    // Both sides of each listed transfer are named (e-mail, username, legal name): the view log (lib/view-log.js).
    const rows = e.app.findRecordsByFilter('traspasos', "estado = 'pendiente'", 'created', 100, 0).concat(e.app.findRecordsByFilter('traspasos', "estado != 'pendiente'", '-updated', 50, 0))
    const people = []
    for (const row of rows) people.push(row.getString('de'), row.getString('para'))
    require(`${__hooks}/lib/view-log.js`).record(e.app, e.auth, 'traspasos', people, ['email', 'username', 'nombreEnDocumento'])
    return e.json(200, answer)
  },
  $apis.requireAuth('moderators'),
)

routerAdd(
  'POST',
  '/api/mi/transfers/{id}/{action}',
  (e) => {
    const transfer = require(`${__hooks}/lib/transfer.js`)
    const id = e.request.pathValue('id')
    const action = e.request.pathValue('action')
    const intents = { approve: transfer.approve, refuse: transfer.refuseTransfer, reverse: transfer.reverse }
    // Own names only: 'constructor' or 'toString' must not reach Object's functions.
    const intent = Object.prototype.hasOwnProperty.call(intents, action) ? intents[action] : null
    if (!intent) throw new NotFoundError('No such transfer action.')
    const result = transfer.runIntent(e, (tx) => intent(tx, e.auth, id))
    const mailed = action === 'refuse' ? false : require(`${__hooks}/lib/transfer-views.js`).mailBoth(e.app, result, action === 'reverse')
    return e.json(200, { id: result.transfer.id, estado: result.transfer.getString('estado'), ticket: result.newTicket ? result.newTicket.id : null, mailed: mailed })
  },
  $apis.requireAuth('moderators'),
)

// The current edition's transfer deadline, for everyone signed in (the profile says until when).
routerAdd(
  'GET',
  '/api/mi/transfer-deadline',
  (e) => {
    const { deadlineOf } = require(`${__hooks}/lib/transfer.js`)
    const found = deadlineOf(e.app)
    return e.json(200, { edition: found.edition.id || '', inicio: found.edition.inicio, deadline: found.deadline })
  },
  $apis.requireAuth('users', 'moderators'),
)

// Organisers set (or clear: transfers closed) the current edition's deadline, audited; always before its
// first day, so no ticket changes hands while the doors' phones may hold an older list.
routerAdd(
  'PUT',
  '/api/mi/transfer-deadline',
  (e) => {
    require(`${__hooks}/lib/organiser-console.js`).requireOrganiser(e)
    const { isTransferDeadline } = require(`${__hooks}/lib/domain.generated.js`)
    const body = e.requestInfo().body
    const deadline = body && typeof body.deadline === 'string' ? body.deadline.trim() : null
    if (deadline === null || !isTransferDeadline(deadline)) {
      throw new BadRequestError('The deadline must be a day (YYYY-MM-DD) or empty.', { deadline: new ValidationError('validation_transfer_deadline', 'Invalid day.') })
    }
    let saved = ''
    e.app.runInTransaction((tx) => {
      const { deadlineOf } = require(`${__hooks}/lib/transfer.js`)
      const found = deadlineOf(tx)
      if (deadline !== '' && deadline >= found.edition.inicio) {
        throw new BadRequestError('The deadline must be before the edition starts.', { deadline: new ValidationError('validation_transfer_deadline_after_start', 'Not before the first day.') })
      }
      const record = tx.findRecordById('Ediciones', found.edition.id)
      record.set('traspasosHasta', deadline)
      tx.save(record)
      require(`${__hooks}/lib/audit.js`).write(tx, e.auth, 'traspaso-plazo', 'Ediciones', record.id, { traspasosHasta: found.deadline }, { traspasosHasta: deadline })
      saved = deadline
    })
    return e.json(200, { deadline: saved })
  },
  $apis.requireAuth('moderators'),
)
