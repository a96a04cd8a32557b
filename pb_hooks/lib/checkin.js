// Door check-in: what the door sees of a ticket and the one admission it allows. Runs in the caller's
// app or transaction. Verdicts (the SPA translates them):
//   admit            paid, not banned, not yet admitted
//   alreadyAdmitted  admitted before (admission says when and by whom)
//   banned           the holder is banned (userStatusPaws.state >= BAN_THRESHOLD)
//   replaced         retired by an upgrade (estado reemplazada)
//   refunded         money returned (estado reembolsada)
//   unpaid           issued but not paid (estado creada)
//   rejected         rejected by a moderator or expired (rechazada, vencida)
const { firstOrNull, byIdOrNull, BAN_THRESHOLD } = require(`${__hooks}/lib/approval.js`)

const REFUSED_BY_ESTADO = { reemplazada: 'replaced', reembolsada: 'refunded', creada: 'unpaid', rechazada: 'rejected', vencida: 'rejected' }

// The holder's ban, as the approval route decides it (#11 widens it to accounts sharing a document).
function isBanned(app, userId) {
  const status = firstOrNull(app, 'userStatusPaws', 'user = {:user}', { user: userId })
  return !!status && status.getInt('state') >= BAN_THRESHOLD
}

function admissionOf(app, ticketId) {
  const row = firstOrNull(app, 'admisiones', 'ticket = {:ticket}', { ticket: ticketId })
  if (!row) return null
  return { at: row.getString('admittedAt'), by: row.getString('moderatorName'), origin: row.getString('origin') }
}

function verdictOf(estado, banned, admission) {
  if (banned) return 'banned'
  if (REFUSED_BY_ESTADO[estado]) return REFUSED_BY_ESTADO[estado]
  if (estado !== 'pagada') return 'rejected'
  if (admission) return 'alreadyAdmitted'
  return 'admit'
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
  const banned = isBanned(app, userId)
  const admission = admissionOf(app, ticket.id)
  const estado = ticket.getString('estado')
  return {
    id: ticket.id,
    orderID: ticket.getString('orderID'),
    estado: estado,
    tipo: type ? type.getString('Tipo') : '',
    nombreTipo: type ? type.getString('Nombre') : '',
    nombreTipoIngles: type ? type.getString('NombreIngles') : '',
    badge: personal ? personal.getString('Badge') : '',
    legalName: legal ? legal.getString('nombreEnDocumento') : ticket.getString('nombre'),
    avatar: avatar ? '/api/files/users/' + userId + '/' + avatar + '?thumb=256x256' : '',
    banned: banned,
    admission: admission,
    verdict: verdictOf(estado, banned, admission),
  }
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
  row.set('moderator', moderator.id)
  row.set('moderatorName', moderator.getString('name') || moderator.email())
  row.set('admittedAt', options.at || new DateTime())
  row.set('origin', options.origin || 'online')
  row.set('device', options.device || '')
  app.save(row)
  door.admission = admissionOf(app, ticketId)
  door.verdict = 'admitted'
  return { door: door, refused: false }
}

module.exports = { inspect: inspect, admit: admit, isBanned: isBanned }
