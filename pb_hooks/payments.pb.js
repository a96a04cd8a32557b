/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Marks a verified payment as paid in ONE transaction: the issued ticket becomes pagada and the
// buyer's badge summary gets the type and the amount, exactly once per ticket. An upgrade retires
// the buyer's previous paid ticket in the same transaction (reemplazada, its unit back to stock), so
// one person never holds two valid QR codes. Superuser only (the
// functions call it after verifying the transaction with Webpay). Answers:
//   finalized  this call paid the ticket
//   already    this payment had already been applied (idempotent replay)
//   duplicate  the ticket was already paid by another transaction, was rejected or deleted, or is an
//              upgrade whose base no longer stands (lib/upgrade-base.js; `reason` says why): refund this one
routerAdd(
  'POST',
  '/api/mi/finalize',
  (e) => {
    const { paymentOf, ticketOf } = require(`${__hooks}/lib/payment-records.js`)
    const { changeTicketStock } = require(`${__hooks}/lib/stock.js`)
    const { orderPrefixOf } = require(`${__hooks}/lib/domain.generated.js`)
    let outcome = null
    e.app.runInTransaction((tx) => {
      const pago = paymentOf(tx, e.requestInfo().body)
      const token = pago.getString('token')
      const estado = pago.getString('estado')
      if (estado === 'finalizada') {
        outcome = { status: 'already', ticket: pago.getString('ticket') }
        return
      }
      if (estado !== 'pagada') throw new BadRequestError('The payment is not verified as authorized.')
      const ticket = ticketOf(tx, pago)
      if (!ticket) {
        // The unpaid ticket was deleted while its buyer was paying: nothing to apply, refund the money.
        outcome = { status: 'duplicate', ticket: pago.getString('ticket') }
        return
      }
      if (
        ticket.getInt('monto') !== pago.getInt('amount') ||
        ticket.getString('user') !== pago.getString('user')
      ) {
        throw new BadRequestError('The payment does not match the issued ticket.')
      }
      if (ticket.getString('estado') !== 'creada') {
        outcome = { status: 'duplicate', ticket: ticket.id }
        return
      }
      // Never a ticket for less than its price: an upgrade applies only on the base it was priced on.
      const problem = require(`${__hooks}/lib/upgrade-base.js`).problemOf(tx, ticket)
      if (problem) {
        outcome = { status: 'duplicate', ticket: ticket.id, reason: problem }
        return
      }
      ticket.set('estado', 'pagada')
      ticket.set('pagadoEn', new DateTime())
      ticket.set('token', token)
      tx.save(ticket)

      const previous = tx.findRecordsByFilter(
        'EntradasEntregadas',
        // An upgrade retires the person's paid ticket of its own edition, never an older edition's.
        "user = {:user} && estado = 'pagada' && id != {:id} && orderID ~ {:prefix}",
        '',
        0,
        0,
        { user: ticket.getString('user'), id: ticket.id, prefix: orderPrefixOf(ticket.getString('orderID')) + '%' },
      )
      for (const old of previous) {
        old.set('estado', 'reemplazada')
        old.set('reemplazadaPor', ticket.id)
        tx.save(old)
        changeTicketStock(tx, old, 'pagada', 'reemplazada')
      }

      const user = ticket.getString('user')
      // This edition's summary: a last edition's row starts again from zero, a later edition's is left alone (lib/badge-summary.js).
      const summary = require(`${__hooks}/lib/badge-summary.js`).forWrite(tx, user, orderPrefixOf(ticket.getString('orderID')))
      if (summary) {
        summary.set('TipoBadge', ticket.getString('tipo'))
        summary.set('MontoTotalPagado', summary.getInt('MontoTotalPagado') + ticket.getInt('monto'))
        tx.save(summary)
      }

      pago.set('estado', 'finalizada')
      tx.save(pago)
      outcome = { status: 'finalized', ticket: ticket.id }
    })
    return e.json(200, outcome)
  },
  $apis.requireSuperuserAuth(),
)

