// Everything the site holds about one attendee, for their own download (GET /api/mi/my-data). Only
// records whose owner is the caller are read; values another person could be identified by (the
// moderator who changed a record, card data, Webpay tokens and URLs, the document hash) are left out.
// Who *viewed* the caller's data is the exception Ley 21.719's access right asks for: `views` names
// the moderator (their display name only).
const crypto = require(`${__hooks}/lib/health-crypto.js`)

const DROP = ['collectionId', 'collectionName', 'user', 'documentHash']

function plain(record, only) {
  const data = JSON.parse(JSON.stringify(record.publicExport()))
  const out = {}
  for (const key of Object.keys(data)) {
    if (DROP.indexOf(key) !== -1) continue
    if (only && only.indexOf(key) === -1) continue
    out[key] = data[key]
  }
  return out
}

function mine(app, collection, userId) {
  return app.findRecordsByFilter(collection, 'user = {:user}', 'created', 0, 0, { user: userId })
}

// PocketBase refuses a filter of more than 200 expressions: ids are asked in chunks of this many.
const TARGETS_PER_QUERY = 50

/**
 * Audit rows about any of the targets ({collection, id} of my records), caused by someone else. Matched
 * by collection AND id: ids are unique only within a collection.
 */
function auditAbout(app, targets, userId) {
  const rows = []
  for (let start = 0; start < targets.length; start += TARGETS_PER_QUERY) {
    const params = { user: userId }
    const terms = []
    targets.slice(start, start + TARGETS_PER_QUERY).forEach((target, i) => {
      params['c' + i] = target.collection
      params['t' + i] = target.id
      terms.push('(collection = {:c' + i + '} && target = {:t' + i + '})')
    })
    for (const row of app.findRecordsByFilter('auditLog', '(' + terms.join(' || ') + ') && actor != {:user}', 'created', 0, 0, params)) rows.push(row)
  }
  return rows
}

function one(app, collection, userId) {
  const list = mine(app, collection, userId)
  return list.length > 0 ? list[0] : null
}

/** Webpay's answer without the card (Transbank's card_detail holds the card's last digits). */
function paymentResult(result) {
  if (!result || typeof result !== 'object') return null
  const out = {}
  for (const key of ['status', 'authorization_code', 'transaction_date', 'payment_type_code', 'installments_number', 'response_code']) {
    if (result[key] !== undefined) out[key] = result[key]
  }
  return out
}

function collect(app, userId) {
  const user = app.findRecordById('users', userId)
  const personal = one(app, 'userPersonalInfoPaws', userId)
  const legal = one(app, 'userLegalInfoPaws', userId)
  const health = one(app, 'userHealthInfoPaws', userId)
  const status = one(app, 'userStatusPaws', userId)
  const requests = mine(app, 'EntradasPedidas', userId)
  const tickets = mine(app, 'EntradasEntregadas', userId)
  const badge = one(app, 'EntradasUsuario', userId)
  const payments = mine(app, 'pagos', userId)
  // Correction requests (pb_migrations/1795001520_legal_corrections.js) when that collection exists.
  const corrections = app.hasTable('legalCorrections') ? mine(app, 'legalCorrections', userId) : []

  let healthOut = null
  if (health) {
    healthOut = plain(health, ['id', 'created', 'updated', 'consentimientoEn', 'consentimientoVersion'])
    for (const field of crypto.FIELDS) healthOut[field] = crypto.decrypt(health.getString(field))
  }

  // Audit rows whose target is one of my records or that I caused myself.
  const targets = [{ collection: 'users', id: userId }]
  for (const r of [personal, legal, health, status, badge].concat(requests, tickets)) if (r) targets.push({ collection: r.collection().name, id: r.id })
  const audit = app
    .findRecordsByFilter('auditLog', 'actor = {:user}', 'created', 0, 0, { user: userId })
    .concat(auditAbout(app, targets, userId))
    .map((row) => {
      const out = plain(row, ['id', 'action', 'collection', 'target', 'before', 'after', 'created'])
      out.byYou = row.getString('actor') === userId
      return out
    })
    .sort((a, b) => (a.created < b.created ? -1 : 1))

  // Mails are recorded as audit rows of the mail functions and as the flags of the ticket they were about.
  const mails = audit.filter((row) => String(row.action).indexOf('sendmail') === 0 || row.action === 'reembolsar').map((row) => ({ action: row.action, ticket: row.target, created: row.created }))
  for (const t of tickets) {
    if (t.getString('correoEnviado') === 'si') mails.push({ action: 'paymentRequest', ticket: t.id, created: '' })
    if (t.getString('correoEnviado2') === 'si') mails.push({ action: 'ticket', ticket: t.id, created: '' })
  }

  // Who viewed my data on the moderator screens (lib/view-log.js): the moderator by name (staff acting
  // for the organiser, docs/decisions.md), what they read and when.
  const views = app.findRecordsByFilter('auditLog', "action = 'view' && target = {:user}", 'created', 0, 0, { user: userId }).map((row) => {
    let moderator = null
    try {
      moderator = app.findRecordById('moderators', row.getString('actor'))
    } catch (_) {}
    const after = JSON.parse(row.getString('after') || 'null')
    return {
      created: row.getString('created'),
      viewer: moderator ? moderator.getString('name') || 'moderator' : 'moderator',
      organiser: moderator ? moderator.getBool('organizador') : false,
      source: row.getString('collection'),
      fields: after && Array.isArray(after.fields) ? after.fields : [],
    }
  })

  return {
    generatedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email(),
      username: user.getString('username'),
      name: user.getString('name'),
      avatar: user.getString('avatar'),
      verified: user.verified(),
      created: user.getString('created'),
      updated: user.getString('updated'),
    },
    personal: personal ? plain(personal) : null,
    legal: legal ? Object.assign(plain(legal), { numDocumento: require(`${__hooks}/lib/document-crypto.js`).numberOf(legal) }) : null,
    health: healthOut,
    status: status ? plain(status, ['id', 'state', 'created', 'updated']) : null,
    requests: requests.map((r) => plain(r)),
    tickets: tickets.map((r) => plain(r, ['id', 'tipo', 'pedida', 'nombre', 'orderID', 'monto', 'estado', 'pagadoEn', 'reembolsadaEn', 'transferidaA', 'transferidaDe', 'transferidaEn', 'created', 'updated'])),
    badge: badge ? plain(badge) : null,
    payments: payments.map((p) => {
      const out = plain(p, ['id', 'ticket', 'buyOrder', 'amount', 'estado', 'commitEn', 'reembolsoMotivo', 'created', 'updated'])
      out.result = paymentResult(plain(p, ['result']).result)
      return out
    }),
    corrections: corrections.map((r) => plain(r)),
    audit: audit,
    mails: mails,
    rights: app.hasTable('privacyRequests') ? require(`${__hooks}/lib/privacy-rights.js`).mine(app, userId) : [],
    views: views,
    // Transfers asked for and received (lib/transfer-views.js): the other side by username only.
    transfers: app.hasTable('traspasos') ? require(`${__hooks}/lib/transfer-views.js`).mine(app, userId).transfers : [],
  }
}

module.exports = { collect: collect }
