// Supervised ticket transfer (issue #28, src/domain/ticket-transfer.ts): every function runs inside
// the caller's transaction and returns { refusal } before writing anything when the intent cannot
// stand, so a refused call commits nothing.
const domain = require(`${__hooks}/lib/domain.generated.js`)
const { firstOrNull, byIdOrNull, isNotUnique } = require(`${__hooks}/lib/records.js`)
const { isPersonBanned, isUnderReview } = require(`${__hooks}/lib/standing.js`)
const { nextOrderId } = require(`${__hooks}/lib/approval.js`)

/** Payment states that still need a step: a ticket must not change hands under them. */
const UNFINISHED_PAYMENT = "(estado = 'creando' || estado = 'iniciada' || estado = 'pagada' || estado = 'reembolsando')"

const refuse = (code) => ({ refusal: code })

/** The current edition's transfer deadline (YYYY-MM-DD), '' when organisers set none. */
function deadlineOf(app) {
  const edition = require(`${__hooks}/lib/editions.js`).current(app, Date.now())
  const record = byIdOrNull(app, 'Ediciones', edition.id)
  return { edition: edition, deadline: record ? record.getString('traspasosHasta') : '' }
}

/** A user found by e-mail or username (case-insensitive), or null. */
function findRecipient(app, typed) {
  const query = domain.recipientQuery(typeof typed === 'string' ? typed : '')
  if (!query) return null
  if ('email' in query) return firstOrNull(app, 'users', 'email = {:email}', { email: query.email })
  const wanted = query.username.toLowerCase()
  return app.findRecordsByFilter('users', 'username ~ {:u}', '', 20, 0, { u: query.username }).find((u) => u.getString('username').toLowerCase() === wanted) || null
}

/** The order prefix of the edition being sold: transfers move this edition's tickets only (issue #38). */
const currentPrefix = (app) => require(`${__hooks}/lib/editions.js`).current(app, Date.now()).prefijoOrden
const ofThisEdition = (app, ticket) => domain.orderPrefixOf(ticket.getString('orderID')) === currentPrefix(app)
/** Open requests of this edition's queue: one made before the last edition ended is that edition's. */
const OPEN_REQUEST = "user = {:u} && estado = 'creada' && created > {:since}"
const openRequestParams = (app, userId) => ({ u: userId, since: require(`${__hooks}/lib/editions.js`).queueStart(app, Date.now()) })

/** Holds an unpaid or paid ticket of this edition, or waits in its queue. */
const holdsTicket = (app, userId) =>
  !!firstOrNull(app, 'EntradasEntregadas', "user = {:u} && (estado = 'pagada' || estado = 'creada') && orderID ~ {:p}", { u: userId, p: currentPrefix(app) + '%' }) ||
  !!firstOrNull(app, 'EntradasPedidas', OPEN_REQUEST, openRequestParams(app, userId))

/** An unpaid ticket (an upgrade), an open request or a payment in flight: the holder's situation is moving. */
const isBusy = (app, userId) =>
  !!firstOrNull(app, 'EntradasEntregadas', "user = {:u} && estado = 'creada' && orderID ~ {:p}", { u: userId, p: currentPrefix(app) + '%' }) ||
  !!firstOrNull(app, 'EntradasPedidas', OPEN_REQUEST, openRequestParams(app, userId)) ||
  !!firstOrNull(app, 'pagos', 'user = {:u} && ' + UNFINISHED_PAYMENT, { u: userId })

const { isAdmitted } = require(`${__hooks}/lib/admissions.js`)

/**
 * Why `user` cannot take a ticket (src/domain/ticket-transfer.ts), or null. Asked at the request and
 * again at the approval, inside its transaction (the door's admission is a transaction too, so the
 * approval and an admission of the recipient never cross): someone admitted this edition would be
 * refused at the door with the ticket (one admission per person, src/domain/ticket-invariants.ts).
 */
function recipientProblemOf(app, user) {
  const legal = firstOrNull(app, 'userLegalInfoPaws', 'user = {:u}', { u: user.id })
  return domain.recipientProblem({
    verified: user.verified(),
    legalName: legal ? legal.getString('nombreEnDocumento') : '',
    birthday: legal ? legal.getString('bdate') : '',
    banned: isPersonBanned(app, user.id),
    underReview: isUnderReview(app, user.id),
    holdsTicket: holdsTicket(app, user.id),
    admitted: require(`${__hooks}/lib/admissions.js`).isAdmitted(app, user.id, ''),
  })
}

