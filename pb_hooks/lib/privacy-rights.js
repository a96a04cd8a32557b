// Ley 21.719 rights requests (docs/privacy.md, "Rights and their deadlines"): the attendee's requests
// (privacyRequests) and the older legal-data corrections (legalCorrections, rectification) in one list
// for the attendee and one inbox for the organisers, each with its legal due date; reminders to the
// organisers before it. Dates come from this server's clock and src/domain/privacy-rights.ts.
const { ANSWER_MAX, DETAIL_MAX, EXTENSION_REASON_MAX, EXTENSION_REASON_MIN, isPrivacyRight, isUnsetUsername, reminderToSend, rightsDueAt, rightsReminderMail } = require(`${__hooks}/lib/domain.generated.js`)
const audit = require(`${__hooks}/lib/audit.js`)
const viewLog = require(`${__hooks}/lib/view-log.js`)
const { byIdOrNull } = require(`${__hooks}/lib/records.js`)

const PER_PAGE = 20
const INBOX_PATH = '/adminderechos'

const toMs = (text) => (text ? Date.parse(String(text).replace(' ', 'T')) : NaN)
const iso = (text) => (text ? new Date(toMs(text)).toISOString() : '')

function fail(field, code, message) {
  const data = {}
  data[field] = new ValidationError(code, message)
  return new BadRequestError(message, data)
}

/** A correction saved before due dates existed has none stored: it is due 30 days after it was made. */
function correctionDue(record) {
  const stored = record.getString('venceEn')
  return stored ? iso(stored) : rightsDueAt(new Date(toMs(record.getString('created')))).toISOString()
}

/** One request as the attendee and the inbox see it, whichever collection it lives in. */
function shape(record) {
  if (record.collection().name === 'legalCorrections') {
    return {
      kind: 'correction',
      id: record.id,
      right: 'rectificacion',
      detail: record.getString('motivo'),
      status: record.getString('estado'),
      received: iso(record.getString('created')),
      due: correctionDue(record),
      extended: '',
      extensionReason: '',
      answer: '',
      resolved: iso(record.getString('resueltaEn')),
    }
  }
  return {
    kind: 'request',
    id: record.id,
    right: record.getString('derecho'),
    detail: record.getString('detalle'),
    status: record.getString('estado'),
    received: iso(record.getString('created')),
    due: iso(record.getString('venceEn')),
    extended: iso(record.getString('prorrogadaEn')),
    extensionReason: record.getString('prorrogaMotivo'),
    answer: record.getString('respuesta'),
    resolved: iso(record.getString('resueltaEn')),
  }
}

const byDue = (a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : a.id < b.id ? -1 : 1)

/** The caller's own requests of every kind, newest first. */
function mine(app, userId) {
  const rows = app
    .findRecordsByFilter('privacyRequests', 'user = {:u}', '-created', 0, 0, { u: userId })
    .concat(app.findRecordsByFilter('legalCorrections', 'user = {:u}', '-created', 0, 0, { u: userId }))
    .map(shape)
  return rows.sort((a, b) => (a.received < b.received ? 1 : -1))
}

