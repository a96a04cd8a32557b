/// <reference path="../types/pocketbase-jsvm.d.ts" />

// /adminreport downloads: CSV (UTF-8 with BOM, ';' as Chilean spreadsheets expect) built here, so
// moderators get exactly these columns and never list personal records themselves.
routerAdd(
  'GET',
  '/api/mi/report/{kind}',
  (e) => {
    const { EXPORTS, paidTickets, reportEdition } = require(`${__hooks}/lib/reports.js`)
    // Each report is one edition's: `?edicion=<order prefix>`, the current edition without it.
    const kind = e.request.pathValue('kind')
    const report = Object.prototype.hasOwnProperty.call(EXPORTS, kind) ? EXPORTS[kind] : null
    if (!report) throw new NotFoundError('Unknown report: use asistentes, merch or puerta.')
    const scope = reportEdition(e.app, e.request.url.query().get('edicion'))
    e.response.header().set('Content-Disposition', 'attachment; filename="' + report.file + '-' + scope.edition.prefijoOrden + '.csv"')
    // The SPA reads the file name across origins (its PocketBase is another host in production).
    e.response.header().set('Access-Control-Expose-Headers', 'Content-Disposition')
    e.response.header().set('Cache-Control', 'no-store')
    const body = toBytes(report.build(e.app, scope))
    // The attendee lists name everyone with a paid ticket of the edition: each of them was read (lib/view-log.js).
    const fields = { asistentes: ['Badge', 'Pronombres', 'EspecieFur', 'Fursuit'], puerta: ['Badge', 'nombreEnDocumento'] }[kind]
    if (fields) {
      const holders = paidTickets(e.app, scope).map(({ ticket }) => ticket.getString('user'))
      require(`${__hooks}/lib/view-log.js`).record(e.app, e.auth, 'report-' + kind, holders, fields)
    }
    return e.blob(200, 'text/csv; charset=utf-8', body)
  },
  $apis.requireAuth('moderators'),
)

routerAdd(
  'GET',
  '/api/mi/report-summary',
  (e) => {
    const { reportEdition, summary } = require(`${__hooks}/lib/reports.js`)
    return e.json(200, summary(e.app, reportEdition(e.app, e.request.url.query().get('edicion'))))
  },
  $apis.requireAuth('moderators'),
)
