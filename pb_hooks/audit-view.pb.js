/// <reference path="../types/pocketbase-jsvm.d.ts" />

// The audit log viewer for moderators (/adminaudit): who did what to whom, what changed, newest first,
// 50 a page, filtered by moderator, action, time and person. auditLog itself stays closed to them;
// this route names people and hides document numbers and health data (pb_hooks/lib/audit-view.js).
routerAdd(
  'GET',
  '/api/mi/audit',
  (e) => {
    const { viewer, parseQuery, actors, actions } = require(`${__hooks}/lib/audit-view.js`)
    const PER_PAGE = 50
    const query = parseQuery(e.app, e.request.url.query())
    if (query.error) throw new BadRequestError(query.error)
    const rows = e.app.findRecordsByFilter('auditLog', query.filter, '-created,-id', PER_PAGE + 1, (query.page - 1) * PER_PAGE, query.params)
    return e.json(200, {
      page: query.page,
      items: rows.slice(0, PER_PAGE).map(viewer(e.app)),
      hasMore: rows.length > PER_PAGE,
      actors: actors(e.app),
      actions: actions(e.app),
    })
  },
  $apis.requireAuth('moderators'),
)
