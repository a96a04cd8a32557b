// What a non-superuser may put in `filter`, `sort`, `expand` and `fields` (HTTP query, realtime
// subscription options, batch sub-requests). PocketBase applies the related collections' rules to a
// relation join but not to the sub-query it builds for multi-valued (back-)relations, so a path such
// as `EntradasPedidas_via_tipo.user.userHealthInfoPaws_via_user.CondicionMedica !~ 'x'` answers
// questions about other people's records. Instead of enumerating the bad paths, only a small,
// unambiguous language is accepted: the collection's own fields compared with plain literals, sorted
// by own fields, and the few expands the SPA needs. Everything else is refused with a 400 before anything is expanded, written or answered.
// See docs/security.md.

/** The only expands the SPA sends, by collection: public ticket types, never a person. */
const EXPANDS = { EntradasEntregadas: ['tipo'] }

const IDENT = '[A-Za-z_][A-Za-z0-9_]*'
// A literal: a quoted string with no quote, backslash or newline inside (so no parser can read it in
// two ways), a number, or a keyword.
const LITERAL = `(?:'[^'"\\\\\\n\\r]*'|"[^'"\\\\\\n\\r]*"|-?[0-9]+(?:\\.[0-9]+)?|true|false|null)`
const OPERATOR = '(?:\\?(?:!=|>=|<=|!~|=|>|<|~)|!=|>=|<=|!~|=|>|<|~)'
const COMPARISON = new RegExp(`^\\s*${IDENT}\\s*${OPERATOR}\\s*${LITERAL}\\s*`)
const JOIN = /^\s*(?:&&|\|\|)\s*/
const VIA = /_via_/

const REFUSED = 'Filtro no permitido: solo se pueden comparar los campos propios de la colección con valores simples. · Filter not allowed: only the collection’s own fields can be compared with plain values.'

/** null when `filter` is in the accepted language, else why not. */
function checkFilter(filter) {
  let rest = String(filter)
  if (rest.trim() === '') return null
  let depth = 0
  let expectOperand = true
  while (rest.length > 0) {
    if (expectOperand) {
      const open = /^\s*\(\s*/.exec(rest)
      if (open) {
        depth++
        rest = rest.slice(open[0].length)
        continue
      }
      const term = COMPARISON.exec(rest)
      if (!term || VIA.test(term[0])) return REFUSED
      rest = rest.slice(term[0].length)
      expectOperand = false
      continue
    }
    const close = /^\s*\)\s*/.exec(rest)
    if (close) {
      if (--depth < 0) return REFUSED
      rest = rest.slice(close[0].length)
      continue
    }
    const join = JOIN.exec(rest)
    if (!join) return REFUSED
    rest = rest.slice(join[0].length)
    expectOperand = true
  }
  return depth === 0 && !expectOperand ? null : REFUSED
}

const SORT_ITEM = new RegExp(`^[-+]?${IDENT}$`)

function checkSort(sort) {
  const items = String(sort).split(',').map((s) => s.trim())
  for (const item of items) {
    if (item === '') continue
    if (!SORT_ITEM.test(item) || VIA.test(item)) return 'Orden no permitido: solo por campos propios de la colección. · Sort not allowed: only by the collection’s own fields.'
  }
  return null
}

function checkExpand(collection, expand) {
  const allowed = EXPANDS[collection] || []
  for (const item of String(expand).split(',').map((s) => s.trim())) {
    if (item === '') continue
    if (allowed.indexOf(item) < 0) return 'Expansión no permitida. · Expand not allowed.'
  }
  return null
}

const FIELD_ITEM = new RegExp(`^(?:\\*|${IDENT})(?::excerpt\\([0-9]+(?:\\s*,\\s*(?:true|false))?\\))?$`)

/** Splits on the commas that are not inside parentheses, as PocketBase's fields parser does. */
function splitTopLevel(text) {
  const items = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '(') depth++
    else if (ch === ')') depth--
    else if (ch === ',' && depth === 0) {
      items.push(text.slice(start, i).trim())
      start = i + 1
    }
  }
  items.push(text.slice(start).trim())
  return items
}

