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
    const holders = new DynamicModel({ n: 0 })
    e.app.db().newQuery("SELECT COUNT(DISTINCT user) AS n FROM EntradasEntregadas WHERE estado = 'pagada' AND user != ''").one(holders)
    const rows = arrayOf(new DynamicModel({ stored: '' }))
    e.app
      .db()
      .newQuery(
        "SELECT h.NecesidadesAccesibilidad AS stored FROM userHealthInfoPaws h WHERE h.NecesidadesAccesibilidad != '' AND h.user IN (SELECT user FROM EntradasEntregadas WHERE estado = 'pagada' AND user != '')",
      )
      .all(rows)
    const plain = rows.map((row) => decrypt(row.stored))
    const needs = countAccessibilityNeeds(plain.filter((value) => value !== ''))
    e.response.header().set('Cache-Control', 'no-store')
    return e.json(200, { holders: holders.n, withNeeds: plain.filter((value) => value !== '').length, needs: needs })
  },
  $apis.requireAuth('moderators'),
)