/** The holder asks: { transfer } or { refusal } in the words the holder may hear. */
function request(app, holderId, body) {
  const ticketId = body && typeof body.ticket === 'string' ? body.ticket : ''
  if (!domain.isRecordId(ticketId)) return refuse('notFound')
  const ticket = byIdOrNull(app, 'EntradasEntregadas', ticketId)
  // Another person's ticket reads exactly like a missing one.
  if (!ticket || ticket.getString('user') !== holderId) return refuse('notFound')
  if (ticket.getString('estado') !== 'pagada') return refuse('notPaid')
  // Another edition's ticket is history: moved now it would come out as this edition's.
  if (!ofThisEdition(app, ticket)) return refuse('closed')
  if (!domain.transfersOpen(deadlineOf(app).deadline, domain.todayInChile(new Date()))) return refuse('closed')
  // A transfer is a sale to the recipient: never outside the edition's sale window.
  if (!require(`${__hooks}/lib/editions.js`).saleOpen(app, Date.now())) return refuse('closed')
  if (firstOrNull(app, 'traspasos', "ticket = {:t} && estado = 'pendiente'", { t: ticket.id })) return refuse('alreadyPending')
  if (isBusy(app, holderId)) return refuse('holderBusy')
  if (isAdmitted(app, holderId, ticket.id)) return refuse('admitted')
  if (!require(`${__hooks}/lib/client-limits.js`).take(app, 'transferLookup', holderId)) return refuse('rateLimited')
  const recipient = findRecipient(app, body.to)
  if (!recipient) return refuse('recipientUnknown')
  if (recipient.id === holderId) return refuse('self')
  const problem = recipientProblemOf(app, recipient)
  if (problem) return refuse(domain.holderFacingRefusal(problem))
  const transfer = new Record(app.findCollectionByNameOrId('traspasos'))
  transfer.set('ticket', ticket.id)
  transfer.set('de', holderId)
  transfer.set('para', recipient.id)
  transfer.set('estado', 'pendiente')
  try {
    app.save(transfer)
  } catch (err) {
    if (isNotUnique(err)) return refuse('alreadyPending')
    throw err
  }
  return { transfer: transfer }
}

/** The holder withdraws their own open request. */
function cancel(app, holderId, transferId) {
  const transfer = domain.isRecordId(transferId) ? byIdOrNull(app, 'traspasos', transferId) : null
  if (!transfer || transfer.getString('de') !== holderId) return refuse('notFound')
  if (transfer.getString('estado') !== 'pendiente') return refuse('notPending')
  transfer.set('estado', 'cancelada')
  app.save(transfer)
  return { transfer: transfer }
}

/** Moves `userId`'s payments of `ticketId` to `toUser` (pointing them at `newTicketId` when given); the money they kept. */
function movePayments(app, ticketId, fromUser, toUser, newTicketId) {
  let kept = 0
  for (const pago of app.findRecordsByFilter('pagos', 'ticket = {:t} && user = {:u}', '', 0, 0, { t: ticketId, u: fromUser })) {
    if (pago.getString('estado') === 'finalizada') kept += pago.getInt('amount')
    pago.set('user', toUser)
    if (newTicketId) pago.set('ticket', newTicketId)
    app.save(pago)
  }
  return kept
}

/**
 * Hands the paid `ticket` to `toUser`: a new ticket record (a new id, so a new QR) with the same
 * type, amount, credit, payment time and upgrade base; the old one becomes `transferida`. The money
 * goes with it: its payments, the tickets an upgrade replaced (and their payments) and the amount in
 * the badge summaries, so each person's books still match Webpay (docs/payments.md). Stock is
 * unchanged: one unit left one holder and reached the other.
 */
