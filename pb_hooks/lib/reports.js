// Exports and the sales dashboard for moderators. Read-only; one pass over each collection. Never
// health data, never document numbers: the exports read badge data, the legal name and ticket facts.

const { chileTimestamp, editionOfPrefix, ORDER_PREFIX_PATTERN, parseTicketCode, requestPeriodOf, SHIRT_SIZES: SIZES } = require(`${__hooks}/lib/domain.generated.js`)
// The exports' column values (moderators read them in both languages alike).
const LEVEL_NAMES = { general: 'General', sponsor: 'Sponsor', superSponsor: 'Super Sponsor', mega: 'MEGA' }
const SEPARATOR = ';'
const BOM = '\uFEFF'

function levelOf(code) {
  const parsed = parseTicketCode(code || '')
  return parsed ? LEVEL_NAMES[parsed.level] : code || ''
}

// Quotes what needs quoting; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
function cell(value) {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = "'" + text
  return /[";\r\n]/.test(text) || text !== text.trim() ? '"' + text.replace(/"/g, '""') + '"' : text
}

function csv(header, rows) {
  return BOM + [header].concat(rows).map((row) => row.map(cell).join(SEPARATOR)).join('\r\n') + '\r\n'
}

function byUser(app, collection) {
  const map = {}
  for (const row of app.findAllRecords(collection)) map[row.getString('user')] = row
  return map
}

function typesById(app) {
  const map = {}
  for (const type of app.findAllRecords('Entradas')) map[type.id] = type
  return map
}

/**
 * The edition a report is about (issue #38: reports per edition): the one whose order prefix `prefix`
 * is (/adminreport's selector, `?edicion=`), or the current edition without one. `current` says whether
 * it is the edition on sale (only its stock is "remaining"). An unknown prefix is a 400.
 */
function reportEdition(app, param) {
  const prefix = String(param || '')
  const editions = require(`${__hooks}/lib/editions.js`)
  const list = editions.all(app)
  const current = editions.current(app, Date.now())
  if (prefix === '') return { edition: current, list: list, current: true }
  const edition = ORDER_PREFIX_PATTERN.test(prefix) ? editionOfPrefix(list, prefix) : null
  if (!edition) throw new BadRequestError('Unknown edition.', { edicion: new ValidationError('unknownEdition', 'No edition has this order prefix.') })
  return { edition: edition, list: list, current: edition.prefijoOrden === current.prefijoOrden }
}

/** The edition's tickets matching `filter` (its order prefix is every ticket's edition), sorted by `sort`. */
function ticketsOf(app, scope, filter, sort) {
  const prefix = scope.edition.prefijoOrden
  if (!prefix) return []
  return app.findRecordsByFilter('EntradasEntregadas', '(' + (filter || 'id != ""') + ') && orderID ~ {:p}', sort, 0, 0, { p: prefix + '%' })
}

/** The edition's paid tickets, oldest order first, with their type. */
function paidTickets(app, scope) {
  const types = typesById(app)
  return ticketsOf(app, scope, "estado = 'pagada'", 'orderID').map((ticket) => ({ ticket: ticket, type: types[ticket.getString('tipo')] }))
}

function attendees(app, scope) {
  const personal = byUser(app, 'userPersonalInfoPaws')
  const rows = paidTickets(app, scope).map(({ ticket, type }) => {
    const p = personal[ticket.getString('user')]
    const code = type ? type.getString('Tipo') : ''
    return [
      ticket.getString('orderID'),
      p ? p.getString('Badge') : '',
      levelOf(code),
      code,
      p ? p.getString('Pronombres') : '',
      p ? p.getString('EspecieFur') : '',
      p ? (p.getBool('Fursuit') ? 'sí' : 'no') : '',
    ]
  })
  return csv(['Orden', 'Nombre de credencial', 'Nivel', 'Tipo', 'Pronombres', 'Especie', 'Fursuit'], rows)
}

function merchandise(app, scope) {
  const personal = byUser(app, 'userPersonalInfoPaws')
  const counts = {}
  for (const { ticket, type } of paidTickets(app, scope)) {
    const level = levelOf(type ? type.getString('Tipo') : '')
    const p = personal[ticket.getString('user')]
    const size = p && SIZES.indexOf(p.getString('Polera')) !== -1 ? p.getString('Polera') : '?'
    counts[level] = counts[level] || { total: 0 }
    counts[level][size] = (counts[level][size] || 0) + 1
    counts[level].total += 1
  }
  const order = ['General', 'Sponsor', 'Super Sponsor', 'MEGA']
  const rows = order.filter((l) => counts[l]).map((level) => [level].concat(SIZES.concat(['?']).map((s) => counts[level][s] || 0)).concat([counts[level].total]))
  return csv(['Nivel', 'S', 'M', 'L', 'XL', 'XXL', 'Sin talla', 'Total'], rows)
}

function doorList(app, scope) {
  const personal = byUser(app, 'userPersonalInfoPaws')
  const legal = byUser(app, 'userLegalInfoPaws')
  const admissions = {}
  for (const row of app.findAllRecords('admisiones')) admissions[row.getString('ticket')] = row.getString('admittedAt')
  const rows = paidTickets(app, scope).map(({ ticket, type }) => {
    const user = ticket.getString('user')
    return [
      ticket.getString('orderID'),
      personal[user] ? personal[user].getString('Badge') : '',
      legal[user] ? legal[user].getString('nombreEnDocumento') : ticket.getString('nombre'),
      levelOf(type ? type.getString('Tipo') : ''),
      admissions[ticket.id] ? 'sí ' + admittedAt(admissions[ticket.id]) : 'no',
    ]
  })
  return csv(['Orden', 'Nombre de credencial', 'Nombre legal', 'Nivel', 'Ingresó (hora de Chile, con su desfase UTC)'], rows)
}

// The door staff read the list on Chile's clock; each time keeps its UTC offset, so the hour the
// clocks change is never ambiguous (src/domain/chile-time.ts).
const admittedAt = (pbDate) => chileTimestamp(new Date(pbDate.replace(' ', 'T')))

// File names end with the edition's order prefix: last year's list is never mistaken for this year's.
const EXPORTS = {
  asistentes: { build: attendees, file: 'asistentes-credenciales' },
  merch: { build: merchandise, file: 'poleras-por-nivel' },
  puerta: { build: doorList, file: 'lista-de-puerta' },
}

// "2025-08-29 14:42:00.000Z" → "2025-08-29 14": the client turns UTC hours into Chile days and hours.
function perHour(values) {
  const counts = {}
  for (const value of values) {
    if (!value) continue
    const hour = value.slice(0, 13)
    counts[hour] = (counts[hour] || 0) + 1
  }
  return Object.keys(counts)
    .sort()
    .map((hour) => ({ hour: hour, count: counts[hour] }))
}

/**
 * One edition's sold / approved-unpaid / in queue per ticket type (remaining: the stock, for the
 * edition on sale only), its revenue, its requests and check-ins per hour.
 */
function summary(app, scope) {
  const types = app.findRecordsByFilter('Entradas', '', 'ValorCLP', 0, 0)
  const stock = {}
  if (scope.current) for (const row of app.findAllRecords('EntradasQuedan')) stock[row.getString('EntradasID')] = row.getInt('CantidadQuedan')
  const perType = {}
  for (const type of types) perType[type.id] = { sold: 0, approvedUnpaid: 0, inQueue: 0 }
  let revenue = 0
  for (const ticket of ticketsOf(app, scope, '', '')) {
    const counts = perType[ticket.getString('tipo')]
    const estado = ticket.getString('estado')
    // Money kept: paid tickets, and tickets retired by an upgrade (the upgrade charged only the difference).
    if (estado === 'pagada' || estado === 'reemplazada') revenue += ticket.getInt('monto')
    if (!counts) continue
    if (estado === 'pagada') counts.sold += 1
    if (estado === 'creada') counts.approvedUnpaid += 1
  }
  // With no edition at all (a fresh install before organisers enter one) there is nothing to count.
  const period = scope.edition.prefijoOrden ? requestPeriodOf(scope.list, scope.edition) : null
  const requests = period ? app.findRecordsByFilter('EntradasPedidas', 'created > {:from} && created <= {:to}', '', 0, 0, { from: period.from, to: period.to }) : []
  for (const request of requests) {
    const counts = perType[request.getString('tipo')]
    if (counts && request.getString('estado') === 'creada') counts.inQueue += 1
  }
  return {
    types: types.map((type) => ({
      id: type.id,
      tipo: type.getString('Tipo'),
      level: levelOf(type.getString('Tipo')),
      nombre: type.getString('Nombre'),
      nombreIngles: type.getString('NombreIngles'),
      sold: perType[type.id].sold,
      approvedUnpaid: perType[type.id].approvedUnpaid,
      inQueue: perType[type.id].inQueue,
      remaining: stock[type.id] === undefined ? null : stock[type.id],
    })),
    revenue: revenue,
    requestsPerHour: perHour(requests.map((r) => r.getString('created'))),
    checkinsPerHour: perHour(app.findRecordsByFilter('admisiones', 'edicion = {:p}', '', 0, 0, { p: scope.edition.prefijoOrden }).map((r) => r.getString('admittedAt'))),
    edicion: scope.edition.prefijoOrden,
    current: scope.current,
  }
}

module.exports = { EXPORTS: EXPORTS, summary: summary, BOM: BOM, paidTickets: paidTickets, reportEdition: reportEdition }
