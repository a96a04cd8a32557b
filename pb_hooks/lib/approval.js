// Approval ("Cobrar") of one open ticket request: everything runs inside the caller's transaction.
const { amountDue, formatOrderId, isBanned } = require(`${__hooks}/lib/domain.generated.js`)
const { personState, isUnderReview } = require(`${__hooks}/lib/standing.js`)

const { firstOrNull, byIdOrNull } = require(`${__hooks}/lib/records.js`)

// The counter row holds the next number to issue; the current edition gives its prefix unless the
// caller names one (a transfer keeps its ticket's edition). src/domain/order-id.ts formats it.
function nextOrderId(app, prefix) {
  let counter = firstOrNull(app, 'counters', "name = 'orderID'", {})
  let number = 0
  if (counter) {
    number = counter.getInt('value')
  } else {
    counter = new Record(app.findCollectionByNameOrId('counters'))
    counter.set('name', 'orderID')
  }
  counter.set('value', number + 1)
  app.save(counter)
  return formatOrderId(number, prefix || require(`${__hooks}/lib/editions.js`).current(app, Date.now()).prefijoOrden)
}

/**
 * Returns { ticket } on success or { refusal: {status, code, message} } when the request cannot be approved
 * (`code` names the reason for the moderator's screen, which tells it in their language).
 * A refusal is returned before anything is written, so the transaction commits nothing.
 */
function approve(app, requestId) {
  const request = byIdOrNull(app, 'EntradasPedidas', requestId)
  if (!request) return { refusal: { status: 404, code: 'notFound', message: 'The ticket request was not found.' } }
  if (request.getString('estado') !== 'creada') {
    return { refusal: { status: 400, code: 'notOpen', message: 'This request is no longer open (estado ' + request.getString('estado') + ').' } }
  }
  const editions = require(`${__hooks}/lib/editions.js`)
  if (!editions.saleOpen(app, Date.now())) return { refusal: editions.SALE_CLOSED }
  // A request made before the last edition ended is that edition's queue (its person asks again).
  const current = editions.current(app, Date.now())
  if (request.getString('created') <= editions.queueStart(app, Date.now())) {
    return { refusal: { status: 400, code: 'otherEdition', message: 'This request was made for an earlier edition’s sale.' } }
  }
  const userId = request.getString('user')
  const type = app.findRecordById('Entradas', request.getString('tipo'))

  const state = personState(app, userId)
  if (isBanned(state)) {
    return { refusal: { status: 400, code: 'banned', message: 'This person is banned (state ' + state + ').' } }
  }
  if (isUnderReview(app, userId)) {
    return { refusal: { status: 400, code: 'underReview', message: 'This account is held for review: another account registered the same identity document first.' } }
  }
  // What the person paid this edition: last edition's summary is none (lib/badge-summary.js).
  const prefix = current.prefijoOrden
  const badge = require(`${__hooks}/lib/badge-summary.js`).ofEdition(app, userId, prefix)
  const paid = badge ? badge.getInt('MontoTotalPagado') : 0
  const amount = amountDue(type.getInt('ValorCLP'), paid)
  if (amount === null) {
    return { refusal: { status: 400, code: 'nothingToCharge', message: 'The final amount is ' + (type.getInt('ValorCLP') - paid) + ' CLP: nothing to charge.' } }
  }
  const remaining = firstOrNull(app, 'EntradasQuedan', 'EntradasID = {:type}', { type: type.id })
  if (remaining && remaining.getInt('CantidadQuedan') <= 0) {
    return { refusal: { status: 400, code: 'soldOut', message: 'No tickets of type ' + type.getString('Tipo') + ' remain.' } }
  }
  const legal = firstOrNull(app, 'userLegalInfoPaws', 'user = {:user}', { user: userId })

  const before = { request: request.publicExport(), remaining: remaining ? remaining.getInt('CantidadQuedan') : null }
  request.set('estado', 'aprobada')
  app.save(request)

  const ticket = new Record(app.findCollectionByNameOrId('EntradasEntregadas'))
  ticket.set('user', userId)
  ticket.set('tipo', type.id)
  ticket.set('pedida', request.id)
  ticket.set('nombre', legal ? legal.getString('nombreEnDocumento') : '')
  ticket.set('estado', 'creada')
  ticket.set('correoEnviado', 'no')
  ticket.set('correoEnviado2', 'no')
  ticket.set('token', '1')
  ticket.set('orderID', nextOrderId(app))
  ticket.set('monto', amount)
  // An upgrade stands on the ticket the person holds now and the credit its price subtracted
  // (src/domain/upgrade-base.ts): paying it later checks both are still true.
  if (paid > 0) {
    const base = app.findRecordsByFilter('EntradasEntregadas', "user = {:user} && estado = 'pagada' && orderID ~ {:prefix}", '-pagadoEn', 1, 0, { user: userId, prefix: prefix + '%' })[0]
    ticket.set('credito', paid)
    ticket.set('mejoraDe', base ? base.id : '')
  }
  app.save(ticket)

  if (remaining) {
    const left = remaining.getInt('CantidadQuedan') - 1
    remaining.set('CantidadQuedan', left)
    // Any sale uses up a returned unit first: /adminsell's "n units returned" counts what is still unsold.
    remaining.set('devueltas', Math.max(0, Math.min(remaining.getInt('devueltas') - 1, left)))
    app.save(remaining)
  }
  return {
    ticket: ticket,
    before: before,
    after: {
      request: request.publicExport(),
      ticket: ticket.publicExport(),
      remaining: remaining ? remaining.getInt('CantidadQuedan') : null,
    },
  }
}

module.exports = {
  approve: approve,
  nextOrderId: nextOrderId,
}