function moveTicket(app, ticket, toUser) {
  const fromUser = ticket.getString('user')
  const legal = firstOrNull(app, 'userLegalInfoPaws', 'user = {:u}', { u: toUser })
  const fresh = new Record(app.findCollectionByNameOrId('EntradasEntregadas'))
  for (const field of ['tipo', 'pedida', 'monto', 'credito', 'mejoraDe', 'pagadoEn', 'token', 'tokenCreadoEn', 'correoEnviado']) fresh.set(field, ticket.get(field))
  fresh.set('user', toUser)
  fresh.set('nombre', legal ? legal.getString('nombreEnDocumento') : '')
  fresh.set('estado', 'pagada')
  // The new id keeps the ticket's edition (its prefix), whatever edition is being sold.
  fresh.set('orderID', nextOrderId(app, domain.orderPrefixOf(ticket.getString('orderID'))))
  // 'no' until the ticket mail with the new signed QR went out: the reconciliation sends it (functions/_shared/reconcile.ts).
  fresh.set('correoEnviado2', 'no')
  fresh.set('transferidaDe', ticket.id)
  app.save(fresh)

  ticket.set('estado', 'transferida')
  ticket.set('transferidaA', fresh.id)
  ticket.set('transferidaEn', new DateTime())
  app.save(ticket)

  let moved = movePayments(app, ticket.id, fromUser, toUser, fresh.id)
  // The tickets an upgrade replaced travel too: a refund of the upgrade gives the base back to whoever holds it.
  let frontier = [ticket.id]
  while (frontier.length > 0) {
    const next = []
    for (const id of frontier) {
      for (const replaced of app.findRecordsByFilter('EntradasEntregadas', "reemplazadaPor = {:id} && user = {:u} && estado = 'reemplazada'", '', 0, 0, { id: id, u: fromUser })) {
        replaced.set('user', toUser)
        if (id === ticket.id) replaced.set('reemplazadaPor', fresh.id)
        app.save(replaced)
        moved += movePayments(app, replaced.id, fromUser, toUser, '')
        next.push(replaced.id)
      }
    }
    frontier = next
  }

  const badges = require(`${__hooks}/lib/badge-summary.js`)
  const prefix = domain.orderPrefixOf(ticket.getString('orderID'))
  const from = badges.ofEdition(app, fromUser, prefix)
  if (from) {
    const left = from.getInt('MontoTotalPagado') - moved
    if (left <= 0) app.delete(from)
    else {
      from.set('MontoTotalPagado', left)
      from.set('TipoBadge', '')
      app.save(from)
    }
  }
  const to = badges.forWrite(app, toUser, prefix)
  if (to) {
    to.set('TipoBadge', fresh.getString('tipo'))
    to.set('MontoTotalPagado', to.getInt('MontoTotalPagado') + moved)
    app.save(to)
  }
  return { ticket: fresh, moved: moved }
}

/** Runs `intent(txApp)` in one transaction; throws the refusal it returned, answers its result. */
function runIntent(e, intent) {
  /** @type {any} */
  let result = null
  e.app.runInTransaction((txApp) => {
    result = intent(txApp)
  })
  if (result.refusal) {
    const data = { request: new ValidationError(result.refusal, 'Transfer refused: ' + result.refusal + '.') }
    if (result.refusal === 'notFound') throw new NotFoundError('The transfer or ticket was not found.', data)
    if (result.refusal === 'rateLimited') throw new TooManyRequestsError('Too many transfer requests: try again later.', data)
    throw new BadRequestError('The transfer cannot go ahead: ' + result.refusal + '.', data)
  }
  return result
}

/**
 * Decisions may come after the deadline, but never once the edition has started with transfers closed:
 * a phone that synced before a change at the door would still admit the old QR offline.
 */
function decisionsClosed(app) {
  const found = deadlineOf(app)
  const today = domain.todayInChile(new Date())
  return found.edition.inicio <= today && !domain.transfersOpen(found.deadline, today)
}

const openTransfer = (app, id) => (domain.isRecordId(id) ? byIdOrNull(app, 'traspasos', id) : null)

/**
 * One side of a link of the chain of holders, as the audit log keeps it: the holder (`user`) and their
 * ticket, in the fields the audit viewer already words (the person by name, the ticket by order id).
 */
const side = (transfer, holder, ticket) => ({ user: holder, ticket: ticket ? ticket.id : null, estado: transfer.getString('estado') })

