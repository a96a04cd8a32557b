// Door check-in: what the door sees of a ticket and the one admission it allows. Runs in the caller's
// app or transaction. Verdicts (the SPA translates them):
//   admit            paid, not banned, its holder not yet admitted
//   alreadyAdmitted  the holder entered before, with this ticket or another of theirs (an upgrade's
//                    old QR): admission is per person (admission says when and by whom)
//   void             the holder deleted their account: the ticket is void (docs/privacy.md)
//   banned           the holder is banned (the person's state, lib/standing.js)
//   replaced         retired by an upgrade (estado reemplazada)
//   refunded         money returned (estado reembolsada)
//   transferred      handed to another person with the organisers' approval (estado transferida): the
//                    new holder has a new ticket and QR (lib/transfer.js)
//   refunding        an organiser refund of this ticket is in flight (sent to Webpay, not judged yet):
//                    no admission while money may be going back (issue #37, docs/decisions.md)
//   unpaid           issued but not paid (estado creada)
//   rejected         rejected by a moderator or expired (rechazada, vencida)
//   otherEdition     a ticket of another edition than the one being held (its order id's prefix):
//                    `edicion` names that edition's year for staff (issue #38)
const { firstOrNull, byIdOrNull } = require(`${__hooks}/lib/records.js`)
const { isPersonBanned } = require(`${__hooks}/lib/standing.js`)
const { refundInFlight } = require(`${__hooks}/lib/admissions.js`)
const { DEVICE_ID_PATTERN, RECORD_ID_PATTERN, editionOfPrefix, editionYear, maskDocumentNumber, orderPrefixOf } = require(`${__hooks}/lib/domain.generated.js`)
const editions = require(`${__hooks}/lib/editions.js`)

const REFUSED_BY_ESTADO = { reemplazada: 'replaced', reembolsada: 'refunded', transferida: 'transferred', creada: 'unpaid', rechazada: 'rejected', vencida: 'rejected' }

// The holder's ban follows the person: every account sharing the identity document counts.
const isBanned = (app, userId) => isPersonBanned(app, userId)

const admissionView = (row) => ({ at: row.getString('admittedAt'), by: row.getString('moderatorName'), origin: row.getString('origin') })

/** The person's admission in the ticket's edition (any of their tickets), or this ticket's for a ticket without a holder. */
function admissionOf(app, ticketId, holder, edicion) {
  const row = holder
    ? firstOrNull(app, 'admisiones', '(holder = {:holder} && edicion = {:edicion}) || ticket = {:ticket}', { holder: holder, edicion: edicion, ticket: ticketId })
    : firstOrNull(app, 'admisiones', 'ticket = {:ticket}', { ticket: ticketId })
  return row ? admissionView(row) : null
}

/**
 * The edition being held (the current one) and what the door says of a ticket's: `other` is '' for a
 * ticket of the current edition, else that edition's year (or its prefix when no edition has it).
 */
function editionFacts(all, current, orderID) {
  const prefix = orderPrefixOf(orderID)
  const own = editionOfPrefix(all, prefix)
  const year = own ? editionYear(own) : prefix
  return { prefix: prefix, year: year, other: prefix === current.prefijoOrden ? '' : year || '?' }
}

function verdictOf(estado, banned, admission, voided, refunding, otherEdition) {
  if (voided) return 'void'
  if (otherEdition) return 'otherEdition'
  if (banned) return 'banned'
  if (REFUSED_BY_ESTADO[estado]) return REFUSED_BY_ESTADO[estado]
  if (estado !== 'pagada') return 'rejected'
  if (admission) return 'alreadyAdmitted'
  if (refunding) return 'refunding'
  return 'admit'
}

/** What the door shows of one ticket: the same shape online (inspect) and in the phones' list. */
function doorView(ticket, type, personal, legal, avatarUrl, banned, admission, refunding, edition) {
  const estado = ticket.getString('estado')
  const holder = ticket.getString('user')
  // A deleted account's tickets are kept anonymised for the books, and void at the door.
  const voided = holder === ''
  return {
    id: ticket.id,
    holder: holder,
    voided: voided,
    orderID: ticket.getString('orderID'),
    edicion: edition.year,
    estado: estado,
    tipo: type ? type.getString('Tipo') : '',
    nombreTipo: type ? type.getString('Nombre') : '',
    nombreTipoIngles: type ? type.getString('NombreIngles') : '',
    badge: personal ? personal.getString('Badge') : '',
    legalName: legal ? legal.getString('nombreEnDocumento') : ticket.getString('nombre'),
    // The last characters of the document number, for staff to compare with the physical ID: anyone
    // can type an invented RUT, so the door is the last check (docs/security.md §2).
    documentTail: legal ? maskDocumentNumber(require(`${__hooks}/lib/document-crypto.js`).numberOf(legal)) : '',
    avatar: avatarUrl,
    banned: banned,
    admission: admission,
    verdict: verdictOf(estado, banned, admission, voided, refunding === true, edition.other),
  }
}

