/// <reference path="../types/pocketbase-jsvm.d.ts" />

// /adminreport downloads: CSV (UTF-8 with BOM, ';' as Chilean spreadsheets expect) built here, so
// moderators get exactly these columns and never list personal records themselves.
routerAdd(
  'GET',
  '/api/mi/report/{kind}',
  (e) => {
    const { EXPORTS } = require(`${__hooks}/lib/reports.js`)
    const kind = e.request.pathValue('kind')
    const report = Object.prototype.hasOwnProperty.call(EXPORTS, kind) ? EXPORTS[kind] : null
    if (!report) throw new NotFoundError('Unknown report: use asistentes, merch or puerta.')
    e.response.header().set('Content-Disposition', 'attachment; filename="' + report.file + '"')
    // The SPA reads the file name across origins (its PocketBase is another host in production).
    e.response.header().set('Access-Control-Expose-Headers', 'Content-Disposition')
    e.response.header().set('Cache-Control', 'no-store')
    const body = toBytes(report.build(e.app))
    // The attendee lists name everyone with a paid ticket: each of them was read (lib/view-log.js).
    const fields = { asistentes: ['Badge', 'Pronombres', 'EspecieFur', 'Fursuit'], puerta: ['Badge', 'nombreEnDocumento'] }[kind]
    if (fields) {
      const holders = e.app.findRecordsByFilter('EntradasEntregadas', "estado = 'pagada'", '', 0, 0).map((t) => t.getString('user'))
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
    const { summary } = require(`${__hooks}/lib/reports.js`)
    return e.json(200, summary(e.app))
  },
  $apis.requireAuth('moderators'),
)
