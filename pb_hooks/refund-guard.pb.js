/// <reference path="../types/pocketbase-jsvm.d.ts" />

// An organiser refund and the door never cross (issue #37, docs/decisions.md "An admitted ticket is
// not refunded"). The refund's intent (`reembolsando`) is written here, in ONE transaction with the
// check that the holder was not admitted; the door's admission is another transaction that refuses a
// ticket whose refund is in flight (lib/checkin.js). SQLite runs write transactions one at a time, so
// whichever commits first wins and the other sees it: never money back while an admission stands.
// Superuser only (functions/_shared/payments.ts calls it before and while asking Webpay). Body
// { token, por } writes the intent from `finalizada`; { token, resume: true } re-checks a pending
// intent before the refund is sent to Webpay again (the caller puts it back to `finalizada` on
// `admitted`: only possible for an intent older than this rule, since the door refuses a ticket whose
// refund is in flight). Answers { status: 'written' | 'resumed' | 'admitted' | 'already' }; a refused
// check writes nothing.
routerAdd(
  'POST',
  '/api/mi/refund-intent',
  (e) => {
    const { paymentOf, ticketOf } = require(`${__hooks}/lib/payment-records.js`)
    const { isAdmitted } = require(`${__hooks}/lib/admissions.js`)
    const { refundBreaksAdmission } = require(`${__hooks}/lib/domain.generated.js`)
    const body = e.requestInfo().body || {}
    const resume = body.resume === true
    let outcome = null
    e.app.runInTransaction((tx) => {
      const pago = paymentOf(tx, body)
      const estado = pago.getString('estado')
      if (estado === 'reembolsada') {
        outcome = { status: 'already' }
        return
      }
      if (resume ? estado !== 'reembolsando' || pago.getString('reembolsoMotivo') !== 'organizador' : estado !== 'finalizada') {
        throw new BadRequestError('This payment cannot be refunded in its current state.')
      }
      const ticket = ticketOf(tx, pago)
      const admitted = isAdmitted(tx, ticket ? ticket.getString('user') : '', pago.getString('ticket'))
      if (refundBreaksAdmission({ admitted: admitted })) {
        outcome = { status: 'admitted' }
        return
      }
      if (!resume) {
        pago.set('estado', 'reembolsando')
        pago.set('reembolsoMotivo', 'organizador')
        pago.set('reembolsoPor', String(body.por || ''))
        tx.save(pago)
      }
      outcome = { status: resume ? 'resumed' : 'written' }
    })
    return e.json(200, outcome)
  },
  $apis.requireSuperuserAuth(),
)
