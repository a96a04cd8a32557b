/// <reference path="../.dev/pb_data/types.d.ts" />

// Marks a verified payment as paid in ONE transaction: the issued ticket becomes pagada and the
// buyer's badge summary gets the type and the amount, exactly once per ticket. Superuser only (the
// functions call it after verifying the transaction with Webpay). Answers:
//   finalized  this call paid the ticket
//   already    this payment had already been applied (idempotent replay)
//   duplicate  the ticket was already paid by another transaction, was rejected or deleted: refund this one
routerAdd(
  'POST',
  '/api/mi/finalize',
  (e) => {
    const token = String(e.requestInfo().body.token || '')
    if (!/^[0-9a-f]{64}$/.test(token)) throw new BadRequestError('Invalid token.')
    let outcome = null
    e.app.runInTransaction((tx) => {
      let pago
      try {
        pago = tx.findFirstRecordByData('pagos', 'token', token)
      } catch (_) {
        throw new NotFoundError('Payment not found.')
      }
      const estado = pago.getString('estado')
      if (estado === 'finalizada') {
        outcome = { status: 'already', ticket: pago.getString('ticket') }
        return
      }
      if (estado !== 'pagada') throw new BadRequestError('The payment is not verified as authorized.')
      let ticket
      try {
        ticket = tx.findRecordById('EntradasEntregadas', pago.getString('ticket'))
      } catch (_) {
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
      ticket.set('estado', 'pagada')
      ticket.set('pagadoEn', new DateTime())
      ticket.set('token', token)
      tx.save(ticket)

      const user = ticket.getString('user')
      let summary = null
      try {
        summary = tx.findFirstRecordByData('EntradasUsuario', 'user', user)
      } catch (_) {
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
