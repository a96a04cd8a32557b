// Payment deadlines of approved, unpaid tickets. `runDeadlines(app, now)` is the whole job (the cron
// in pb_hooks/deadlines.pb.js calls it with the clock, tests through a superuser route with a chosen
// `now`). Settings come from PocketBase's environment (.env.example):
//   MI_PAYMENT_DAYS            days an approved ticket has to be paid (default 7)
//   MI_PAYMENT_REMINDER_HOURS  hours before the deadline the reminder goes out (default 48)
const audit = require(`${__hooks}/lib/audit.js`)
const { byIdOrNull, firstOrNull } = require(`${__hooks}/lib/records.js`)
const { sendBilingual } = require(`${__hooks}/lib/mail.js`)
// A buyer whose Webpay payment could still complete keeps the ticket until it no longer can
// (WEBPAY_COMPLETION_WINDOW_MS: Transbank's form and commit windows, src/domain/webpay-timing.ts).
const { EVENT, WEBPAY_COMPLETION_WINDOW_MS, formatChileTime, formatClp, paymentReminderMail, saleClosesAt } = require(`${__hooks}/lib/domain.generated.js`)
const { changeTicketStock, inCurrentSale } = require(`${__hooks}/lib/stock.js`)

function setting(name, fallback, max) {
  const value = Number($os.getenv(name))
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback
}

function settings() {
  return { days: setting('MI_PAYMENT_DAYS', 7, 90), reminderHours: setting('MI_PAYMENT_REMINDER_HOURS', 48, 24 * 30) }
}

const pbDate = (date) => date.toISOString().replace('T', ' ')
const parse = (text) => new Date(String(text).replace(' ', 'T'))

/**
 * The latest deadline a ticket may have at `now`'s edition: never after its sale closes (a ticket paid
 * then would be a sale outside the window, refused by the payment function).
 */
function latestDeadline(app, now, wanted) {
  const edition = require(`${__hooks}/lib/editions.js`).current(app, now.getTime())
  const closes = edition.ventaCierra ? saleClosesAt(edition) : wanted.getTime()
  return new Date(Math.min(wanted.getTime(), closes))
}

function deadlineFrom(app, now) {
  return pbDate(latestDeadline(app, now, new Date(now.getTime() + settings().days * 24 * 3600 * 1000)))
}

const SYSTEM = { id: '', email: () => 'system:payment-deadline' }

/** The deadline as the buyer's clock in Chile reads it (src/domain/chile-time.ts: goja has no Intl). */
const deadlineText = (text, lang) => formatChileTime(parse(text), lang)

function mailFacts(app, ticket) {
  const user = app.findRecordById('users', ticket.getString('user'))
  const type = app.findRecordById('Entradas', ticket.getString('tipo'))
  return { to: user.email(), type: type, appUrl: app.settings().meta.appURL }
}

function reminderMail(app, ticket) {
  const f = mailFacts(app, ticket)
  const until = ticket.getString('pagarAntes')
  const mail = paymentReminderMail({
    name: ticket.getString('nombre'),
    typeEs: f.type.getString('Nombre'),
    typeEn: f.type.getString('NombreIngles'),
    amount: formatClp(ticket.getInt('monto')),
    orderId: ticket.getString('orderID'),
    buyUrl: f.appUrl + '/buy',
    deadline: until ? parse(until) : null,
  })
  sendBilingual(app, f.to, mail.subject, mail.es, mail.en)
}

function expiryMail(app, ticket) {
  const f = mailFacts(app, ticket)
  sendBilingual(
    app,
    f.to,
    EVENT.name + ': plazo de pago vencido / payment deadline passed (' + ticket.getString('orderID') + ')',
    [
      'El plazo para pagar tu entrada ' + f.type.getString('Nombre') + ' (orden ' + ticket.getString('orderID') + ') venció el ' + deadlineText(ticket.getString('pagarAntes'), 'es') + ' y el cupo volvió a la venta.',
      'Si aún quieres ir, vuelve a la fila en ' + f.appUrl + '/buy o escríbenos.',
    ],
    [
      'The deadline to pay your ' + f.type.getString('NombreIngles') + ' ticket (order ' + ticket.getString('orderID') + ') passed on ' + deadlineText(ticket.getString('pagarAntes'), 'en') + ' and the spot is back on sale.',
      'If you still want to come, join the queue again at ' + f.appUrl + '/buy or write to us.',
    ],
  )
}

/**
 * A payment for the ticket could still complete: an attempt sent to Webpay (creando: its create answer
 * may be lost; iniciada) within Webpay's completion window, or one Webpay already authorized (pagada)
 * that only waits to be applied.
 */
function hasOpenPayment(app, ticket, now) {
  const since = pbDate(new Date(now.getTime() - WEBPAY_COMPLETION_WINDOW_MS))
  const open = "ticket = {:ticket} AND ((estado IN ('creando', 'iniciada') AND created > {:since}) OR estado = 'pagada')"
  return app.countRecords('pagos', $dbx.exp(open, { ticket: ticket.id, since: since })) > 0
}

