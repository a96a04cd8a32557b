// The audit log as moderators may read it: people by name (the moderator who acted, the person acted
// upon), what changed as field / before / after values, never JSON. Document numbers and health data
// never leave the server, whatever a row's snapshot holds: such a field says only that it changed.
const { isUnsetUsername } = require(`${__hooks}/lib/domain.generated.js`)

const SECRET_FIELDS = ['numDocumento', 'ID_document', 'documentKey', 'CondicionMedica', 'RestriccionAlimentaria', 'ContactoEmergencia', 'ContactoEmergenciaNombre', 'OtraCondicion', 'NecesidadesAccesibilidad']
const SECRET_COLLECTIONS = ['userHealthInfoPaws']
// Bookkeeping of every record, not a change anyone made.
const SYSTEM_FIELDS = ['id', 'created', 'updated', 'collectionId', 'collectionName', 'expand']
// Collections whose records belong to one attendee (their `user` field).
const PERSONAL = ['EntradasPedidas', 'EntradasEntregadas', 'userStatusPaws', 'userLegalInfoPaws', 'userHealthInfoPaws', 'userPersonalInfoPaws', 'legalCorrections']
// Relation fields shown by what they point at; links between records that say nothing to a person are left out.
const TICKET_TYPE_FIELDS = ['tipo', 'EntradasID', 'TipoBadge']
const PERSON_FIELDS = ['user', 'holder']
const MODERATOR_FIELDS = ['reembolsoPor', 'moderator']
const TICKET_FIELDS = ['ticket', 'mejoraDe', 'reemplazadaPor']
const INTERNAL_FIELDS = ['pedida', 'correction']

const isPlain = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)

// A json field's stored text (get() would hand over raw bytes).
function snapshot(row, field) {
  const raw = row.getString(field)
  if (!raw) return null
  try {
    return JSON.parse(raw)
  } catch (_) {
    return null
  }
}

function recordOrNull(app, collection, id) {
  if (!id) return null
  try {
    return app.findRecordById(collection, id)
  } catch (_) {
    return null
  }
}

function firstByUser(app, collection, userId) {
  try {
    return app.findFirstRecordByData(collection, 'user', userId)
  } catch (_) {
    return null
  }
}

/** Looks people and ticket types up once per request. */
function lookups(app) {
  const people = {}
  const moderators = {}
  const types = {}
  const DELETED = { name: '', email: '', deleted: true }
  return {
    person(userId) {
      if (!(userId in people)) {
        const user = recordOrNull(app, 'users', userId)
        if (!user) people[userId] = DELETED
        else {
          const legal = firstByUser(app, 'userLegalInfoPaws', userId)
          const username = user.getString('username')
          const name = (legal && legal.getString('nombreEnDocumento')) || (isUnsetUsername(username) ? user.email() : username)
          people[userId] = { name: name, email: user.email(), deleted: false }
        }
      }
      return people[userId]
    },
    moderator(id) {
      if (!(id in moderators)) {
        const record = recordOrNull(app, 'moderators', id)
        moderators[id] = record ? { name: record.getString('name') || record.email(), email: record.email(), deleted: false } : null
      }
      return moderators[id]
    },
    orderId(id) {
      const ticket = recordOrNull(app, 'EntradasEntregadas', id)
      return ticket ? ticket.getString('orderID') : ''
    },
    typeName(id) {
      if (!(id in types)) {
        const type = recordOrNull(app, 'Entradas', id)
        types[id] = type ? type.getString('Nombre') : ''
      }
      return types[id]
    },
    DELETED: DELETED,
  }
}

/** Who acted: a moderator, an attendee, nobody (null: the system), or a deleted account. */
function actorOf(row, look) {
  const id = row.getString('actor')
  if (!id) return null
  return look.moderator(id) || look.person(id)
}

