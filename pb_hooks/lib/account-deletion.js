// Deleting one's account (right to erasure), in one transaction:
//  - the account, its profile, legal and health records, requests, badge summary and correction
//    requests are deleted (PocketBase removes the avatar file after the commit);
//  - an approved-but-unpaid ticket is deleted and its unit released to stock (a payment still in flight
//    for it is refunded by the usual "duplicate" path);
//  - every other ticket and every payment is kept for accounting, unlinked from the account and without
//    the holder's name; door admissions are kept, unlinked too; audit rows keep what happened but lose every value that names the person;
//  - a paid ticket for an event not yet over is forfeited, which the caller must confirm;
//  - a person at or over the ban threshold leaves their document's keyed hash in bannedDocuments.
const { BAN_THRESHOLD, isUnsetUsername, maskDocumentNumber } = require(`${__hooks}/lib/domain.generated.js`)
const { personState } = require(`${__hooks}/lib/standing.js`)
const { changeTicketStock } = require(`${__hooks}/lib/stock.js`)
const { editionEndsAt } = require(`${__hooks}/lib/domain.generated.js`)
const editions = require(`${__hooks}/lib/editions.js`)

const REDACTED = '[eliminado]'
// Keys whose value names or identifies the person, wherever they appear in an audit row.
const PERSONAL_KEYS = ['email', 'to', 'name', 'username', 'nombre', 'nombreEnDocumento', 'legalName', 'numDocumento', 'documentTail', 'bdate', 'avatar', 'Badge', 'NombreFur', 'Pronombres', 'EspecieFur', 'actorEmail', 'detalle', 'respuesta']

function mine(app, collection, userId) {
  return app.findRecordsByFilter(collection, 'user = {:user}', '', 0, 0, { user: userId })
}

function scrub(value, secrets) {
  if (Array.isArray(value)) return value.map((v) => scrub(v, secrets))
  if (value !== null && typeof value === 'object') {
    const out = {}
    for (const key of Object.keys(value)) out[key] = PERSONAL_KEYS.indexOf(key) !== -1 ? REDACTED : scrub(value[key], secrets)
    return out
  }
  // A value that IS one of the person's identifiers (case and surrounding space aside), never a value
  // that merely contains one: a short name must not blank every word it occurs in ("ada" in "pagada").
  if (typeof value === 'string' && secrets.indexOf(value.trim().toLowerCase()) !== -1) return REDACTED
  return value
}

const json = (record, field) => JSON.parse(record.getString(field) || 'null')

const clean = (values, min) => values.map((v) => String(v || '').trim().toLowerCase()).filter((v) => v.length >= min && !isUnsetUsername(v))

/**
 * Strings that identify the person (lower case). `all` blanks them inside the person's own audit rows;
 * `strong` (e-mail, document number) is also searched for in everyone's rows — a name or a birthday is
 * not, since another person may share it and their trail must stay intact.
 */
function secretsOf(user, legal, personal, tickets) {
  const strong = [user.email()]
  const weak = [user.getString('name'), user.getString('username')]
  if (legal) {
    const number = require(`${__hooks}/lib/document-crypto.js`).numberOf(legal)
    strong.push(number, number.replace(/[.\-\s]/g, ''))
    weak.push(legal.getString('nombreEnDocumento'), maskDocumentNumber(number), legal.getString('bdate').slice(0, 10))
  }
  if (personal) weak.push(personal.getString('Badge'), personal.getString('NombreFur'))
  for (const t of tickets) weak.push(t.getString('nombre'))
  return { strong: clean(strong, 6), all: clean(strong.concat(weak), 3) }
}

/**
 * Audit rows about the person: caused by them, about one of their records (matched by collection AND
 * id: ids are unique only within a collection), or naming their e-mail or document.
 */
function auditRows(tx, userId, targets, strong) {
  const byId = {}
  const add = (rows) => rows.forEach((r) => (byId[r.id] = r))
  add(tx.findRecordsByFilter('auditLog', 'actor = {:id}', '', 0, 0, { id: userId }))
  for (const target of targets) add(tx.findRecordsByFilter('auditLog', 'collection = {:c} && target = {:t}', '', 0, 0, { c: target.collection, t: target.id }))
  for (const secret of strong) add(tx.findRecordsByFilter('auditLog', 'before ~ {:s} || after ~ {:s} || actorEmail = {:s}', '', 0, 0, { s: secret }))
  return Object.keys(byId).map((id) => byId[id])
}