/** One expiry in one transaction: estado vencida, the unit back in stock, an audit row. */
function expire(app, ticketId, now) {
  let done = false
  app.runInTransaction((tx) => {
    const ticket = tx.findRecordById('EntradasEntregadas', ticketId)
    if (ticket.getString('estado') !== 'creada') return
    const until = ticket.getString('pagarAntes')
    if (!until || parse(until) > now) return
    ticket.set('estado', 'vencida')
    tx.save(ticket)
    const stock = firstOrNull(tx, 'EntradasQuedan', 'EntradasID = {:type}', { type: ticket.getString('tipo') })
    changeTicketStock(tx, ticket, 'creada', 'vencida')
    audit.write(tx, SYSTEM, 'expire', 'EntradasEntregadas', ticket.id, { estado: 'creada', pagarAntes: until }, { estado: 'vencida', stockReturned: !!stock && inCurrentSale(tx, ticket) })
    done = true
  })
  return done
}

/**
 * Mails each ticket with `mail`, then stamps `stampField` with `now`: only after SMTP accepted the
 * mail, so a failed one is tried again on the next run and a sent one never. Ids go to `sent` or
 * to `failures`.
 */
function mailAndMark(app, tickets, mail, stampField, now, sent, failures) {
  for (const ticket of tickets) {
    try {
      mail(app, ticket)
      ticket.set(stampField, pbDate(now))
      app.save(ticket)
      sent.push(ticket.id)
    } catch (err) {
      failures.push(ticket.id)
      console.error('payment deadline: ' + stampField + ' mail for ' + ticket.id + ' failed: ' + err)
    }
  }
}

/**
 * Expires what is due, then sends the expiry mails and reminders not sent yet, and closes the open
 * requests an edition that is over left in its queue (issue #38): they would stand at the head of the
 * next edition's queues, where no approval may take them.
 */
function runDeadlines(app, now) {
  const summary = { expired: [], expiryMails: [], reminders: [], failures: [], staleRequests: [] }
  const queueStart = require(`${__hooks}/lib/editions.js`).queueStart(app, now.getTime())
  if (queueStart) {
    const { closeStaleRequest } = require(`${__hooks}/lib/ticket-request.js`)
    for (const stale of app.findRecordsByFilter('EntradasPedidas', "estado = 'creada' && created <= {:start}", 'created', 0, 0, { start: queueStart })) {
      closeStaleRequest(app, stale.id)
      summary.staleRequests.push(stale.id)
    }
  }
  const due = app.findRecordsByFilter('EntradasEntregadas', "estado = 'creada' && pagarAntes != '' && pagarAntes <= {:now}", 'pagarAntes', 0, 0, { now: pbDate(now) })
  for (const ticket of due) {
    if (hasOpenPayment(app, ticket, now)) continue
    if (expire(app, ticket.id, now)) summary.expired.push(ticket.id)
  }
  const expired = app.findRecordsByFilter('EntradasEntregadas', "estado = 'vencida' && avisoVencidaEn = ''", 'pagarAntes', 0, 0)
  mailAndMark(app, expired, expiryMail, 'avisoVencidaEn', now, summary.expiryMails, summary.failures)
  const remindBefore = pbDate(new Date(now.getTime() + settings().reminderHours * 3600 * 1000))
  const remind = app.findRecordsByFilter(
    'EntradasEntregadas',
    "estado = 'creada' && recordatorioEn = '' && pagarAntes != '' && pagarAntes <= {:before} && pagarAntes > {:now}",
    'pagarAntes',
    0,
    0,
    { before: remindBefore, now: pbDate(now) },
  )
  mailAndMark(app, remind, reminderMail, 'recordatorioEn', now, summary.reminders, summary.failures)
  return summary
}

/**
 * A moderator gives an unpaid ticket `days` more (from its deadline, or from now if that is later),
 * and a new reminder before the new deadline. Returns the updated ticket, or { refusal }.
 */
function extend(app, moderator, ticketId, days, now) {
  let result = null
  app.runInTransaction((tx) => {
    const ticket = byIdOrNull(tx, 'EntradasEntregadas', ticketId)
    if (!ticket) {
      result = { refusal: { status: 404, message: 'The issued ticket was not found.' } }
      return
    }
    if (ticket.getString('estado') !== 'creada') {
      result = { refusal: { status: 409, message: 'Only an unpaid ticket has a deadline to extend (estado ' + ticket.getString('estado') + ').' } }
      return
    }
    // After the sale closed no deadline can move: a ticket is never paid outside the sale window.
    if (!require(`${__hooks}/lib/editions.js`).saleOpen(tx, now.getTime())) {
      result = { refusal: { status: 409, message: 'Ticket sales are closed for this edition: the deadline cannot move.' } }
      return
    }
    const current = ticket.getString('pagarAntes')
    const from = current && parse(current) > now ? parse(current) : now
    const until = pbDate(latestDeadline(tx, now, new Date(from.getTime() + days * 24 * 3600 * 1000)))
    ticket.set('pagarAntes', until)
    ticket.set('recordatorioEn', '')
    tx.save(ticket)
    audit.write(tx, moderator, 'extend-deadline', 'EntradasEntregadas', ticket.id, { pagarAntes: current }, { pagarAntes: until })
    result = { ticket: ticket }
  })
  return result
}

module.exports = { runDeadlines: runDeadlines, extend: extend, deadlineFrom: deadlineFrom, settings: settings }
