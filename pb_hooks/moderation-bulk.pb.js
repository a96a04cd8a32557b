/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Remaining quantity set to a number (a recount, a new batch), in one transaction with its audit row.
routerAdd(
  'POST',
  '/api/mi/stock/{id}/set',
  (e) => {
    const { byIdOrNull } = require(`${__hooks}/lib/records.js`)
    const audit = require(`${__hooks}/lib/audit.js`)
    const id = e.request.pathValue('id')
    const { isStockQuantity, STOCK_MAX } = require(`${__hooks}/lib/domain.generated.js`)
    const value = (e.requestInfo().body || {}).value
    if (!isStockQuantity(value)) {
      throw new BadRequestError(`The field "value" must be a whole number from 0 to ${STOCK_MAX}.`)
    }
    let saved = null
    e.app.runInTransaction((txApp) => {
      const row = byIdOrNull(txApp, 'EntradasQuedan', id)
      if (!row) return
      const before = row.getInt('CantidadQuedan')
      row.set('CantidadQuedan', value)
      txApp.save(row)
      audit.write(txApp, e.auth, 'stock-set', 'EntradasQuedan', id, { CantidadQuedan: before }, { CantidadQuedan: value })
      saved = row
    })
    if (!saved) throw new NotFoundError('The quantity record was not found.')
    return e.json(200, saved)
  },
  $apis.requireAuth('moderators'),
)

// "Approve the next N": the moderator confirmed exactly these requests, the head of the queue (oldest
// first). If the queue changed meanwhile nothing is approved (409). Each approval is the same atomic
// operation as "Cobrar", in its own transaction; a refused one (banned, no stock …) is reported and
// the rest go on.
routerAdd(
  'POST',
  '/api/mi/approve-next',
  (e) => {
    const { approve } = require(`${__hooks}/lib/approval.js`)
    const { isRecordId } = require(`${__hooks}/lib/domain.generated.js`)
    const audit = require(`${__hooks}/lib/audit.js`)
    const ids = (e.requestInfo().body || {}).ids
    if (!Array.isArray(ids) || ids.length < 1 || ids.length > 50 || ids.some((id) => !isRecordId(id))) {
      throw new BadRequestError('The field "ids" must list 1 to 50 request ids.')
    }
    const head = e.app.findRecordsByFilter('EntradasPedidas', "estado = 'creada'", 'created,id', ids.length, 0).map((r) => r.id)
    if (head.length !== ids.length || head.some((id, i) => id !== ids[i])) {
      return e.json(409, { status: 409, message: 'The queue changed since it was shown: review it and confirm again.', data: {} })
    }
    const results = ids.map((id) => {
      let outcome = null
      e.app.runInTransaction((txApp) => {
        const result = approve(txApp, id)
        if (result.refusal) {
          outcome = { id: id, refused: result.refusal.message }
          return
        }
        audit.write(txApp, e.auth, 'approve', 'EntradasPedidas', id, JSON.parse(JSON.stringify(result.before)), JSON.parse(JSON.stringify(result.after)))
        outcome = { id: id, ticket: result.ticket }
      })
      return outcome
    })
    // Each approved ticket's payment request, after all approvals committed (lib/payment-request-mail.js).
    const { mailPaymentRequest, answerWithMail } = require(`${__hooks}/lib/payment-request-mail.js`)
    for (const outcome of results) if (outcome.ticket) outcome.ticket = answerWithMail(outcome.ticket, mailPaymentRequest(e.app, outcome.ticket, e.auth))
    return e.json(200, { results: results })
  },
  $apis.requireAuth('moderators'),
)