/** A new request from the signed-in attendee, due 30 calendar days after today in Chile. */
function create(app, user, body, now) {
  // The answer goes to the account's address: it must be the attendee's (docs/decisions.md).
  if (!user.verified()) throw fail('right', 'validation_not_verified', 'Verify your e-mail address first.')
  if (!isPrivacyRight(body.right)) throw fail('right', 'validation_invalid_value', 'Choose one of the rights.')
  const detail = typeof body.detail === 'string' ? body.detail.trim() : ''
  if (body.detail !== undefined && typeof body.detail !== 'string') throw fail('detail', 'validation_invalid_value', 'The detail must be text.')
  if (detail.length > DETAIL_MAX) throw fail('detail', 'validation_max_text_constraint', 'At most ' + DETAIL_MAX + ' characters.')
  const openOne = () => app.findRecordsByFilter('privacyRequests', "user = {:u} && derecho = {:r} && estado = 'pendiente'", '', 1, 0, { u: user.id, r: body.right }).length > 0
  const alreadyOpen = () => fail('right', 'validation_request_open', 'You already have an open request for this right.')
  if (openOne()) throw alreadyOpen()
  const record = new Record(app.findCollectionByNameOrId('privacyRequests'))
  record.set('user', user.id)
  record.set('derecho', body.right)
  record.set('detalle', detail)
  record.set('estado', 'pendiente')
  record.set('venceEn', rightsDueAt(new Date(now)).toISOString())
  try {
    app.save(record)
  } catch (err) {
    if (require(`${__hooks}/lib/records.js`).isNotUnique(err)) throw alreadyOpen()
    throw err
  }
  const names = RIGHT[body.right]
  const due = new Date(toMs(record.getString('venceEn')))
  const { formatChileTime } = require(`${__hooks}/lib/domain.generated.js`)
  // A written receipt with the legal deadline for the attendee, and word to the organisers at once.
  const mailed = mailAttendee(app, user.id, {
    subject: 'Recibimos tu solicitud de ' + names[0] + ' / We received your ' + names[1] + ' request',
    es: ['Recibimos tu solicitud de ' + names[0] + ' de datos personales. Te responderemos antes del ' + formatChileTime(due, 'es') + '.', 'Puedes seguirla en "Mis datos" de tu perfil.'],
    en: ['We received your personal data ' + names[1] + ' request. We will answer before ' + formatChileTime(due, 'en') + '.', 'You can follow it under "My data" on your profile.'],
  })
  const inboxUrl = app.settings().meta.appURL.replace(/\/+$/, '') + INBOX_PATH
  try {
    for (const address of organiserAddresses(app)) {
      require(`${__hooks}/lib/mail.js`).sendBilingual(app, address, 'Nueva solicitud: ' + names[0] + ' / New request: ' + names[1], ['Llegó una solicitud de ' + names[0] + ' de datos personales; vence el ' + formatChileTime(due, 'es') + '.', 'Respóndela en ' + inboxUrl + '.'], ['A personal data ' + names[1] + ' request arrived; it is due on ' + formatChileTime(due, 'en') + '.', 'Answer it at ' + inboxUrl + '.'])
    }
  } catch (err) {
    app.logger().error('privacy request notice to organisers refused', 'request', record.id, 'error', String(err))
  }
  return Object.assign(shape(record), { mailed: mailed })
}

function personOf(app, userId) {
  const user = byIdOrNull(app, 'users', userId)
  if (!user) return { name: '', email: '', deleted: true }
  let legal = null
  try {
    legal = app.findFirstRecordByData('userLegalInfoPaws', 'user', userId)
  } catch (_) {}
  const username = user.getString('username')
  return { name: (legal && legal.getString('nombreEnDocumento')) || (isUnsetUsername(username) ? '' : username), email: user.email(), deleted: false }
}

/**
 * The organisers' inbox: `open` (pendiente, soonest due first) or `closed` (latest first), 20 a page.
 * Showing a person's request is a read of their data: it leaves a `view` row (lib/view-log.js).
 */