/** Everything the door shows for one issued ticket, or null when there is no such ticket. */
function inspect(app, ticketId) {
  const ticket = byIdOrNull(app, 'EntradasEntregadas', ticketId)
  if (!ticket) return null
  const userId = ticket.getString('user')
  const type = byIdOrNull(app, 'Entradas', ticket.getString('tipo'))
  const user = byIdOrNull(app, 'users', userId)
  const personal = firstOrNull(app, 'userPersonalInfoPaws', 'user = {:user}', { user: userId })
  const legal = firstOrNull(app, 'userLegalInfoPaws', 'user = {:user}', { user: userId })
  const avatar = user ? user.getString('avatar') : ''
  const banned = userId !== '' && isBanned(app, userId)
  const all = editions.all(app)
  const edition = editionFacts(all, editions.current(app, Date.now()), ticket.getString('orderID'))
  const admission = admissionOf(app, ticket.id, userId, edition.prefix)
  const avatarUrl = avatar ? '/api/files/users/' + userId + '/' + avatar + '?thumb=256x256' : ''
  return doorView(ticket, type, personal, legal, avatarUrl, banned, admission, refundInFlight(app, ticket.id), edition)
}

/** The ticket id of a /api/mi/checkin/{id} route, or a 400. */
function ticketIdOf(e) {
  const id = e.request.pathValue('id')
  if (!RECORD_ID_PATTERN.test(id)) throw new BadRequestError('Invalid ticket id.')
  return id
}

/** What the door shows for the ticket a route names, or a 400/404. */
function doorOfRequest(e) {
  const door = inspect(e.app, ticketIdOf(e))
  if (!door) throw new NotFoundError('The ticket was not found.')
  return door
}

/**
 * Admits the ticket when its verdict is `admit`: writes the admission row (unique per ticket) and
 * returns { door } with the new admission, or { door, refused: true } changing nothing.
 */
