// Ley 21.719 accountability: who *viewed* an attendee's personal data on the moderator screens, as
// auditLog rows `view` (actor: the moderator; collection: what was read; target: the attendee's user
// id; after: the personal fields that read shows). The audit viewer (/adminaudit) lists them with the
// other rows and the attendee's download names them. The attendee's own reads are never logged.
const audit = require(`${__hooks}/lib/audit.js`)

// A moderator paging or refreshing a list sees the same people again: one row per person, moderator
// and source in this window is enough to answer "who saw my data, and when".
const WINDOW_MS = 10 * 60 * 1000
// The scanners re-read the whole door list every few minutes all event long: one row a day per person
// and scanner says the same without filling the log.
const WINDOWS = { 'checkin-list': 24 * 3600 * 1000 }

/** What each moderator read reveals, and whose data it is. */
const SOURCES = {
  userCompleteLegal: { fields: ['email', 'username', 'nombreEnDocumento', 'bdate', 'state'], userOf: (r) => r.id },
  UserCompleteEntradasPedidas: { fields: ['email', 'username', 'nombreEnDocumento', 'bdate', 'state'], userOf: (r) => r.getString('userid') },
  legalCorrections: { fields: ['motivo'], userOf: (r) => r.getString('user') },
  EntradasEntregadas: { fields: ['nombre', 'orderID', 'estado'], userOf: (r) => r.getString('user') },
  userStatusPaws: { fields: ['state'], userOf: (r) => r.getString('user') },
}

const stamp = (ms) => new Date(ms).toISOString().replace('T', ' ')

/**
 * Writes one `view` row per person in `userIds` that `auth` (a moderator) has not been logged viewing
 * through `source` in the last ten minutes. Anyone else's read (the attendee, a superuser) writes nothing.
 */
function record(app, auth, source, userIds, fields) {
  if (!auth || auth.collection().name !== 'moderators') return 0
  const people = []
  for (const id of userIds) if (id && people.indexOf(id) === -1) people.push(id)
  if (people.length === 0) return 0
  const seen = {}
  const recent = app.findRecordsByFilter('auditLog', "action = 'view' && actor = {:actor} && collection = {:source} && created >= {:since}", '', 0, 0, {
    actor: auth.id,
    source: source,
    since: stamp(Date.now() - (WINDOWS[source] || WINDOW_MS)),
  })
  for (const row of recent) seen[row.getString('target')] = true
  let written = 0
  app.runInTransaction((tx) => {
    for (const id of people) {
      if (seen[id]) continue
      audit.write(tx, auth, 'view', source, id, null, { fields: fields })
      written++
    }
  })
  return written
}

/** The record API's list and view requests of the moderator-readable personal collections. */
function fromRecords(e, records) {
  const source = SOURCES[e.collection.name]
  if (!source) return
  record(e.app, e.auth, e.collection.name, records.map(source.userOf), source.fields)
}

module.exports = { record: record, fromRecords: fromRecords, SOURCES: SOURCES }
