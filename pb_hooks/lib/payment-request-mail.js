// "Cobrar" mails the payment request itself, right after the approval committed, so approving is one
// call from the moderator's browser. The mail is not part of the approval's transaction: a refused
// mail leaves the ticket issued with correoEnviado 'no' and the answer says so; the moderator resends
// it (functions/sendmailpagar.mts, the same words: src/domain/payment-request-mail.ts).
const { formatClp, paymentRequestMail } = require(`${__hooks}/lib/domain.generated.js`)
const { sendMail } = require(`${__hooks}/lib/mail.js`)
const audit = require(`${__hooks}/lib/audit.js`)
const editions = require(`${__hooks}/lib/editions.js`)

/** Mails the payment request of a just-issued ticket; true when SMTP accepted it (and the ticket says so). */
function mailPaymentRequest(app, ticket, auth) {
  let email = ''
  try {
    const user = app.findRecordById('users', ticket.getString('user'))
    const type = app.findRecordById('Entradas', ticket.getString('tipo'))
    email = user.email()
    const mail = paymentRequestMail({
      typeEs: type.getString('Nombre'),
      typeEn: type.getString('NombreIngles'),
      tipo: type.getString('Tipo'),
      amount: formatClp(ticket.getInt('monto')),
      orderId: ticket.getString('orderID'),
      buyUrl: app.settings().meta.appURL + '/buy',
      minutes: editions.current(app, Date.now()).minutosPago,
    })
    sendMail(app, email, mail)
  } catch (err) {
    app.logger().warn('payment request mail not sent; the moderator can resend it', 'ticket', ticket.id, 'error', String(err))
    return false
  }
  app.runInTransaction((tx) => {
    const fresh = tx.findRecordById('EntradasEntregadas', ticket.id)
    const before = fresh.getString('correoEnviado')
    fresh.set('correoEnviado', 'si')
    tx.save(fresh)
    audit.write(tx, auth, 'sendmailpagar', 'EntradasEntregadas', ticket.id, { correoEnviado: before }, { correoEnviado: 'si', to: email, monto: fresh.getInt('monto') })
  })
  return true
}

/** The issued ticket as the approval routes answer it, with whether its payment request went out. */
const answerWithMail = (ticket, mailed) => Object.assign(JSON.parse(JSON.stringify(ticket)), { correoEnviado: mailed ? 'si' : ticket.getString('correoEnviado'), mailed: mailed })

module.exports = { mailPaymentRequest: mailPaymentRequest, answerWithMail: answerWithMail }
