// Retention after each edition (docs/privacy.md): PB_HEALTH_RETENTION_DAYS (default 30) days after an
// edition ends, every health record written before its end is erased, and so is the legal record of
// everyone who never got a ticket (paid, upgraded or refunded); what was written after the end belongs
// to the next edition and stays. A person at or over the ban threshold leaves their document's
// keyed hash in bannedDocuments first, so erasing their legal record does not lift the ban. Each run
// that erases something writes one audit row. `now` is a parameter so tests can move the clock.
const { BAN_THRESHOLD, editionEndsAt } = require(`${__hooks}/lib/domain.generated.js`)
const { personState } = require(`${__hooks}/lib/standing.js`)
const editions = require(`${__hooks}/lib/editions.js`)

const DAY = 24 * 60 * 60 * 1000
const GOT_A_TICKET = ['pagada', 'reemplazada', 'reembolsada']

function retentionDays() {
  const raw = $os.getenv('PB_HEALTH_RETENTION_DAYS')
  const days = /^\d{1,4}$/.test(raw || '') ? parseInt(raw, 10) : 30
  return days
}

/** When an edition's health data (and legal data of people without a ticket) is erased: ms since epoch. */
const eraseAt = (edition) => editionEndsAt(edition) + retentionDays() * DAY

/** The schedule of data entered at `now` (the current edition's); `eraseOn` is the Chile day the nightly job erases it. */
function schedule(app, now) {
  const edition = editions.current(app, now)
  const eraseOn = new Date(Date.parse(edition.fin + 'T12:00:00Z') + (retentionDays() + 1) * DAY).toISOString().slice(0, 10)
  return { eventEndDate: edition.fin, retentionDays: retentionDays(), eraseAt: new Date(eraseAt(edition)).toISOString(), eraseOn: eraseOn }
}

/** The last edition whose retention period is over at `now`, or null. */
function dueEdition(app, now) {
  const due = editions.all(app).filter((edition) => eraseAt(edition) <= now)
  return due.length > 0 ? due[due.length - 1] : null
}

function gotATicket(app, userId) {
  const tickets = app.findRecordsByFilter('EntradasEntregadas', 'user = {:user}', '', 0, 0, { user: userId })
  return tickets.some((t) => GOT_A_TICKET.indexOf(t.getString('estado')) !== -1)
}

function keepBan(tx, legal) {
  const hash = legal.getString('documentHash')
  if (hash === '' || personState(tx, legal.getString('user')) < BAN_THRESHOLD) return false
  try {
    tx.findFirstRecordByData('bannedDocuments', 'documentHash', hash)
    return true
  } catch (_) {}
  const ban = new Record(tx.findCollectionByNameOrId('bannedDocuments'))
  ban.set('documentHash', hash)
  ban.set('reason', 'legal record erased after the event while banned')
  tx.save(ban)
  return true
}

function run(app, now) {
  const plan = schedule(app, now)
  const edition = dueEdition(app, now)
  if (!edition) return Object.assign({ due: false, healthErased: 0, legalErased: 0, bansKept: 0 }, plan)
  const result = Object.assign({ due: true, healthErased: 0, legalErased: 0, bansKept: 0 }, plan, { eventEndDate: edition.fin })
  // Written after that edition ended, it was entered for the next one: it stays until the next one is over.
  const endedAt = new Date(editionEndsAt(edition)).toISOString().replace('T', ' ')
  const before = (tx, collection) => tx.findRecordsByFilter(collection, 'updated <= {:end}', '', 0, 0, { end: endedAt })
  app.runInTransaction((tx) => {
    for (const health of before(tx, 'userHealthInfoPaws')) {
      tx.delete(health)
      result.healthErased++
    }
    for (const legal of before(tx, 'userLegalInfoPaws')) {
      if (gotATicket(tx, legal.getString('user'))) continue
      if (keepBan(tx, legal)) result.bansKept++
      tx.delete(legal)
      result.legalErased++
    }
    if (result.healthErased + result.legalErased === 0) return
    const row = new Record(tx.findCollectionByNameOrId('auditLog'))
    row.set('action', 'retention')
    row.set('collection', 'userHealthInfoPaws')
    row.set('after', { healthErased: result.healthErased, legalErased: result.legalErased, bansKept: result.bansKept, eventEndDate: edition.fin, retentionDays: plan.retentionDays, ranAt: new Date(now).toISOString() })
    tx.save(row)
  })
  return result
}

module.exports = { run: run, schedule: schedule }
