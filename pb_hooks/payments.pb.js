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
    const { paymentOf, ticketOf, badgeSummaryOf } = require(`${__hooks}/lib/payment-records.js`)
    const changeStock = require(`${__hooks}/lib/stock.js`).changeStock
    const { stockChange } = require(`${__hooks}/lib/domain.generated.js`)
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
        "user = {:user} && estado = 'pagada' && id != {:id}",
        '',
        0,
        0,
        { user: ticket.getString('user'), id: ticket.id },
      )
      for (const old of previous) {
        old.set('estado', 'reemplazada')
        old.set('reemplazadaPor', ticket.id)
        tx.save(old)
        changeStock(tx, old.getString('tipo'), stockChange('pagada', 'reemplazada'))
      }

      const user = ticket.getString('user')
      let summary = badgeSummaryOf(tx, user)
      if (!summary) {
        summary = new Record(tx.findCollectionByNameOrId('EntradasUsuario'))
        summary.set('user', user)
        summary.set('MontoTotalPagado', 0)
      }
      summary.set('TipoBadge', ticket.getString('tipo'))
      summary.set('MontoTotalPagado', summary.getInt('MontoTotalPagado') + ticket.getInt('monto'))
      tx.save(summary)

      pago.set('estado', 'finalizada')
      tx.save(pago)
      outcome = { status: 'finalized', ticket: ticket.id }
    })
    return e.json(200, outcome)
  },
  $apis.requireSuperuserAuth(),
)

// Records a refund Webpay performed (the functions judged its answer first) in ONE transaction:
// the payment becomes reembolsada; for an organiser refund the ticket becomes reembolsada, its unit
// returns to stock and the badge summary is lowered by what it paid. When the refunded ticket was
// an upgrade, the ticket it replaced is valid again (its unit taken back from stock). Idempotent.
routerAdd(
  'POST',
  '/api/mi/refunded',
  (e) => {
    const { paymentOf, badgeSummaryOf, replacedBy } = require(`${__hooks}/lib/payment-records.js`)
    const body = e.requestInfo().body
    const changeStock = require(`${__hooks}/lib/stock.js`).changeStock
    const { stockChange } = require(`${__hooks}/lib/domain.generated.js`)
    let outcome = null
    e.app.runInTransaction((tx) => {
      const pago = paymentOf(tx, body)
      if (pago.getString('estado') === 'reembolsada') {
        outcome = { status: 'already' }
        return
      }
      if (pago.getString('estado') !== 'reembolsando') throw new BadRequestError('No refund is pending for this payment.')
      /** @type {{ [key: string]: any }} */
      let stored
      try {
        stored = JSON.parse(pago.getString('result') || 'null') || {}
      } catch (_) {
        stored = {}
      }
      stored.refund = body.answer || {}
      pago.set('result', stored)
      pago.set('estado', 'reembolsada')
      tx.save(pago)
      // An organiser refund, or money Webpay reports given back outside the shop (externo): the ticket is void.
      if (pago.getString('reembolsoMotivo') !== 'organizador' && pago.getString('reembolsoMotivo') !== 'externo') {
        outcome = { status: 'refunded' }
        return
      }
      const ticket = tx.findRecordById('EntradasEntregadas', pago.getString('ticket'))
      const was = ticket.getString('estado')
      if (was !== 'pagada' && was !== 'reemplazada') throw new BadRequestError('The ticket is not paid.')
      ticket.set('estado', 'reembolsada')
      ticket.set('reembolsadaEn', new DateTime())
      tx.save(ticket)
      const summary = badgeSummaryOf(tx, ticket.getString('user'))
      if (!summary) {
        // The buyer deleted their account (lib/account-deletion.js): the anonymised ticket is refunded
        // and its unit returns to stock; there is no badge summary left to adjust.
        changeStock(tx, ticket.getString('tipo'), stockChange(was, 'reembolsada'))
        outcome = { status: 'refunded', ticket: ticket.id }
        return
      }
      if (was === 'reemplazada') {
        // An upgrade was finalized while this refund was in flight: the upgrade stays, its unit was
        // already returned, and only the money refunded leaves the badge summary.
        summary.set('MontoTotalPagado', Math.max(0, summary.getInt('MontoTotalPagado') - ticket.getInt('monto')))
        tx.save(summary)
        outcome = { status: 'refunded', ticket: ticket.id }
        return
      }
      changeStock(tx, ticket.getString('tipo'), stockChange('pagada', 'reembolsada'))
      // An approved, unpaid upgrade priced on this ticket can no longer be paid for the difference.
      const cancelledUpgrades = require(`${__hooks}/lib/upgrade-base.js`).cancelUpgradesOf(tx, ticket.id)

      const replaced = replacedBy(tx, ticket.id)
      if (replaced) {
        replaced.set('estado', 'pagada')
        replaced.set('reemplazadaPor', '')
        tx.save(replaced)
        changeStock(tx, replaced.getString('tipo'), stockChange('reemplazada', 'pagada'))
      }
      const left = summary.getInt('MontoTotalPagado') - ticket.getInt('monto')
      if (left <= 0 && !replaced) {
        tx.delete(summary)
      } else {
        summary.set('MontoTotalPagado', Math.max(0, left))
        summary.set('TipoBadge', replaced ? replaced.getString('tipo') : '')
        tx.save(summary)
      }
      outcome = { status: 'refunded', ticket: ticket.id, cancelledUpgrades: cancelledUpgrades }
    })
    return e.json(200, outcome)
  },
  $apis.requireSuperuserAuth(),
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
      /** @type {{ [key: string]: any }} */
      let result
      try {
        result = JSON.parse(pago.getString('result') || 'null') || {}
      } catch (_) {
        result = {}
      }
      const failed = result.refundFailed || null
      return {
        ticket: pago.getString('ticket'),
        orderID: ticket ? ticket.getString('orderID') : '',
        state: pago.getString('estado') === 'reembolsando' ? 'pending' : 'failed',
        since: pago.getString('updated'),
        answer: failed ? String(failed.error || failed.status || failed.response_code || '') : '',
      }
    })
    return e.json(200, { refunds: refunds })
  },
  $apis.requireAuth('moderators'),
)
