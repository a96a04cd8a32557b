// The audit log as moderators may read it. Document numbers and health data never leave the server,
// whatever a row's snapshot holds: those fields are masked here, and health records entirely.
const MASK = '•••'
const SECRET_FIELDS = [
  'numDocumento',
  'ID_document',
  'CondicionMedica',
  'RestriccionAlimentaria',
  'ContactoEmergencia',
  'ContactoEmergenciaNombre',
  'OtraCondicion',
]
const SECRET_COLLECTIONS = ['userHealthInfoPaws']

function mask(value, depth) {
  if (depth > 8 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => mask(item, depth + 1))
  const out = {}
  for (const key of Object.keys(value)) out[key] = SECRET_FIELDS.indexOf(key) !== -1 ? MASK : mask(value[key], depth + 1)
  return out
}

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

function view(row) {
  const secret = SECRET_COLLECTIONS.indexOf(row.getString('collection')) !== -1
  return {
    id: row.id,
    created: row.getString('created'),
    actor: row.getString('actor'),
    actorEmail: row.getString('actorEmail'),
    action: row.getString('action'),
    collection: row.getString('collection'),
    target: row.getString('target'),
    before: secret ? MASK : mask(snapshot(row, 'before'), 0),
    after: secret ? MASK : mask(snapshot(row, 'after'), 0),
  }
}

const ID = /^[a-z0-9]{1,40}$/
const ACTION = /^[a-z][a-z-]{0,39}$/
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/

/** Query parameters → { filter, params, page } or { error }. */
function parseQuery(query) {
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
  const page = get('page') ? Number(get('page')) : 1
  if (!Number.isInteger(page) || page < 1 || page > 10000) return { error: 'Invalid "page".' }
  return { filter: parts.join(' && '), params: params, page: page }
}

function distinct(app, column) {
  const rows = arrayOf(new DynamicModel({ value: '', label: '' }))
  const label = column === 'actor' ? 'MAX(actorEmail)' : 'MAX(action)'
  app.db().newQuery('SELECT ' + column + ' AS value, ' + label + ' AS label FROM auditLog GROUP BY ' + column + ' ORDER BY label').all(rows)
  return rows.map((r) => ({ value: r.value, label: r.label })).filter((r) => r.value)
}

module.exports = { view: view, parseQuery: parseQuery, distinct: distinct, MASK: MASK }