// Records a refund Webpay performed (the functions judged its answer first) in ONE transaction:
// the payment becomes reembolsada; for an organiser refund (or money given back outside the shop)
// the ticket side follows in the same transaction (lib/refunds.js: ticket reembolsada, unit back,
// badge summary lowered, the ticket an upgrade replaced valid again with the unit held for it).
// Idempotent.
routerAdd(
  'POST',
  '/api/mi/refunded',
  (e) => {
    const { paymentOf, addToResult } = require(`${__hooks}/lib/payment-records.js`)
    const { voidTicket, releaseUnit } = require(`${__hooks}/lib/refunds.js`)
    const body = e.requestInfo().body
    let outcome = null
    e.app.runInTransaction((tx) => {
      const pago = paymentOf(tx, body)
      if (pago.getString('estado') === 'reembolsada') {
        outcome = { status: 'already' }
        return
      }
      if (pago.getString('estado') !== 'reembolsando') throw new BadRequestError('No refund is pending for this payment.')
      addToResult(pago, 'refund', body.answer || {})
      pago.set('estado', 'reembolsada')
      // An organiser refund, or money Webpay reports given back outside the shop (externo): the ticket is void.
      if (pago.getString('reembolsoMotivo') !== 'organizador' && pago.getString('reembolsoMotivo') !== 'externo') {
        releaseUnit(tx, pago)
        tx.save(pago)
        outcome = { status: 'refunded' }
        return
      }
      outcome = voidTicket(tx, pago)
    })
    return e.json(200, outcome)
  },
  $apis.requireSuperuserAuth(),
)

// Reserve before calling out (lib/refunds.js): right after an organiser refund's intent is written
// (pb_hooks/refund-guard.pb.js) and before Webpay is asked, the unit the refund of an upgrade will
// need for the ticket it restores is taken from stock, in ONE transaction, and kept on the payment.
// Body { token }. Answers { status: 'held' | 'none' | 'soldOut' } (soldOut: nothing changed; the
// caller undoes the intent without calling Webpay). Superuser only.
routerAdd(
  'POST',
  '/api/mi/refund-hold',
  (e) => {
    const { paymentOf } = require(`${__hooks}/lib/payment-records.js`)
    let outcome = null
    e.app.runInTransaction((tx) => {
      const pago = paymentOf(tx, e.requestInfo().body)
      if (pago.getString('estado') !== 'reembolsando' || pago.getString('reembolsoMotivo') !== 'organizador') {
        throw new BadRequestError('No organiser refund is pending for this payment.')
      }
      const status = require(`${__hooks}/lib/refunds.js`).holdUnit(tx, pago)
      if (status === 'held') tx.save(pago)
      outcome = { status: status }
    })
    return e.json(200, outcome)
  },
  $apis.requireSuperuserAuth(),
)

// A refund Webpay definitely did not perform: back to where it started (an organiser refund to
// finalizada, a duplicate to pagada; an authorization that matches no order stays reembolsando) with
// Webpay's answer kept, and the unit it held back in stock, in ONE transaction. Superuser only.
routerAdd(
  'POST',
  '/api/mi/refund-undo',
  (e) => {
    const { paymentOf, addToResult } = require(`${__hooks}/lib/payment-records.js`)
    const body = e.requestInfo().body
    e.app.runInTransaction((tx) => {
      const pago = paymentOf(tx, body)
      if (pago.getString('estado') !== 'reembolsando') throw new BadRequestError('No refund is pending for this payment.')
      const motivo = pago.getString('reembolsoMotivo')
      addToResult(pago, 'refundFailed', body.answer || {})
      pago.set('estado', motivo === 'organizador' ? 'finalizada' : motivo === 'noCoincide' ? 'reembolsando' : 'pagada')
      require(`${__hooks}/lib/refunds.js`).releaseUnit(tx, pago)
      tx.save(pago)
    })
    return e.json(200, { status: 'undone' })
  },
  $apis.requireSuperuserAuth(),
)

