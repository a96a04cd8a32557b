/// <reference path="../types/pocketbase-jsvm.d.ts" />

// The audit log viewer for moderators (/adminaudit): who did what to which record, before and after,
// newest first, 50 a page, filtered by moderator, action and time. auditLog itself stays closed to
// them; this route masks document numbers and health data (pb_hooks/lib/audit-view.js).
routerAdd(
  'GET',
  '/api/mi/audit',
  (e) => {
    const { view, parseQuery, distinct } = require(`${__hooks}/lib/audit-view.js`)
    const PER_PAGE = 50
    const query = parseQuery(e.request.url.query())
    if (query.error) throw new BadRequestError(query.error)
    const rows = e.app.findRecordsByFilter('auditLog', query.filter, '-created,-id', PER_PAGE + 1, (query.page - 1) * PER_PAGE, query.params)
    return e.json(200, {
      page: query.page,
      items: rows.slice(0, PER_PAGE).map(view),
      hasMore: rows.length > PER_PAGE,
      actors: distinct(e.app, 'actor'),
      actions: distinct(e.app, 'action').map((a) => a.value),
    })
  },
  $apis.requireAuth('moderators'),
)
