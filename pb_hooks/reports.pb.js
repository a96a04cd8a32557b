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
    return e.blob(200, 'text/csv; charset=utf-8', toBytes(report.build(e.app)))
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
