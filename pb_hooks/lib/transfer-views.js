// What people and moderators see of transfers (never ids of other people, no document numbers), and
// the bilingual mails sent after a transfer committed.
const domain = require(`${__hooks}/lib/domain.generated.js`)
const { firstOrNull, byIdOrNull } = require(`${__hooks}/lib/records.js`)

const usernameOf = (app, id) => {
  const user = byIdOrNull(app, 'users', id)
  return user ? user.getString('username') : ''
}

const levelOf = (app, ticket) => {
  const type = ticket ? byIdOrNull(app, 'Entradas', ticket.getString('tipo')) : null
  return { tipo: type ? type.getString('Tipo') : '', es: type ? type.getString('Nombre') : '', en: type ? type.getString('NombreIngles') : '' }
}

const dateOf = (record, field) => record.getString(field) || null

/** The signed-in person's transfers, asked for and received, newest first, and whether they can ask now. */
function mine(app, userId) {
  const { deadlineOf } = require(`${__hooks}/lib/transfer.js`)
  const { deadline } = deadlineOf(app)
  const rows = app.findRecordsByFilter('traspasos', 'de = {:u} || para = {:u}', '-created', 50, 0, { u: userId })
  return {
    deadline: deadline,
    open: domain.transfersOpen(deadline, domain.todayInChile(new Date())),
    transfers: rows.map((row) => {
      const outgoing = row.getString('de') === userId
      return {
        id: row.id,
        direction: outgoing ? 'out' : 'in',
        estado: row.getString('estado'),
        ticket: outgoing ? row.getString('ticket') : '',
        level: levelOf(app, byIdOrNull(app, 'EntradasEntregadas', row.getString('ticket'))),
        other: usernameOf(app, outgoing ? row.getString('para') : row.getString('de')),
        created: row.getString('created'),
        resolved: dateOf(row, 'resueltoEn'),
      }
    }),
  }
}

/** A person as moderators compare them: username, e-mail, legal name. */
function personOf(app, id) {
  const user = byIdOrNull(app, 'users', id)
  const legal = firstOrNull(app, 'userLegalInfoPaws', 'user = {:u}', { u: id })
  return { username: user ? user.getString('username') : '', email: user ? user.email() : '', legalName: legal ? legal.getString('nombreEnDocumento') : '' }
}

/** The moderators' list: open requests first (oldest first), then the last 50 resolved ones. */
function forModerators(app) {
  const view = (row) => {
    const ticket = byIdOrNull(app, 'EntradasEntregadas', row.getString('ticket'))
    const current = row.getString('nuevaEntrada') ? byIdOrNull(app, 'EntradasEntregadas', row.getString('nuevaEntrada')) : null
    return {
      id: row.id,
      estado: row.getString('estado'),
      orderID: ticket ? ticket.getString('orderID') : '',
      newOrderID: current ? current.getString('orderID') : '',
      level: levelOf(app, ticket),
      from: personOf(app, row.getString('de')),
      to: personOf(app, row.getString('para')),
      created: row.getString('created'),
      resolved: dateOf(row, 'resueltoEn'),
      reversed: dateOf(row, 'revertidoEn'),
    }
  }
  return {
    pending: app.findRecordsByFilter('traspasos', "estado = 'pendiente'", 'created', 100, 0).map(view),
    resolved: app.findRecordsByFilter('traspasos', "estado != 'pendiente'", '-updated', 50, 0).map(view),
  }
}

/** Mails both sides of an approved or reversed transfer; true when SMTP accepted both. */
function mailBoth(app, result, reversed) {
  const { sendBilingual } = require(`${__hooks}/lib/mail.js`)
  const level = levelOf(app, result.newTicket)
  const facts = { event: domain.EVENT.name, levelEs: level.es, levelEn: level.en, orderID: result.newTicket.getString('orderID'), appUrl: app.settings().meta.appURL }
  const sends = [
    [result.giver, reversed ? 'reversedReceiver' : 'given'],
    [result.receiver, reversed ? 'reversedGiver' : 'received'],
  ]
  let all = true
  for (const [userId, kind] of sends) {
    try {
      const user = app.findRecordById('users', userId)
      const mail = domain.transferMail(kind, facts)
      sendBilingual(app, user.email(), mail.subject, mail.es, mail.en)
    } catch (err) {
      app.logger().warn('transfer mail not sent', 'user', userId, 'kind', kind, 'error', String(err))
      all = false
    }
  }
  return all
}

module.exports = { mine: mine, forModerators: forModerators, mailBoth: mailBoth }
