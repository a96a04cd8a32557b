// Approval ("Cobrar") of one open ticket request: everything runs inside the caller's transaction.
const ORDER_PREFIX = 'Paw25a'
const ORDER_DIGITS = 20

function isNoRows(err) {
  return String(err && err.message ? err.message : err).indexOf('no rows in result set') !== -1
}

function firstOrNull(app, collection, filter, params) {
  try {
    return app.findFirstRecordByFilter(collection, filter, params)
  } catch (err) {
    if (isNoRows(err)) return null
    throw err
  }
}

function byIdOrNull(app, collection, id) {
  try {
    return app.findRecordById(collection, id)
  } catch (err) {
    if (isNoRows(err)) return null
    throw err
  }
}

function pad(n) {
  let s = String(n)
  while (s.length < ORDER_DIGITS) s = '0' + s
  return s
}

// The counter row holds the next number to issue; the first order id is Paw25a + 20 zeros.
function nextOrderId(app) {
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
  return ORDER_PREFIX + pad(number)
}

/**
 * Returns { ticket } on success or { refusal: {status, message} } when the request cannot be approved.
 * A refusal is returned before anything is written, so the transaction commits nothing.
 */
function approve(app, requestId) {
  const request = byIdOrNull(app, 'EntradasPedidas', requestId)
  if (!request) return { refusal: { status: 404, message: 'The ticket request was not found.' } }
  if (request.getString('estado') !== 'creada') {
    return { refusal: { status: 400, message: 'This request is no longer open (estado ' + request.getString('estado') + ').' } }
  }
  const userId = request.getString('user')
  const type = app.findRecordById('Entradas', request.getString('tipo'))

  const { BAN_THRESHOLD } = require(`${__hooks}/lib/domain.generated.js`)
  const state = require(`${__hooks}/lib/standing.js`).personState(app, userId)
  if (state >= BAN_THRESHOLD) {
    return { refusal: { status: 400, message: 'This person is banned (state ' + state + ').' } }
  }
  const badge = firstOrNull(app, 'EntradasUsuario', 'user = {:user}', { user: userId })
  const paid = badge ? badge.getInt('MontoTotalPagado') : 0
  const amount = type.getInt('ValorCLP') - paid
  if (amount <= 0) {
    return { refusal: { status: 400, message: 'The final amount is ' + amount + ' CLP: nothing to charge.' } }
  }
  const remaining = firstOrNull(app, 'EntradasQuedan', 'EntradasID = {:type}', { type: type.id })
  if (remaining && remaining.getInt('CantidadQuedan') <= 0) {
    return { refusal: { status: 400, message: 'No tickets of type ' + type.getString('Tipo') + ' remain.' } }
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
  app.save(ticket)

  if (remaining) {
    remaining.set('CantidadQuedan', remaining.getInt('CantidadQuedan') - 1)
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
  firstOrNull: firstOrNull,
  byIdOrNull: byIdOrNull,
  // Copies of src/domain facts (the JS VM cannot import it); tests/unit/ticket-request-hook.test.ts keeps them in step.
  ORDER_PREFIX: ORDER_PREFIX,
  ORDER_DIGITS: ORDER_DIGITS,
}
