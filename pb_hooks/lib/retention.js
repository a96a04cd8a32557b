// Retention after the event (docs/privacy.md): PB_HEALTH_RETENTION_DAYS (default 30) days after the
// event ends, every health record is erased, and so is the legal record of everyone who never got a
// ticket (paid, upgraded or refunded). A person at or over the ban threshold leaves their document's
// keyed hash in bannedDocuments first, so erasing their legal record does not lift the ban. Each run
// that erases something writes one audit row. `now` is a parameter so tests can move the clock.
const { BAN_THRESHOLD } = require(`${__hooks}/lib/domain.generated.js`)
const { personState } = require(`${__hooks}/lib/standing.js`)
const { eventEndDate, eventEndsAt } = require(`${__hooks}/lib/event-dates.js`)

const DAY = 24 * 60 * 60 * 1000
const GOT_A_TICKET = ['pagada', 'reemplazada', 'reembolsada']

function retentionDays() {
  const raw = $os.getenv('PB_HEALTH_RETENTION_DAYS')
  const days = /^\d{1,4}$/.test(raw || '') ? parseInt(raw, 10) : 30
  return days
}

/** When health data (and legal data of people without a ticket) is erased: ms since epoch. */
function eraseAt() {
  return eventEndsAt() + retentionDays() * DAY
}

/** The schedule; `eraseOn` is the Chile calendar day the nightly job erases (the day after eraseAt). */
function schedule() {
  const end = eventEndDate()
  const eraseOn = new Date(Date.parse(end + 'T12:00:00Z') + (retentionDays() + 1) * DAY).toISOString().slice(0, 10)
  return { eventEndDate: end, retentionDays: retentionDays(), eraseAt: new Date(eraseAt()).toISOString(), eraseOn: eraseOn }
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
  const plan = schedule()
  if (now < eraseAt()) return Object.assign({ due: false, healthErased: 0, legalErased: 0, bansKept: 0 }, plan)
  const result = Object.assign({ due: true, healthErased: 0, legalErased: 0, bansKept: 0 }, plan)
  app.runInTransaction((tx) => {
    for (const health of tx.findAllRecords('userHealthInfoPaws')) {
      tx.delete(health)
      result.healthErased++
    }
    for (const legal of tx.findAllRecords('userLegalInfoPaws')) {
      if (gotATicket(tx, legal.getString('user'))) continue
      if (keepBan(tx, legal)) result.bansKept++
      tx.delete(legal)
      result.legalErased++
    }
    if (result.healthErased + result.legalErased === 0) return
    const row = new Record(tx.findCollectionByNameOrId('auditLog'))
    row.set('action', 'retention')
    row.set('collection', 'userHealthInfoPaws')
    row.set('after', { healthErased: result.healthErased, legalErased: result.legalErased, bansKept: result.bansKept, eventEndDate: plan.eventEndDate, retentionDays: plan.retentionDays, ranAt: new Date(now).toISOString() })
    tx.save(row)
  })
  return result
}

module.exports = { run: run, schedule: schedule }
