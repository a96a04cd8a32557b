/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Door check-in for moderators (/entrada?id= and /admincheckin). GET shows what the door needs to
// decide; POST admits once: the check and the admission row are one transaction, and the unique
// index on admisiones.ticket settles any race, so parallel scans of one QR admit exactly one person.
routerAdd(
  'GET',
  '/api/mi/checkin/{id}',
  (e) => {
    const door = require(`${__hooks}/lib/checkin.js`).doorOfRequest(e)
    // The door card shows legal name, badge, photo and the document's tail: a read of personal data.
    require(`${__hooks}/lib/view-log.js`).record(e.app, e.auth, 'checkin', [door.holder], ['nombreEnDocumento', 'Badge', 'avatar', 'numDocumento (final)'])
    return e.json(200, door)
  },
  $apis.requireAuth('moderators'),
)

routerAdd(
  'POST',
  '/api/mi/checkin/{id}',
  (e) => {
    const { admit, inspect, ticketIdOf } = require(`${__hooks}/lib/checkin.js`)
    const audit = require(`${__hooks}/lib/audit.js`)
    const id = ticketIdOf(e)
    // The scanner's id, so a queue that resends an admission whose answer was lost is not a conflict.
    const body = e.requestInfo().body || {}
    const { DEVICE_ID_PATTERN } = require(`${__hooks}/lib/domain.generated.js`)
    const device = typeof body.device === 'string' && DEVICE_ID_PATTERN.test(body.device) ? body.device : ''
    let result = null
    try {
      e.app.runInTransaction((txApp) => {
        result = admit(txApp, e.auth, id, { origin: 'online', device: device })
        if (!result || result.refused) return
        audit.write(txApp, e.auth, 'checkin', 'EntradasEntregadas', id, null, result.door.admission)
      })
    } catch (err) {
      // Another admission of this ticket or its holder won a unique index: answer as a second scan would.
      if (!/UNIQUE constraint failed|must be unique/.test(String(err))) throw err
      result = { door: inspect(e.app, id), refused: true }
    }
    if (!result) throw new NotFoundError('The ticket was not found.')
    return e.json(result.refused ? 409 : 200, result.door)
  },
  $apis.requireAuth('moderators'),
)

// Staff compared the legal name and the document's last characters with the physical ID and they do
// not match: nobody is admitted on this scan and the refusal is audited (who, when, what was shown).
routerAdd(
  'POST',
  '/api/mi/checkin/{id}/mismatch',
  (e) => {
    const door = require(`${__hooks}/lib/checkin.js`).doorOfRequest(e)
    require(`${__hooks}/lib/audit.js`).write(e.app, e.auth, 'checkin-mismatch', 'EntradasEntregadas', door.id, null, { legalName: door.legalName, documentTail: door.documentTail, verdict: door.verdict })
    door.verdict = 'mismatch'
    return e.json(200, door)
  },
  $apis.requireAuth('moderators'),
)

// The scanner's offline list: every issued ticket with what the door shows and its verdict.
routerAdd(
  'GET',
  '/api/mi/checkin-list',
  (e) => {
    const { doorList } = require(`${__hooks}/lib/checkin.js`)
    const list = doorList(e.app)
    require(`${__hooks}/lib/view-log.js`).record(e.app, e.auth, 'checkin-list', list.tickets.map((t) => t.holder), ['nombreEnDocumento', 'Badge', 'avatar', 'numDocumento (final)'])
    return e.json(200, { tickets: list.tickets, edition: list.edition, at: new DateTime().string() })
  },
  $apis.requireAuth('moderators'),
)

// Admissions a scanner made offline, in the order they happened. Each is its own transaction: the
// first admission of a ticket stands; any other becomes a conflict row, never a silent merge.
routerAdd(
  'POST',
  '/api/mi/checkin-sync',
  (e) => {
    const { parseSync, syncAdmission } = require(`${__hooks}/lib/checkin.js`)
    const audit = require(`${__hooks}/lib/audit.js`)
    const body = parseSync(e.requestInfo().body)
    if (body.error) throw new BadRequestError(body.error)
    const results = body.admissions.map((item) => {
      let result = null
      e.app.runInTransaction((txApp) => {
        result = syncAdmission(txApp, e.auth, body.device, item)
        if (result.status === 'admitted') {
          audit.write(txApp, e.auth, 'checkin-offline', 'EntradasEntregadas', item.ticket, null, result.admission)
        }
      })
      return result
    })
    return e.json(200, { results: results })
  },
  $apis.requireAuth('moderators'),
)

routerAdd(
  'GET',
  '/api/mi/checkin-conflicts',
  (e) => {
    const { conflicts } = require(`${__hooks}/lib/checkin.js`)
    return e.json(200, { conflicts: conflicts(e.app) })
  },
  $apis.requireAuth('moderators'),
)