/** A moderator approves: the ticket changes hands now, or nothing changes and the reason is named. */
function approve(app, moderator, transferId) {
  const transfer = openTransfer(app, transferId)
  if (!transfer) return refuse('notFound')
  if (transfer.getString('estado') !== 'pendiente') return refuse('notPending')
  if (decisionsClosed(app)) return refuse('closed')
  const from = transfer.getString('de')
  const to = transfer.getString('para')
  const ticket = byIdOrNull(app, 'EntradasEntregadas', transfer.getString('ticket'))
  if (!ticket || ticket.getString('user') !== from || ticket.getString('estado') !== 'pagada') return refuse('ticketChanged')
  if (!ofThisEdition(app, ticket)) return refuse('closed')
  if (isBusy(app, from)) return refuse('holderBusy')
  if (isAdmitted(app, from, ticket.id)) return refuse('admitted')
  const problem = recipientProblemOf(app, app.findRecordById('users', to))
  if (problem) return refuse(problem)
  const before = side(transfer, from, ticket)
  const moved = moveTicket(app, ticket, to)
  transfer.set('estado', 'aprobada')
  transfer.set('nuevaEntrada', moved.ticket.id)
  transfer.set('resueltoPor', moderator.id)
  transfer.set('resueltoEn', new DateTime())
  app.save(transfer)
  require(`${__hooks}/lib/audit.js`).write(app, moderator, 'traspaso-aprobar', 'EntradasEntregadas', ticket.id, before, side(transfer, to, moved.ticket))
  return { transfer: transfer, oldTicket: ticket, newTicket: moved.ticket, giver: from, receiver: to }
}

/** A moderator refuses an open request. */
function refuseTransfer(app, moderator, transferId) {
  const transfer = openTransfer(app, transferId)
  if (!transfer) return refuse('notFound')
  if (transfer.getString('estado') !== 'pendiente') return refuse('notPending')
  const before = side(transfer, transfer.getString('de'), null)
  transfer.set('estado', 'rechazada')
  transfer.set('resueltoPor', moderator.id)
  transfer.set('resueltoEn', new DateTime())
  app.save(transfer)
  require(`${__hooks}/lib/audit.js`).write(app, moderator, 'traspaso-rechazar', 'traspasos', transfer.id, before, side(transfer, transfer.getString('de'), null))
  return { transfer: transfer }
}

/**
 * A moderator reverses an approved transfer: the ticket goes back to the person who gave it, again
 * under a new id (the receiver saw the last QR). Only while the receiver has not entered, upgraded or
 * paid anything else on it, and the giver holds no ticket of their own meanwhile.
 */
function reverse(app, moderator, transferId) {
  const transfer = openTransfer(app, transferId)
  if (!transfer) return refuse('notFound')
  if (transfer.getString('estado') !== 'aprobada') return refuse('notApproved')
  if (decisionsClosed(app)) return refuse('closed')
  const giver = transfer.getString('de')
  const receiver = transfer.getString('para')
  const ticket = byIdOrNull(app, 'EntradasEntregadas', transfer.getString('nuevaEntrada'))
  if (!ticket || ticket.getString('user') !== receiver || ticket.getString('estado') !== 'pagada') return refuse('ticketChanged')
  if (!ofThisEdition(app, ticket)) return refuse('closed')
  if (isBusy(app, receiver)) return refuse('holderBusy')
  if (isAdmitted(app, receiver, ticket.id)) return refuse('admitted')
  if (holdsTicket(app, giver)) return refuse('originalHolderHolds')
  // The giver receives it back: admitted meanwhile (another ticket, since voided), the door would refuse it.
  if (require(`${__hooks}/lib/admissions.js`).isAdmitted(app, giver, '')) return refuse('recipientAdmitted')
  const before = side(transfer, receiver, ticket)
  const moved = moveTicket(app, ticket, giver)
  transfer.set('estado', 'revertida')
  transfer.set('entradaDevuelta', moved.ticket.id)
  transfer.set('revertidoEn', new DateTime())
  app.save(transfer)
  require(`${__hooks}/lib/audit.js`).write(app, moderator, 'traspaso-revertir', 'EntradasEntregadas', ticket.id, before, side(transfer, giver, moved.ticket))
  return { transfer: transfer, oldTicket: ticket, newTicket: moved.ticket, giver: receiver, receiver: giver }
}

module.exports = {
  runIntent: runIntent,
  deadlineOf: deadlineOf,
  request: request,
  cancel: cancel,
  approve: approve,
  refuseTransfer: refuseTransfer,
  reverse: reverse,
  moveTicket: moveTicket,
}