function inbox(app, auth, query) {
  const which = String(query.get('state') || 'open')
  if (which !== 'open' && which !== 'closed') throw new BadRequestError('The parameter "state" must be open or closed.')
  const page = query.get('page') ? Number(query.get('page')) : 1
  if (!Number.isInteger(page) || page < 1 || page > 10000) throw new BadRequestError('Invalid "page".')
  const filter = which === 'open' ? "estado = 'pendiente'" : "estado != 'pendiente'"
  const rows = app
    .findRecordsByFilter('privacyRequests', filter, '', 0, 0)
    .concat(app.findRecordsByFilter('legalCorrections', filter, '', 0, 0))
    .map((record) => ({ record: record, item: shape(record) }))
  rows.sort((a, b) => (which === 'open' ? byDue(a.item, b.item) : a.item.received < b.item.received ? 1 : -1))
  const slice = rows.slice((page - 1) * PER_PAGE, page * PER_PAGE)
  viewLog.record(app, auth, 'privacyRequests', slice.map((r) => r.record.getString('user')), ['derecho', 'detalle', 'email', 'nombreEnDocumento'])
  return {
    page: page,
    perPage: PER_PAGE,
    totalItems: rows.length,
    items: slice.map((r) => Object.assign({}, r.item, { person: personOf(app, r.record.getString('user')) })),
  }
}

function openRequest(app, id) {
  const record = byIdOrNull(app, 'privacyRequests', id)
  if (!record) throw new NotFoundError('No such request.')
  if (record.getString('estado') !== 'pendiente') throw fail('state', 'validation_request_closed', 'This request is already answered.')
  return record
}

function textIn(body, field, min, max) {
  const value = typeof body[field] === 'string' ? body[field].trim() : ''
  if (value.length < min || value.length > max) throw fail(field, 'validation_length_out_of_range', 'Between ' + min + ' and ' + max + ' characters.')
  return value
}

/** Tells the attendee, in both languages; a refused mail is logged and reported, the change stands. */
function mailAttendee(app, userId, mail) {
  const user = byIdOrNull(app, 'users', userId)
  if (!user) return false
  try {
    require(`${__hooks}/lib/mail.js`).sendBilingual(app, user.email(), mail.subject, mail.es, mail.en)
    return true
  } catch (err) {
    app.logger().error('privacy request mail refused', 'error', String(err))
    return false
  }
}

const RIGHT = {
  acceso: ['acceso', 'access'],
  supresion: ['supresión', 'deletion'],
  oposicion: ['oposición', 'objection'],
  portabilidad: ['portabilidad', 'portability'],
  bloqueo: ['bloqueo', 'blocking'],
}

/** A moderator's answer: resuelta or rechazada, with the text the attendee reads. Audited. */
function answer(app, auth, id, body, now) {
  const state = body.state
  if (state !== 'resuelta' && state !== 'rechazada') throw fail('state', 'validation_invalid_value', 'The state must be resuelta or rechazada.')
  const text = textIn(body, 'answer', 1, ANSWER_MAX)
  app.runInTransaction((tx) => {
    const record = openRequest(tx, id)
    const before = audit.snapshot(record)
    record.set('estado', state)
    record.set('respuesta', text)
    record.set('resueltaEn', new Date(now).toISOString())
    tx.save(record)
    audit.write(tx, auth, 'rights-answer', 'privacyRequests', record.id, before, audit.snapshot(record))
  })
  const record = app.findRecordById('privacyRequests', id)
  const names = RIGHT[record.getString('derecho')]
  const mailed = mailAttendee(app, record.getString('user'), {
    subject: 'Respuesta a tu solicitud de ' + names[0] + ' / Answer to your ' + names[1] + ' request',
    es: ['Respondimos tu solicitud de ' + names[0] + ' de datos personales (' + (state === 'resuelta' ? 'resuelta' : 'rechazada') + '):', text, 'La ves en "Mis datos" de tu perfil. Si no estás de acuerdo, puedes reclamar ante la Agencia de Protección de Datos Personales.'],
    en: ['We answered your personal data ' + names[1] + ' request (' + (state === 'resuelta' ? 'resolved' : 'refused') + '):', text, 'You can see it under "My data" on your profile. If you disagree, you may complain to Chile’s Personal Data Protection Agency.'],
  })
  return Object.assign(shape(record), { mailed: mailed })
}