// "Record a refund made outside Webpay" (/adminremove, moderators): when Webpay refuses a refund (a
// debit or prepaid card after the reversal window, the 90-day limit) and the organisers gave the
// money back another way (a bank transfer). Body { ticket, reason }. In ONE transaction with its
// audit row (`reembolso-fuera-webpay`): the payment becomes reembolsada (motivo fueraWebpay, the
// reason and who recorded it kept in its result), and the ticket exactly as a Webpay refund leaves
// it (lib/refunds.js). Only a paid ticket whose payment is not being refunded right now, and whose
// holder was not admitted (409 `admitted`) and, for an upgrade, whose replaced ticket's level still
// has the unit it takes back (409 `previousSoldOut`). The buyer's notice follows with the next
// reconciliation (functions/_shared/refund-mail.ts).
routerAdd(
  'POST',
  '/api/mi/refund-outside',
  (e) => {
    const { addToResult, storedResult } = require(`${__hooks}/lib/payment-records.js`)
    const { onlyOutsideWebpay, OUTSIDE_REFUND_REASON, RECORD_ID_PATTERN, webpayRefundRefusal } = require(`${__hooks}/lib/domain.generated.js`)
    const { firstOrNull, byIdOrNull } = require(`${__hooks}/lib/records.js`)
    const audit = require(`${__hooks}/lib/audit.js`)
    const body = e.requestInfo().body || {}
    const ticketId = String(body.ticket || '')
    if (!RECORD_ID_PATTERN.test(ticketId)) throw new BadRequestError('Invalid ticket id.')
    const reason = String(body.reason || '').trim()
    if (reason.length < OUTSIDE_REFUND_REASON.min || reason.length > OUTSIDE_REFUND_REASON.max) {
      throw new BadRequestError('Say how the money was given back (' + OUTSIDE_REFUND_REASON.min + ' to ' + OUTSIDE_REFUND_REASON.max + ' characters).')
    }
    let outcome = null
    e.app.runInTransaction((tx) => {
      const ticket = byIdOrNull(tx, 'EntradasEntregadas', ticketId)
      if (!ticket) throw new NotFoundError('The ticket was not found.')
      if (ticket.getString('estado') === 'reembolsada') {
        outcome = { status: 'already', ticket: ticket.id }
        return
      }
      if (ticket.getString('estado') !== 'pagada') throw new BadRequestError('Only a paid ticket can be refunded.')
      // As for a refund through Webpay: no money back while the holder's admission stands (issue #37).
      if (require(`${__hooks}/lib/admissions.js`).isAdmitted(tx, ticket.getString('user'), ticket.id)) {
        throw new ApiError(409, 'The holder was already admitted at the door: no refund while the admission stands.', { request: new ValidationError('admitted', 'The holder was already admitted at the door.') })
      }
      const pago = firstOrNull(tx, 'pagos', 'token = {:token} && ticket = {:ticket}', { token: ticket.getString('token'), ticket: ticket.id })
      if (!pago) throw new BadRequestError('No Webpay payment is recorded for this ticket.')
      if (pago.getString('estado') !== 'finalizada') {
        throw new BadRequestError('This payment is being refunded through Webpay right now; wait for its answer first.')
      }
      // Only money Webpay refused for good to give back (the organiser's refund it answered with a
      // final refusal, as /adminremove reads it: src/domain/webpay-refund.ts) is given back outside it.
      const result = storedResult(pago)
      const failed = result.refundFailed || null
      const refusal = failed ? webpayRefundRefusal(String(failed.error || failed.status || failed.response_code || ''), String(result.payment_type_code || '')) : 'other'
      if (pago.getString('reembolsoMotivo') !== 'organizador' || !onlyOutsideWebpay(refusal)) {
        throw new ApiError(409, 'Webpay has not refused to refund this payment for good: refund it through Webpay.', { request: new ValidationError('webpayNotRefused', 'Webpay has not refused this refund for good.') })
      }
      const refunds = require(`${__hooks}/lib/refunds.js`)
      // As for a refund through Webpay: the unit the replaced ticket needs back is taken first, and
      // with none left nothing is recorded (a ticket over capacity, or a person left with none).
      if (refunds.holdUnit(tx, pago) === 'soldOut') {
        throw new ApiError(409, 'This upgrade replaced a ticket of a level with no units left: add one to that level first.', { request: new ValidationError('previousSoldOut', 'The replaced ticket has no unit left.') })
      }
      const before = { estado: ticket.getString('estado'), monto: ticket.getInt('monto'), token: pago.getString('token') }
      addToResult(pago, 'outsideWebpay', { reason: reason, by: e.auth.id, at: new Date().toISOString(), amount: pago.getInt('amount') })
      pago.set('estado', 'reembolsada')
      pago.set('reembolsoMotivo', 'fueraWebpay')
      pago.set('reembolsoPor', e.auth.id)
      const done = refunds.voidTicket(tx, pago)
      audit.write(tx, e.auth, 'reembolso-fuera-webpay', 'EntradasEntregadas', ticket.id, before, {
        estado: 'reembolsada',
        monto: pago.getInt('amount'),
        reason: reason,
        // Reachable only when the replaced ticket is another edition's (no unit of this sale is held for it).
        restoreRefused: done.restoreRefused === true,
      })
      outcome = { status: 'refunded', ticket: ticket.id }
    })
    return e.json(200, outcome)
  },
  $apis.requireAuth('moderators'),
)

