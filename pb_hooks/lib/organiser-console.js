// The organiser console's server side (pb_migrations/1795003200_organiser_console.js): new ticket types
// with their quantity row, the one banner record, the moderators' seats, and the launch readiness.
// Every change is audited in the same transaction (lib/audit.js).
const { contentLaunchProblems, launchProblems, organiserContentProblems, todayInChile, typeProblems, parseModeratorSeat, isRecordId, isStockQuantity, isWebAddress, STOCK_MAX } = require(`${__hooks}/lib/domain.generated.js`)
const audit = require(`${__hooks}/lib/audit.js`)
const { mailInvite } = require(`${__hooks}/lib/moderator-invite.js`)

function requireOrganiser(e) {
  if (!e.auth || e.auth.collection().name !== 'moderators' || !e.auth.getBool('organizador')) {
    throw new ForbiddenError('Only organisers may do this.', { request: new ValidationError('notOrganiser', 'Only organisers may do this.') })
  }
}

/** The starting quantity of a new type: a whole number from 0 to STOCK_MAX, 0 when absent. */
function startingQuantity(body) {
  const raw = body.cantidad
  if (raw === undefined || raw === null || raw === '') return 0
  const n = typeof raw === 'number' ? raw : /^\d+$/.test(String(raw)) ? Number(raw) : NaN
  if (!isStockQuantity(n)) {
    throw new BadRequestError(`The field "cantidad" must be a whole number from 0 to ${STOCK_MAX}.`, { cantidad: new ValidationError('validation_quantity', 'Invalid quantity.') })
  }
  return n
}

/**
 * A type the console creates and its EntradasQuedan row commit together, or neither does. A superuser
 * (the dashboard, seed scripts) writes both records itself; the readiness check names a missing row.
 */
function createType(e) {
  if (!audit.isModerator(e)) return e.next()
  const quantity = startingQuantity(e.requestInfo().body || {})
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    e.next()
    const row = new Record(txApp.findCachedCollectionByNameOrId('EntradasQuedan'))
    row.set('EntradasID', e.record.id)
    row.set('CantidadQuedan', quantity)
    txApp.save(row)
    audit.write(txApp, e.auth, 'create', 'Entradas', e.record.id, null, Object.assign(audit.snapshot(e.record), { cantidad: quantity }))
  })
}

/**
 * A type shown on /buy (anunciada) or on sale (disponible) is one a buyer can use: a valid code, its
 * quantity row, an image and an English name (src/domain/launch-readiness.ts typeProblems), checked on
 * every moderator's or organiser's write, so the console's "Bloquea" blocks. The first problem is the
 * reason code the screens word; nothing is saved. A superuser (the dashboard, fixtures) is not held to it.
 */
function requireTypeReady(e) {
  if (!audit.isModerator(e)) return e.next()
  const estado = e.record.getString('Estado')
  if (estado === 'disponible' || estado === 'anunciada') {
    const counted = e.app.countRecords('EntradasQuedan', $dbx.hashExp({ EntradasID: e.record.id })) > 0
    // A new image in this very request is not the field's name until it is saved.
    const image = e.record.getString('Imagen') || (e.record.getUnsavedFiles('Imagen').length > 0 ? 'uploaded' : '')
    const problem = typeProblems({ Tipo: e.record.getString('Tipo'), Imagen: image, NombreIngles: e.record.getString('NombreIngles') }, counted)[0]
    if (problem) {
      const message = 'This ticket type cannot be shown or sold yet: ' + problem + '.'
      throw new BadRequestError(message, { request: new ValidationError(problem, message) })
    }
  }
  e.next()
}

/** The banner is one record: the first moderator to open the editor creates it, nobody a second one. */
function createBanner(e) {
  // The rule lets only moderators create; a superuser (the dashboard, fixtures) is not held to one.
  if (!audit.isModerator(e)) return e.next()
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    if (txApp.countRecords('AlertBanner') > 0) throw new BadRequestError('The banner record already exists.', { request: new ValidationError('bannerExists', 'The banner record already exists.') })
    e.next()
    audit.write(txApp, e.auth, 'create', 'AlertBanner', e.record.id, null, audit.snapshot(e.record))
  })
}