function checkFields(collection, fields) {
  const allowed = EXPANDS[collection] || []
  for (const item of splitTopLevel(String(fields))) {
    if (item === '' || FIELD_ITEM.test(item)) continue
    const expanded = /^expand\.([A-Za-z_][A-Za-z0-9_]*)(?:\.(.+))?$/.exec(item)
    if (expanded && allowed.indexOf(expanded[1]) >= 0 && (expanded[2] === undefined || FIELD_ITEM.test(expanded[2]))) continue
    return 'Campos no permitidos. · Fields not allowed.'
  }
  return null
}

/**
 * Checks every value of the guarded parameters. `values(name)` returns all the values given for a
 * parameter (an HTTP query may repeat one). Returns null or the reason for refusing.
 */
function checkQuery(collection, values) {
  const checks = { filter: checkFilter, sort: checkSort, expand: (v) => checkExpand(collection, v), fields: (v) => checkFields(collection, v) }
  for (const name of Object.keys(checks)) {
    for (const value of values(name)) {
      const reason = checks[name](value)
      if (reason) return reason
    }
  }
  return null
}

/** The collection named in an API path (`/api/collections/{name}/...`), or '' for other routes. */
function collectionOfPath(path) {
  const match = /^\/api\/collections\/([^/?#]+)/.exec(String(path))
  return match ? decodeURIComponent(match[1]) : ''
}

/** Every value of every parameter in a raw query string, decoded as Go's url.ParseQuery does. */
function parseQuery(raw) {
  const out = {}
  for (const pair of String(raw).split('&')) {
    if (pair === '') continue
    const eq = pair.indexOf('=')
    const decode = (s) => decodeURIComponent(s.replace(/\+/g, ' '))
    const key = decode(eq < 0 ? pair : pair.slice(0, eq))
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1))
    ;(out[key] = out[key] || []).push(value)
  }
  return out
}

/**
 * A realtime topic `collection/id?options={"query":{...},"headers":{...}}`: the subscription query
 * options go through the same checks. Anything not read exactly as PocketBase reads it is refused.
 */
function checkTopic(topic, collectionName) {
  const text = String(topic)
  const q = text.indexOf('?')
  if (q < 0) return null
  const raw = text.slice(q + 1)
  if (raw.indexOf(';') >= 0) return 'Suscripción no permitida. · Subscription not allowed.'
  let params
  try {
    params = parseQuery(raw)
  } catch (_) {
    return 'Suscripción no permitida. · Subscription not allowed.'
  }
  const options = params.options || []
  const queries = []
  for (const encoded of options) {
    if (encoded === '') continue
    let parsed
    try {
      parsed = JSON.parse(encoded)
    } catch (_) {
      return 'Suscripción no permitida. · Subscription not allowed.'
    }
    if (!parsed || typeof parsed !== 'object') continue
    // Go's JSON decoder matches the "query" key case-insensitively and merges repeated keys.
    for (const key of Object.keys(parsed)) {
      if (key.toLowerCase() !== 'query') continue
      const query = parsed[key]
      if (query === null || query === undefined) continue
      if (typeof query !== 'object' || Array.isArray(query)) return 'Suscripción no permitida. · Subscription not allowed.'
      queries.push(query)
    }
  }
  for (const query of queries) {
    for (const name of Object.keys(query)) {
      const value = query[name]
      if (['filter', 'sort', 'expand', 'fields'].indexOf(name) >= 0 && typeof value !== 'string') {
        return 'Suscripción no permitida. · Subscription not allowed.'
      }
    }
    const reason = checkQuery(collectionName, (name) => (typeof query[name] === 'string' ? [query[name]] : []))
    if (reason) return reason
  }
  return null
}

const UNREADABLE = 'Solicitud no permitida. · Request not allowed.'

/**
 * For a record request hook: throws a 400 when a non-superuser's URL query is outside the language.
 * Go's own decoder and this one agree on every query that passes; one that cannot be decoded is refused.
 */
function enforceOnRequest(e, collection) {
  if (e.hasSuperuserAuth()) return
  // Record request events embed the request event; Go's reflection hides its promoted `request` on some.
  const request = e.request || e.requestEvent.request
  let params
  try {
    params = parseQuery(request.url.rawQuery)
  } catch (_) {
    throw new BadRequestError(UNREADABLE)
  }
  const reason = checkQuery(collection, (name) => params[name] || [])
  if (reason) throw new BadRequestError(reason)
}

module.exports = { enforceOnRequest, UNREADABLE, checkFilter, checkSort, checkExpand, checkFields, checkQuery, checkTopic, collectionOfPath, parseQuery, EXPANDS }