/** Order ids of the paid tickets of the current edition while it is not over (they are forfeited by a deletion). */
function upcomingPaidOrders(app, userId, now) {
  const current = editions.current(app, now)
  if (now > editionEndsAt(current)) return []
  // A past edition's ticket is history (its order prefix names that edition), never forfeited.
  const { orderPrefixOf } = require(`${__hooks}/lib/domain.generated.js`)
  return mine(app, 'EntradasEntregadas', userId)
    .filter((t) => t.getString('estado') === 'pagada' && orderPrefixOf(t.getString('orderID')) === current.prefijoOrden)
    .map((t) => t.getString('orderID'))
}

function deleteAccount(app, userId, options) {
  const now = options.now
  let result = null
  app.runInTransaction((tx) => {
    const user = tx.findRecordById('users', userId)
    const tickets = mine(tx, 'EntradasEntregadas', userId)
    const upcomingPaid = upcomingPaidOrders(tx, userId, now)
    // The route asked before; this covers a ticket paid in between.
    if (upcomingPaid.length > 0 && options.forfeit !== true) throw new BadRequestError('A paid ticket would be forfeited.')
    const first = (collection) => mine(tx, collection, userId)[0] || null
    const legal = first('userLegalInfoPaws')
    const personal = first('userPersonalInfoPaws')
    const health = first('userHealthInfoPaws')
    const status = first('userStatusPaws')
    const requests = mine(tx, 'EntradasPedidas', userId)
    const badges = mine(tx, 'EntradasUsuario', userId)
    const corrections = tx.hasTable('legalCorrections') ? mine(tx, 'legalCorrections', userId) : []
    // Rights requests (pb_migrations/1795003600) go with the account (cascade); their audit rows are scrubbed.
    const rights = tx.hasTable('privacyRequests') ? mine(tx, 'privacyRequests', userId) : []
    const secrets = secretsOf(user, legal, personal, tickets)
    const targets = [{ collection: 'users', id: userId }]
    for (const r of [legal, personal, health, status].concat(requests, tickets, badges, corrections, rights)) if (r) targets.push({ collection: r.collection().name, id: r.id })

    // The ban outlives the account: the person's state is read before anything is deleted.
    let banKept = false
    const hash = legal ? legal.getString('documentHash') : ''
    if (hash !== '' && personState(tx, userId) >= BAN_THRESHOLD) {
      banKept = true
      let existing = null
      try {
        existing = tx.findFirstRecordByData('bannedDocuments', 'documentHash', hash)
      } catch (_) {}
      if (!existing) {
        const ban = new Record(tx.findCollectionByNameOrId('bannedDocuments'))
        ban.set('documentHash', hash)
        ban.set('reason', 'account deleted while banned')
        tx.save(ban)
      }
    }

    let released = 0
    let kept = 0
    for (const ticket of tickets) {
      if (ticket.getString('estado') === 'creada') {
        changeTicketStock(tx, ticket, 'creada', null)
        tx.delete(ticket)
        released++
        continue
      }
      ticket.set('user', '')
      ticket.set('nombre', '')
      ticket.set('pedida', '')
      ticket.set('cuentaEliminadaEn', new DateTime())
      tx.save(ticket)
      kept++
    }
    for (const pago of mine(tx, 'pagos', userId)) {
      pago.set('user', '')
      tx.save(pago)
    }
    // The door's history stays (who was let in, when, by whom), unlinked from the person like the ticket.
    for (const admission of tx.findRecordsByFilter('admisiones', 'holder = {:id}', '', 0, 0, { id: userId })) {
      admission.set('holder', '')
      tx.save(admission)
    }
    // Who viewed the person's data (lib/view-log.js) says nothing once there is no person: those rows go.
    for (const row of tx.findRecordsByFilter('auditLog', "action = 'view' && target = {:id}", '', 0, 0, { id: userId })) tx.delete(row)
    for (const row of auditRows(tx, userId, targets, secrets.strong)) {
      if (row.getString('actor') === userId) row.set('actor', '')
      row.set('actorEmail', scrub(row.getString('actorEmail'), secrets.all))
      row.set('before', scrub(json(row, 'before'), secrets.all))
      row.set('after', scrub(json(row, 'after'), secrets.all))
      tx.save(row)
    }
    for (const r of requests.concat(badges, corrections)) tx.delete(r)
    for (const r of [legal, personal, health, status]) if (r) tx.delete(r)
    const email = user.email()
    tx.delete(user)

    const summary = { ticketsKept: kept, ticketsReleased: released, forfeited: upcomingPaid.length, banKept: banKept }
    const row = new Record(tx.findCollectionByNameOrId('auditLog'))
    row.set('actor', '')
    row.set('action', 'deleteaccount')
    row.set('collection', 'users')
    row.set('target', userId)
    row.set('after', summary)
    tx.save(row)
    result = { summary: summary, email: email }
  })
  return result
}

module.exports = { deleteAccount: deleteAccount, upcomingPaidOrders: upcomingPaidOrders, scrub: scrub }
