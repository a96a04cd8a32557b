// Ley 21.719 accountability: who *viewed* an attendee's personal data on the moderator screens, as
// auditLog rows `view` (actor: the moderator; collection: what was read; target: the attendee's user
// id; after: the personal fields that read shows). The audit viewer (/adminaudit) lists them with the
// other rows and the attendee's download names them. The attendee's own reads are never logged.
const audit = require(`${__hooks}/lib/audit.js`)
const { PERSONAL_RECORD_SOURCES } = require(`${__hooks}/lib/domain.generated.js`)

// A moderator paging or refreshing a list sees the same people again: one row per person, moderator
// and source in this window is enough to answer "who saw my data, and when".
const WINDOW_MS = 10 * 60 * 1000
const DAY_MS = 24 * 3600 * 1000
// The door: the scanners re-read the whole door list every few minutes all event long, and every
// admission syncs it again; the door card shows the same person's same door data on the same phone.
// One row a day per person and scanner, card or list, whichever came first: a scan after the list
// synced adds nothing, nor does the sync after a scan (docs/security.md, "What the view log covers").
const DOOR = ['checkin', 'checkin-list']
const GROUPS = { checkin: DOOR, 'checkin-list': DOOR }
const WINDOWS = { checkin: DAY_MS, 'checkin-list': DAY_MS }

const stamp = (ms) => new Date(ms).toISOString().replace('T', ' ')

/** The people `auth` was logged viewing through `source` (or a source counted with it) within its window. */
function seenBy(app, auth, source) {
  const sources = GROUPS[source] || [source]
  const params = { actor: auth.id, since: stamp(Date.now() - (WINDOWS[source] || WINDOW_MS)) }
  const bySource = sources.map((name, i) => {
    params['source' + i] = name
    return 'collection = {:source' + i + '}'
  })
  const rows = app.findRecordsByFilter('auditLog', "action = 'view' && actor = {:actor} && (" + bySource.join(' || ') + ') && created >= {:since}', '', 0, 0, params)
  const seen = {}
  for (const row of rows) seen[row.getString('target')] = true
  return seen
}

/**
 * Writes one `view` row per person in `userIds` that `auth` (a moderator) has not been logged viewing
 * through `source` within its window. Anyone else's read (the attendee, a superuser) writes nothing.
 */
function record(app, auth, source, userIds, fields) {
  if (!auth || auth.collection().name !== 'moderators') return 0
  const people = []
  for (const id of userIds) if (id && people.indexOf(id) === -1) people.push(id)
  if (people.length === 0) return 0
  const seen = seenBy(app, auth, source)
  if (people.every((id) => seen[id])) return 0
  let written = 0
  app.runInTransaction((tx) => {
    // Asked again inside the transaction, which PocketBase runs one at a time: two reads at once (a
    // scanner's retry, a page mounted twice) write one row, not one each.
    const again = seenBy(tx, auth, source)
    for (const id of people) {
      if (again[id]) continue
      audit.write(tx, auth, 'view', source, id, null, { fields: fields })
      written++
    }
  })
  return written
}

/** The record API's list and view requests of the moderator-readable personal collections. */
function fromRecords(e, records) {
  const source = PERSONAL_RECORD_SOURCES[e.collection.name]
  if (!source) return
  record(
    e.app,
    e.auth,
    e.collection.name,
    records.map((r) => r.getString(source.owner)),
    source.fields,
  )
}

/**
 * A realtime delivery of a personal record to a moderator carries its id and nothing else: the
 * moderator screens only take it as a signal to read again through the logged list, so no personal
 * data reaches a moderator without a `view` row, and a ticket rush costs no row per delivery.
 */
function forRealtime(e) {
  const info = e.requestInfo
  if (!info || info.context !== 'realtime' || !info.auth || info.auth.collection().name !== 'moderators') return
  const names = e.record.collection().fields.fieldNames().filter((name) => name !== 'id')
  e.record.hide(...names)
}

module.exports = { record: record, fromRecords: fromRecords, forRealtime: forRealtime }