/** A partner's link follows the site's one rule for published addresses (https only: src/domain/web-address.ts). */
function checkPartner(e) {
  if (!isWebAddress(e.record.getString('Url'))) {
    throw new BadRequestError('The link must be a full https:// address.', { Url: new ValidationError('validation_https_url', 'The link must start with https://.') })
  }
}

const seatView = (record) => ({
  id: record.id,
  name: record.getString('name'),
  email: record.email(),
  organizador: record.getBool('organizador'),
  // Choosing the password verifies the account (/adminclave), so unverified means the invitation is still open.
  invitationPending: !record.verified(),
})

function listModerators(e) {
  requireOrganiser(e)
  const records = e.app.findRecordsByFilter('moderators', '', 'name', 0, 0)
  return e.json(200, { items: records.map(seatView) })
}

function randomPassword() {
  return $security.randomString(40)
}

function hasSeat(app, email) {
  try {
    app.findAuthRecordByEmail('moderators', email)
    return true
  } catch (_) {
    return false
  }
}

/** Creates a moderator seat and mails its invitation; when the mail server refuses, nothing stays. */
function inviteModerator(e) {
  requireOrganiser(e)
  const body = e.requestInfo().body || {}
  const seat = typeof body.email === 'string' ? parseModeratorSeat(`${typeof body.name === 'string' ? body.name : ''} <${body.email}>`) : null
  if (!seat) throw new BadRequestError('A valid e-mail is required.', { email: new ValidationError('validation_invalid_email', 'Invalid e-mail.') })
  if (hasSeat(e.app, seat.email)) throw new BadRequestError('That e-mail already has a moderator seat.', { email: new ValidationError('moderatorExists', 'Already a moderator.') })
  let created = null
  e.app.runInTransaction((txApp) => {
    const record = new Record(txApp.findCachedCollectionByNameOrId('moderators'))
    const password = randomPassword()
    record.set('email', seat.email)
    record.set('name', seat.name)
    record.set('organizador', body.organizador === true)
    record.set('password', password)
    record.set('passwordConfirm', password)
    txApp.save(record)
    audit.write(txApp, e.auth, 'create', 'moderators', record.id, null, { name: seat.name, email: seat.email, organizador: body.organizador === true })
    // Mailed inside the transaction: a refused invitation leaves no seat nobody can open.
    mailOrFail(txApp, record)
    created = record
  })
  return e.json(200, seatView(created))
}

/** The invitation, or a 502 the console words as "the mail server refused it" (nothing else changed). */
function mailOrFail(app, record) {
  try {
    mailInvite(app, record)
  } catch (err) {
    app.logger().error('moderator invitation: the mail server refused it', 'email', record.email(), 'error', String(err))
    throw new ApiError(502, 'The mail server refused the invitation.', { request: new ValidationError('mailRefused', 'The mail server refused the invitation.') })
  }
}

function resendInvitation(e) {
  requireOrganiser(e)
  const record = findModerator(e)
  if (record.verified()) throw new BadRequestError('This moderator already chose a password.', { request: new ValidationError('alreadyJoined', 'This moderator already chose a password.') })
  mailOrFail(e.app, record)
  return e.json(200, seatView(record))
}

function findModerator(e) {
  const id = e.request.pathValue('id')
  if (!isRecordId(id)) throw new NotFoundError('No such moderator.')
  try {
    return e.app.findRecordById('moderators', id)
  } catch (_) {
    throw new NotFoundError('No such moderator.')
  }
}

/** Removes a seat, never the organiser's own. */
function removeModerator(e) {
  requireOrganiser(e)
  const record = findModerator(e)
  if (record.id === e.auth.id) throw new BadRequestError('You cannot remove your own seat.', { request: new ValidationError('ownSeat', 'You cannot remove your own seat.') })
  // The caller is an organiser and stays, so an organiser is never left without another.
  e.app.runInTransaction((txApp) => {
    const before = seatView(record)
    txApp.delete(record)
    audit.write(txApp, e.auth, 'delete', 'moderators', record.id, before, null)
  })
  return e.noContent(204)
}