function admit(app, moderator, ticketId, options) {
  const door = inspect(app, ticketId)
  if (!door) return null
  if (door.verdict !== 'admit') return { door: door, refused: true }
  const row = new Record(app.findCollectionByNameOrId('admisiones'))
  row.set('ticket', ticketId)
  // Unique among non-empty holders of one edition (migration 1795004010): a second admission of the
  // person at this edition fails here.
  row.set('holder', door.holder)
  row.set('edicion', orderPrefixOf(door.orderID))
  row.set('moderator', moderator.id)
  row.set('moderatorName', moderator.getString('name') || moderator.email())
  row.set('admittedAt', options.at || new DateTime())
  row.set('origin', options.origin || 'online')
  row.set('device', options.device || '')
  app.save(row)
  door.admission = admissionOf(app, ticketId, door.holder, orderPrefixOf(door.orderID))
  door.verdict = 'admitted'
  return { door: door, refused: false }
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/**
 * The tickets the door may meet at the edition being held, as it needs them offline, revoked ones
 * included (replaced, refunded, banned travel as refusals); another edition's tickets stay on the
 * server (a signed QR names its edition, so a phone refuses them by itself). One query per collection
 * plus the ban check per holder. Returns { tickets, edition: { prefix, year } }.
 */
function doorList(app) {
  const current = editions.current(app, Date.now())
  const all = editions.all(app)
  const byUser = (collection) => {
    const map = {}
    for (const row of app.findAllRecords(collection)) map[row.getString('user')] = row
    return map
  }
  const types = {}
  for (const type of app.findAllRecords('Entradas')) types[type.id] = type
  const personal = byUser('userPersonalInfoPaws')
  const legal = byUser('userLegalInfoPaws')
  const admissions = {}
  const admittedHolders = {}
  for (const row of app.findRecordsByFilter('admisiones', 'edicion = {:e}', '', 0, 0, { e: current.prefijoOrden })) {
    admissions[row.getString('ticket')] = admissionView(row)
    if (row.getString('holder')) admittedHolders[row.getString('holder')] = admissionView(row)
  }
  const banned = {}
  // Tickets whose organiser refund is in flight travel as `refunding`: a phone offline until the
  // refund is done must not admit them either.
  const refunding = {}
  for (const pago of app.findRecordsByFilter('pagos', "estado = 'reembolsando' && reembolsoMotivo = 'organizador'", '', 0, 0)) refunding[pago.getString('ticket')] = true
  // Only tickets that ever had a QR code (paid) travel to the phones: paid, and revoked after paying.
  // Unpaid, rejected and expired ones never had one, so their holders' names stay on the server.
  const filter = "(estado = 'pagada' || estado = 'reemplazada' || estado = 'reembolsada' || estado = 'transferida') && orderID ~ {:prefix}"
  const tickets = app.findRecordsByFilter('EntradasEntregadas', filter, '', 0, 0, { prefix: current.prefijoOrden + '%' }).map((ticket) => {
    const userId = ticket.getString('user')
    if (banned[userId] === undefined) banned[userId] = userId !== '' && isBanned(app, userId)
    const type = types[ticket.getString('tipo')]
    const admission = (userId && admittedHolders[userId]) || admissions[ticket.id] || null
    return doorView(ticket, type, personal[userId], legal[userId], '', banned[userId], admission, refunding[ticket.id] === true, editionFacts(all, current, ticket.getString('orderID')))
  })
  const years = {}
  for (const edition of all) years[edition.prefijoOrden] = editionYear(edition)
  return { tickets: tickets, edition: { prefix: current.prefijoOrden, year: editionYear(current), years: years } }
}

/**
 * One admission a scanner made offline. Returns { status } with:
 *   admitted  recorded now
 *   synced    this device's admission was already recorded (queue sent again, or online answer lost)
 *   conflict  admitted elsewhere first, or no longer admissible: written to checkinConflicts
 *   unknown   no such ticket
 * Runs in the caller's transaction.
 */
function syncAdmission(app, moderator, device, item) {
  const door = inspect(app, item.ticket)
  if (!door) return { ticket: item.ticket, status: 'unknown' }
  const at = item.at.replace('T', ' ')
  const existing = firstOrNull(app, 'admisiones', 'ticket = {:ticket}', { ticket: item.ticket })
  // Admitted by this very device (online, with the answer lost, or a queue sent twice): nothing new.
  if (existing && existing.getString('device') === device) {
    return { ticket: item.ticket, status: 'synced', admission: door.admission }
  }
  if (door.verdict === 'admit') {
    admit(app, moderator, item.ticket, { at: at, origin: 'offline', device: device })
    return { ticket: item.ticket, status: 'admitted', admission: admissionOf(app, item.ticket, door.holder, orderPrefixOf(door.orderID)) }
  }
  const reported = firstOrNull(app, 'checkinConflicts', 'ticket = {:ticket} && device = {:device} && attemptedAt = {:at}', {
    ticket: item.ticket,
    device: device,
    at: at,
  })
  if (!reported) {
    const row = new Record(app.findCollectionByNameOrId('checkinConflicts'))
    row.set('ticket', item.ticket)
    row.set('device', device)
    row.set('moderator', moderator.id)
    row.set('moderatorName', moderator.getString('name') || moderator.email())
    row.set('attemptedAt', at)
    row.set('reason', door.verdict)
    row.set('existing', door.admission)
    app.save(row)
  }
  return { ticket: item.ticket, status: 'conflict', reason: door.verdict, admission: door.admission }
}

/** The sync body: { device, admissions: [{ ticket, at }] } with `at` an ISO instant in UTC. */
function parseSync(body) {
  const device = body && typeof body.device === 'string' ? body.device : ''
  if (!DEVICE_ID_PATTERN.test(device)) return { error: 'The field "device" must be 8 to 64 letters, digits or dashes.' }
  const list = body.admissions
  if (!Array.isArray(list) || list.length > 500) return { error: 'The field "admissions" must be a list of at most 500 admissions.' }
  const admissions = []
  for (const item of list) {
    const ticket = item && typeof item.ticket === 'string' ? item.ticket : ''
    const at = item && typeof item.at === 'string' ? item.at : ''
    if (!RECORD_ID_PATTERN.test(ticket)) return { error: 'Every admission needs a ticket id.' }
    if (!AT.test(at) || isNaN(Date.parse(at))) return { error: 'Every admission needs "at" as an ISO time in UTC (YYYY-MM-DDTHH:MM:SS.sssZ).' }
    admissions.push({ ticket: ticket, at: at })
  }
  return { device: device, admissions: admissions }
}

/** The conflicts for the moderators, newest first, with what identifies the ticket at the door. */
function conflicts(app) {
  return app.findRecordsByFilter('checkinConflicts', '', '-created', 200, 0).map((row) => {
    const ticket = byIdOrNull(app, 'EntradasEntregadas', row.getString('ticket'))
    const personal = ticket ? firstOrNull(app, 'userPersonalInfoPaws', 'user = {:user}', { user: ticket.getString('user') }) : null
    return {
      id: row.id,
      ticket: row.getString('ticket'),
      orderID: ticket ? ticket.getString('orderID') : '',
      badge: personal ? personal.getString('Badge') : '',
      device: row.getString('device'),
      moderatorName: row.getString('moderatorName'),
      attemptedAt: row.getString('attemptedAt'),
      reason: row.getString('reason'),
      existing: row.get('existing'),
      reportedAt: row.getString('created'),
    }
  })
}

module.exports = {
  ticketIdOf: ticketIdOf,
  doorOfRequest: doorOfRequest,
  inspect: inspect,
  admit: admit,
  isBanned: isBanned,
  doorList: doorList,
  syncAdmission: syncAdmission,
  parseSync: parseSync,
  conflicts: conflicts,
}