// Whether an approved ticket can be paid as priced (lib/upgrade-base.js): the functions ask before
// sending the buyer to Webpay. Superuser only.
routerAdd(
  'GET',
  '/api/mi/upgrade-base/{id}',
  (e) => {
    const { RECORD_ID_PATTERN } = require(`${__hooks}/lib/domain.generated.js`)
    const id = e.request.pathValue('id')
    if (!RECORD_ID_PATTERN.test(id)) throw new BadRequestError('Invalid ticket id.')
    const ticket = require(`${__hooks}/lib/records.js`).byIdOrNull(e.app, 'EntradasEntregadas', id)
    if (!ticket) throw new NotFoundError('The ticket was not found.')
    return e.json(200, { problem: require(`${__hooks}/lib/upgrade-base.js`).problemOf(e.app, ticket) })
  },
  $apis.requireSuperuserAuth(),
)

// Organiser refunds that have not finished, for /adminremove: those waiting for Webpay's answer
// (reembolsando) and those Webpay did not perform (back to finalizada with its answer kept). Each
// names its ticket, since when, and Webpay's last answer. Moderators only; no card or token data.
routerAdd(
  'GET',
  '/api/mi/refund-states',
  (e) => {
    const { storedResult } = require(`${__hooks}/lib/payment-records.js`)
    const { byIdOrNull } = require(`${__hooks}/lib/records.js`)
    const rows = e.app.findRecordsByFilter(
      'pagos',
      "reembolsoMotivo = 'organizador' && (estado = 'reembolsando' || (estado = 'finalizada' && result ~ 'refundFailed'))",
      '-updated',
      200,
      0,
    )
    const refunds = rows.map((pago) => {
      const ticket = byIdOrNull(e.app, 'EntradasEntregadas', pago.getString('ticket'))
      const result = storedResult(pago)
      const failed = result.refundFailed || null
      return {
        ticket: pago.getString('ticket'),
        orderID: ticket ? ticket.getString('orderID') : '',
        state: pago.getString('estado') === 'reembolsando' ? 'pending' : 'failed',
        since: pago.getString('updated'),
        answer: failed ? String(failed.error || failed.status || failed.response_code || '') : '',
        // Credit (VN, VC, SI, S2, NC) or debit/prepaid (VD, VP): what Webpay still accepts depends on it.
        paymentType: String(result.payment_type_code || ''),
        // What the payment took (CLP): what a refund made outside Webpay gives back.
        amount: pago.getInt('amount'),
      }
    })
    return e.json(200, { refunds: refunds })
  },
  $apis.requireAuth('moderators'),
)