/** A record's fields as the SDK hands them to `npm run readiness`: JSON fields parsed, numbers as numbers. */
function plain(record) {
  const out = { id: record.id }
  for (const field of record.collection().fields) {
    const name = field.getName()
    const type = field.type()
    if (type === 'json') out[name] = record.getString(name) === '' ? null : JSON.parse(record.getString(name))
    else if (type === 'number') out[name] = record.getFloat(name)
    else if (type === 'bool') out[name] = record.getBool(name)
    else if (type !== 'password') out[name] = record.getString(name)
  }
  return out
}

/** The organiser content as the readiness rule reads it (src/domain/organiser-readiness.ts), or null without its record. */
function organiserSnapshot(app) {
  const content = app.findRecordsByFilter('ContenidoOrganizador', '', 'created', 1, 0)[0]
  if (!content) return null
  return { content: plain(content), staff: app.findRecordsByFilter('Equipo', '', 'order,created', 0, 0).map(plain) }
}

function readiness(e) {
  requireOrganiser(e)
  const types = e.app.findRecordsByFilter('Entradas', '', 'ValorCLP', 0, 0)
  const counted = e.app.findRecordsByFilter('EntradasQuedan', '', '', 0, 0)
  const catalogue = {
    types: types.map((t) => ({ id: t.id, Tipo: t.getString('Tipo'), Estado: t.getString('Estado'), Imagen: t.getString('Imagen'), NombreIngles: t.getString('NombreIngles') })),
    countedTypeIds: counted.map((row) => row.getString('EntradasID')),
    bannerExists: e.app.countRecords('AlertBanner') > 0,
    partnerCount: e.app.countRecords('Amigos'),
    moderatorCount: e.app.countRecords('moderators', $dbx.hashExp({ organizador: false })),
  }
  const edition = require(`${__hooks}/lib/editions.js`).current(e.app, Date.now())
  const content = organiserContentProblems(organiserSnapshot(e.app), require(`${__hooks}/lib/organiser-seed.generated.js`))
  return e.json(200, { problems: launchProblems(catalogue, todayInChile(new Date()), edition).concat(contentLaunchProblems(content)) })
}

module.exports = { checkPartner, createType, createBanner, requireTypeReady, listModerators, inviteModerator, resendInvitation, removeModerator, readiness, requireOrganiser }

/**
 * The first organiser of a fresh install, named by the host's MI_FIRST_ORGANISER ("Name <email>"): while
 * no organiser exists, their seat is created and their invitation mailed. Tried when PocketBase starts (after its bootstrap),
 * whenever its settings change (mail settings arrive after the first start) and hourly; a refused mail
 * leaves no seat, so the next try mails again. An existing moderator with that e-mail is promoted.
 */
function ensureFirstOrganiser(app) {
  const raw = $os.getenv('MI_FIRST_ORGANISER')
  if (!raw) return
  const seat = parseModeratorSeat(raw)
  if (!seat) {
    app.logger().error('MI_FIRST_ORGANISER is not "Name <email>" or an address', 'value', raw)
    return
  }
  try {
    // Before the migrations of a fresh data dir ran (bootstrap), there is nothing to count yet.
    if (app.countRecords('moderators', $dbx.hashExp({ organizador: true })) > 0) return
  } catch (_) {
    return
  }
  if (!app.settings().smtp.enabled) {
    app.logger().warn('first organiser: waiting for the mail settings (npm run pb:configure) to mail the invitation', 'email', seat.email)
    return
  }
  try {
    app.runInTransaction((txApp) => {
      let record
      try {
        record = txApp.findAuthRecordByEmail('moderators', seat.email)
      } catch (_) {
        record = new Record(txApp.findCachedCollectionByNameOrId('moderators'))
        const password = randomPassword()
        record.set('email', seat.email)
        record.set('name', seat.name)
        record.set('password', password)
        record.set('passwordConfirm', password)
      }
      const isNew = record.isNew()
      record.set('organizador', true)
      txApp.save(record)
      audit.write(txApp, null, isNew ? 'create' : 'update', 'moderators', record.id, null, { name: record.getString('name'), email: seat.email, organizador: true })
      if (isNew) mailInvite(txApp, record)
    })
    app.logger().info('first organiser: seat ready', 'email', seat.email)
  } catch (err) {
    app.logger().error('first organiser: the invitation could not be mailed; trying again later', 'email', seat.email, 'error', String(err))
  }
}

module.exports.ensureFirstOrganiser = ensureFirstOrganiser