/** The one extension of 30 calendar days, with the reason the attendee is told. Audited. */
function extend(app, auth, id, body, now) {
  const reason = textIn(body, 'reason', EXTENSION_REASON_MIN, EXTENSION_REASON_MAX)
  app.runInTransaction((tx) => {
    const record = openRequest(tx, id)
    if (record.getString('prorrogadaEn')) throw fail('reason', 'validation_already_extended', 'The deadline can be extended only once.')
    const before = audit.snapshot(record)
    record.set('prorrogadaEn', new Date(now).toISOString())
    record.set('prorrogaMotivo', reason)
    record.set('venceEn', rightsDueAt(new Date(toMs(record.getString('created'))), true).toISOString())
    // The reminders start again for the new date.
    record.set('aviso7En', '')
    record.set('aviso2En', '')
    tx.save(record)
    audit.write(tx, auth, 'rights-extend', 'privacyRequests', record.id, before, audit.snapshot(record))
  })
  const record = app.findRecordById('privacyRequests', id)
  const names = RIGHT[record.getString('derecho')]
  const due = new Date(toMs(record.getString('venceEn')))
  const { formatChileTime } = require(`${__hooks}/lib/domain.generated.js`)
  const mailed = mailAttendee(app, record.getString('user'), {
    subject: 'Plazo extendido para tu solicitud de ' + names[0] + ' / More time for your ' + names[1] + ' request',
    es: ['Necesitamos más tiempo para responder tu solicitud de ' + names[0] + ': te responderemos antes del ' + formatChileTime(due, 'es') + '.', 'Motivo: ' + reason],
    en: ['We need more time to answer your ' + names[1] + ' request: we will answer before ' + formatChileTime(due, 'en') + '.', 'Reason: ' + reason],
  })
  return Object.assign(shape(record), { mailed: mailed })
}

/** Organisers' addresses (every moderator when no seat is an organiser yet). */
function organiserAddresses(app) {
  let seats = app.findRecordsByFilter('moderators', 'organizador = true', 'created', 0, 0)
  if (seats.length === 0) seats = app.findRecordsByFilter('moderators', "id != ''", 'created', 0, 0)
  return seats.map((s) => s.email())
}

/**
 * Mails the organisers 7 and 2 days before each open request's due date, each reminder once (the
 * time it went out is stamped on the request; a refused mail is tried again on the next run).
 */
function remind(app, now) {
  const to = organiserAddresses(app)
  const inboxUrl = app.settings().meta.appURL.replace(/\/+$/, '') + INBOX_PATH
  const open = app
    .findRecordsByFilter('privacyRequests', "estado = 'pendiente'", '', 0, 0)
    .concat(app.findRecordsByFilter('legalCorrections', "estado = 'pendiente'", '', 0, 0))
  let sent = 0
  let failed = 0
  for (const record of open) {
    const item = shape(record)
    const dueAt = new Date(item.due)
    const days = reminderToSend(dueAt, new Date(now), { seven: !!record.getString('aviso7En'), two: !!record.getString('aviso2En') })
    if (days === null || to.length === 0) continue
    const mail = rightsReminderMail({ right: item.right, dueAt: dueAt, days: days, inboxUrl: inboxUrl })
    try {
      for (const address of to) require(`${__hooks}/lib/mail.js`).sendBilingual(app, address, mail.subject, mail.es, mail.en)
    } catch (err) {
      app.logger().error('privacy request reminder refused', 'request', record.id, 'error', String(err))
      failed++
      continue
    }
    const stampAt = new Date(now).toISOString()
    record.set('aviso2En', days === 2 ? stampAt : record.getString('aviso2En'))
    // A 2-day reminder also stands for a 7-day one that was never sent.
    if (!record.getString('aviso7En')) record.set('aviso7En', stampAt)
    app.save(record)
    sent++
  }
  return { checked: open.length, sent: sent, failed: failed }
}

module.exports = { mine: mine, create: create, inbox: inbox, answer: answer, extend: extend, remind: remind, correctionDue: correctionDue }