/** The person the row is about, or null when it is about no one (stock, banner, content). */
function subjectOf(app, row, before, after, look) {
  const collection = row.getString('collection')
  const target = row.getString('target')
  // A view row (lib/view-log.js) targets the person whose data was read, whatever the source.
  if (collection === 'users' || row.getString('action') === 'view') return target ? look.person(target) : null
  if (collection === 'moderators') return look.moderator(target) || look.DELETED
  if (PERSONAL.indexOf(collection) === -1) return null
  const fromSnapshot = (isPlain(after) && after.user) || (isPlain(before) && before.user)
  if (typeof fromSnapshot === 'string' && fromSnapshot) return look.person(fromSnapshot)
  const record = recordOrNull(app, collection, target)
  return record && record.getString('user') ? look.person(record.getString('user')) : look.DELETED
}

/** A label for the record itself: the order id of a ticket, the name of a ticket type. */
function recordLabel(app, row, before, after, look) {
  const collection = row.getString('collection')
  const target = row.getString('target')
  const record = recordOrNull(app, collection, target)
  const field = (name) => (record && record.getString(name)) || (isPlain(after) && after[name]) || (isPlain(before) && before[name]) || ''
  if (collection === 'EntradasEntregadas') return String(field('orderID'))
  if (collection === 'Entradas') return String(field('Nombre'))
  if (collection === 'EntradasQuedan') return look.typeName(String(field('EntradasID')))
  if (collection === 'EntradasPedidas') return look.typeName(String(field('tipo')))
  return ''
}

/** Nested objects become dotted fields; lists a comma-separated text; every value a plain scalar. */
function flatten(value, prefix, out, depth) {
  for (const key of Object.keys(value)) {
    if (SYSTEM_FIELDS.indexOf(key) !== -1) continue
    const name = prefix ? prefix + '.' + key : key
    const item = value[key]
    if (isPlain(item) && depth < 3) flatten(item, name, out, depth + 1)
    else if (Array.isArray(item)) out[name] = item.map((x) => (isPlain(x) ? JSON.stringify(x) : String(x))).join(', ')
    else out[name] = item === undefined ? null : item
  }
  return out
}

const isSecret = (field) => SECRET_FIELDS.indexOf(field.split('.').pop()) !== -1

function shown(field, value, look) {
  if (typeof value !== 'string' || !value) return value
  const name = field.split('.').pop()
  if (PERSON_FIELDS.indexOf(name) !== -1) return look.person(value).name || null
  if (MODERATOR_FIELDS.indexOf(name) !== -1) return (look.moderator(value) || look.DELETED).name || null
  if (TICKET_TYPE_FIELDS.indexOf(name) !== -1) return look.typeName(value) || null
  if (TICKET_FIELDS.indexOf(name) !== -1) return look.orderId(value) || null
  return value
}

/** The fields that differ (every field of the side there is, for a creation or deletion). */
function changes(collection, before, after, look) {
  const secretRow = SECRET_COLLECTIONS.indexOf(collection) !== -1
  const b = isPlain(before) ? flatten(before, '', {}, 0) : null
  const a = isPlain(after) ? flatten(after, '', {}, 0) : null
  const fields = Object.keys(Object.assign({}, b || {}, a || {}))
  const out = []
  for (const field of fields) {
    const was = b && field in b ? b[field] : undefined
    const is = a && field in a ? a[field] : undefined
    if (b && a && JSON.stringify(was) === JSON.stringify(is)) continue
    if (INTERNAL_FIELDS.indexOf(field.split('.').pop()) !== -1) continue
    if (secretRow || isSecret(field)) {
      out.push({ field: field, hidden: true })
      continue
    }
    // A field only one side has was added or removed; an empty one added says nothing.
    if (was === undefined && (is === '' || is === null)) continue
    const change = { field: field }
    if (was !== undefined) change.before = shown(field, was, look)
    if (is !== undefined) change.after = shown(field, is, look)
    out.push(change)
  }
  return out
}

function viewer(app) {
  const look = lookups(app)
  return (row) => {
    const before = snapshot(row, 'before')
    const after = snapshot(row, 'after')
    return {
      id: row.id,
      created: row.getString('created'),
      action: row.getString('action'),
      collection: row.getString('collection'),
      actor: actorOf(row, look),
      subject: subjectOf(app, row, before, after, look),
      record: recordLabel(app, row, before, after, look),
      changes: changes(row.getString('collection'), before, after, look),
    }
  }
}

