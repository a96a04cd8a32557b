/// <reference path="../types/pocketbase-jsvm.d.ts" />

// "Cobrar": one atomic approval. The request becomes aprobada, the issued ticket is created with the
// next order id and the final amount, the remaining quantity drops by one and the audit row is
// written, all in one transaction or not at all. The payment request is mailed right after it commits
// (lib/payment-request-mail.js): "Cobrar" is one call.
routerAdd(
  'POST',
  '/api/mi/approve/{id}',
  (e) => {
    const { approve } = require(`${__hooks}/lib/approval.js`)
    const audit = require(`${__hooks}/lib/audit.js`)
    const id = e.request.pathValue('id')
    const { isRecordId } = require(`${__hooks}/lib/domain.generated.js`)
    if (!isRecordId(id)) throw new BadRequestError('Invalid request id.')
    /** @type {any} */
    let result = null
    e.app.runInTransaction((txApp) => {
      result = approve(txApp, id)
      if (result.refusal) return
      audit.write(txApp, e.auth, 'approve', 'EntradasPedidas', id, JSON.parse(JSON.stringify(result.before)), JSON.parse(JSON.stringify(result.after)))
    })
    if (result.refusal) {
      const reason = { request: new ValidationError(result.refusal.code, result.refusal.message) }
      if (result.refusal.status === 404) throw new NotFoundError(result.refusal.message, reason)
      throw new BadRequestError(result.refusal.message, reason)
    }
    const { mailPaymentRequest, answerWithMail } = require(`${__hooks}/lib/payment-request-mail.js`)
    return e.json(200, answerWithMail(result.ticket, mailPaymentRequest(e.app, result.ticket, e.auth)))
  },
  $apis.requireAuth('moderators'),
)

// −1/+1 on a remaining quantity. Read and write happen in one transaction, so crossing clicks and
// approvals (which decrement in their own transaction) never lose an update.
routerAdd(
  'POST',
  '/api/mi/stock/{id}',
  (e) => {
    const audit = require(`${__hooks}/lib/audit.js`)
    const id = e.request.pathValue('id')
    const body = e.requestInfo().body
    const delta = body ? body.delta : undefined
    if (delta !== 1 && delta !== -1) throw new BadRequestError('The field "delta" must be 1 or -1.')
    let refusal = null
    let saved = null
    e.app.runInTransaction((txApp) => {
      const { byIdOrNull } = require(`${__hooks}/lib/records.js`)
      const row = byIdOrNull(txApp, 'EntradasQuedan', id)
      if (!row) return (refusal = 'notFound')
      const before = row.getInt('CantidadQuedan')
      if (before + delta < 0) return (refusal = 'negative')
      row.set('CantidadQuedan', before + delta)
      txApp.save(row)
      audit.write(txApp, e.auth, 'stock', 'EntradasQuedan', id, { CantidadQuedan: before }, { CantidadQuedan: before + delta })
      saved = row
    })
    if (refusal === 'notFound') throw new NotFoundError('The quantity record was not found.')
    if (refusal === 'negative') throw new BadRequestError('The remaining quantity cannot go below zero.')
    return e.json(200, saved)
  },
  $apis.requireAuth('moderators'),
)

// A fresh order id from the same counter, for a new Webpay attempt on an already-issued ticket:
// Webpay needs a unique buy_order per transaction. Superuser only (the payment functions).
routerAdd(
  'POST',
  '/api/mi/order-id',
  (e) => {
    const { nextOrderId } = require(`${__hooks}/lib/approval.js`)
    let orderID = ''
    e.app.runInTransaction((txApp) => {
      orderID = nextOrderId(txApp)
    })
    return e.json(200, { orderID: orderID })
  },
  $apis.requireSuperuserAuth(),
)
