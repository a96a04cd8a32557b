/// <reference path="../types/pocketbase-jsvm.d.ts" />

// What organisers must prepare for accessibility (issue #28): per need, how many people holding a paid
// ticket named it in their (encrypted) health record; never who. Moderators only; nothing per person
// leaves this route, so the health collection stays closed to them.
routerAdd(
  'GET',
  '/api/mi/accessibility-summary',
  (e) => {
    const { countAccessibilityNeeds } = require(`${__hooks}/lib/domain.generated.js`)
    const { decrypt } = require(`${__hooks}/lib/health-crypto.js`)
    // One edition's holders (?edicion=<order prefix>, the current edition without it: lib/reports.js);
    // a past edition's attendees' health data is neither read nor logged as seen.
    const prefix = require(`${__hooks}/lib/reports.js`).reportEdition(e.app, e.request.url.query().get('edicion')).edition.prefijoOrden
    const holders = new DynamicModel({ n: 0 })
    const rows = arrayOf(new DynamicModel({ user: '', stored: '' }))
    if (prefix) {
      const paid = "SELECT user FROM EntradasEntregadas WHERE estado = 'pagada' AND user != '' AND orderID LIKE {:p}"
      e.app.db().newQuery('SELECT COUNT(DISTINCT user) AS n FROM (' + paid + ')').bind({ p: prefix + '%' }).one(holders)
      e.app
        .db()
        .newQuery("SELECT h.user AS user, h.NecesidadesAccesibilidad AS stored FROM userHealthInfoPaws h WHERE h.NecesidadesAccesibilidad != '' AND h.user IN (" + paid + ')')
        .bind({ p: prefix + '%' })
        .all(rows)
    }
    const plain = rows.map((row) => decrypt(row.stored))
    // A small count can point at one person: each attendee counted is told their needs were read in it
    // (the view log, lib/view-log.js), though the answer names nobody.
    const counted = rows.filter((row, i) => plain[i] !== '').map((row) => row.user)
    require(`${__hooks}/lib/view-log.js`).record(e.app, e.auth, 'accessibility-summary', counted, ['NecesidadesAccesibilidad'])
    const needs = countAccessibilityNeeds(plain.filter((value) => value !== ''))
    e.response.header().set('Cache-Control', 'no-store')
    return e.json(200, { holders: holders.n, withNeeds: plain.filter((value) => value !== '').length, needs: needs })
  },
  $apis.requireAuth('moderators'),
)