const ID = /^[a-z0-9]{1,40}$/
const ACTION = /^[a-z][a-z-]{0,39}$/
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/
const MAX_PEOPLE = 20

/**
 * The ids a search for a person matches: accounts and moderators whose name, username or e-mail
 * contains the text, and the attendees' records (tickets, requests, standing, legal data).
 */
function personIds(app, text) {
  const people = []
  const add = (records, field) => {
    for (const r of records) if (people.indexOf(r.getString(field)) === -1 && people.length < MAX_PEOPLE) people.push(r.getString(field))
  }
  add(app.findRecordsByFilter('users', 'username ~ {:q} || email ~ {:q}', '', MAX_PEOPLE, 0, { q: text }), 'id')
  add(app.findRecordsByFilter('userLegalInfoPaws', 'nombreEnDocumento ~ {:q}', '', MAX_PEOPLE, 0, { q: text }), 'user')
  add(app.findRecordsByFilter('moderators', 'name ~ {:q} || email ~ {:q}', '', MAX_PEOPLE, 0, { q: text }), 'id')
  const targets = people.slice()
  for (const collection of PERSONAL) {
    for (const person of people) {
      for (const r of app.findRecordsByFilter(collection, 'user = {:u}', '', 50, 0, { u: person })) targets.push(r.id)
    }
  }
  return { people: people, targets: targets }
}

/** Query parameters → { filter, params, page } or { error }. */
function parseQuery(app, query) {
  const parts = []
  const params = {}
  const get = (name) => String(query.get(name) || '')
  if (get('actor')) {
    if (!ID.test(get('actor'))) return { error: 'Invalid "actor".' }
    parts.push('actor = {:actor}')
    params.actor = get('actor')
  }
  if (get('action')) {
    if (!ACTION.test(get('action'))) return { error: 'Invalid "action".' }
    parts.push('action = {:action}')
    params.action = get('action')
  }
  for (const [name, op] of [['from', '>='], ['to', '<']]) {
    if (!get(name)) continue
    if (!INSTANT.test(get(name))) return { error: 'The parameter "' + name + '" must be an ISO time in UTC.' }
    parts.push('created ' + op + ' {:' + name + '}')
    params[name] = get(name).replace('T', ' ')
  }
  const person = get('person').trim()
  if (person) {
    if (person.length < 2 || person.length > 80) return { error: 'The parameter "person" must have 2 to 80 characters.' }
    const found = personIds(app, person)
    const terms = ["id = ''"]
    found.people.forEach((id, i) => {
      terms.push('actor = {:p' + i + '}', 'before ~ {:s' + i + '}', 'after ~ {:s' + i + '}')
      params['p' + i] = id
      params['s' + i] = '"user":"' + id + '"'
    })
    found.targets.forEach((id, i) => {
      terms.push('target = {:t' + i + '}')
      params['t' + i] = id
    })
    parts.push('(' + terms.join(' || ') + ')')
  }
  const page = get('page') ? Number(get('page')) : 1
  if (!Number.isInteger(page) || page < 1 || page > 10000) return { error: 'Invalid "page".' }
  return { filter: parts.join(' && '), params: params, page: page }
}

/** The moderators (and other actors) who appear in the log, by name; an unknown one by the e-mail it had. */
function actors(app) {
  const rows = arrayOf(new DynamicModel({ value: '', label: '' }))
  app.db().newQuery('SELECT actor AS value, MAX(actorEmail) AS label FROM auditLog WHERE actor != \'\' GROUP BY actor').all(rows)
  const look = lookups(app)
  return rows
    .map((r) => {
      const moderator = look.moderator(r.value)
      return { value: r.value, label: moderator ? moderator.name + ' (' + moderator.email + ')' : r.label }
    })
    .sort((x, y) => (x.label < y.label ? -1 : x.label > y.label ? 1 : 0))
}

function actions(app) {
  const rows = arrayOf(new DynamicModel({ value: '' }))
  app.db().newQuery('SELECT DISTINCT action AS value FROM auditLog ORDER BY action').all(rows)
  return rows.map((r) => r.value).filter((v) => v)
}

module.exports = { viewer: viewer, parseQuery: parseQuery, actors: actors, actions: actions }
