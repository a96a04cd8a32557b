/// <reference path="../types/pocketbase-jsvm.d.ts" />

// The queue that moves by itself (lib/moving-queue.js, docs/decisions.md).

// A ticket the queue approved by itself is mailed its payment request once its transaction committed,
// as "Cobrar" mails it (lib/payment-request-mail.js); a refused mail leaves correoEnviado 'no' for
// the moderators' resend on /adminremove.
onRecordAfterCreateSuccess((e) => {
  e.next()
  const queue = require(`${__hooks}/lib/moving-queue.js`)
  if (e.record.getString('estado') !== 'creada' || !queue.wasMovedByQueue(e.app, e.record)) return
  require(`${__hooks}/lib/payment-request-mail.js`).mailPaymentRequest(e.app, e.record, queue.SYSTEM)
}, 'EntradasEntregadas')

// /adminsell's notice: per type, units returned and not sold again while someone waits for them.
routerAdd('GET', '/api/mi/queue/returned', (e) => e.json(200, { types: require(`${__hooks}/lib/moving-queue.js`).returnedUnits(e.app) }), $apis.requireAuth('moderators'))

// "Approve next": the oldest open request of that type, approved as "Cobrar" approves (one transaction
// with its audit row, then the payment request mail).
routerAdd(
  'POST',
  '/api/mi/queue/approve-next/{typeId}',
  (e) => {
    const { isRecordId } = require(`${__hooks}/lib/domain.generated.js`)
    const typeId = e.request.pathValue('typeId')
    if (!isRecordId(typeId)) throw new BadRequestError('Invalid ticket type id.')
    const { approve } = require(`${__hooks}/lib/approval.js`)
    const { headOfType } = require(`${__hooks}/lib/moving-queue.js`)
    const audit = require(`${__hooks}/lib/audit.js`)
    /** @type {any} */
    let result = null
    e.app.runInTransaction((txApp) => {
      const head = headOfType(txApp, typeId)
      if (!head) return
      result = approve(txApp, head.id)
      if (result.refusal) return
      audit.write(txApp, e.auth, 'approve', 'EntradasPedidas', head.id, JSON.parse(JSON.stringify(result.before)), JSON.parse(JSON.stringify(result.after)))
    })
    if (!result) throw new NotFoundError('Nobody is waiting for this ticket type.')
    if (result.refusal) return e.json(409, { status: 409, message: result.refusal.message, data: {} })
    const { mailPaymentRequest, answerWithMail } = require(`${__hooks}/lib/payment-request-mail.js`)
    return e.json(200, answerWithMail(result.ticket, mailPaymentRequest(e.app, result.ticket, e.auth)))
  },
  $apis.requireAuth('moderators'),
)

// The organisers' switch, per type (its quantity row), audited in the same transaction.
routerAdd(
  'POST',
  '/api/mi/organiser/moving-queue/{id}',
  (e) => {
    if (!e.auth.getBool('organizador')) {
      throw new ForbiddenError('Only organisers may do this.', { request: new ValidationError('notOrganiser', 'Only organisers may do this.') })
    }
    const { byIdOrNull } = require(`${__hooks}/lib/records.js`)
    const audit = require(`${__hooks}/lib/audit.js`)
    const on = (e.requestInfo().body || {}).on
    if (typeof on !== 'boolean') throw new BadRequestError('The field "on" must be true or false.', { on: new ValidationError('validation_required', 'Must be true or false.') })
    /** @type {any} */
    let saved = null
    e.app.runInTransaction((txApp) => {
      const row = byIdOrNull(txApp, 'EntradasQuedan', e.request.pathValue('id'))
      if (!row) return
      const before = row.getBool('colaAutomatica')
      row.set('colaAutomatica', on)
      txApp.save(row)
      audit.write(txApp, e.auth, 'update', 'EntradasQuedan', row.id, { colaAutomatica: before }, { colaAutomatica: on })
      saved = row
    })
    if (!saved) throw new NotFoundError('The quantity record was not found.')
    return e.json(200, saved)
  },
  $apis.requireAuth('moderators'),
)
