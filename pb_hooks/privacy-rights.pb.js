/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Ley 21.719 rights requests (lib/privacy-rights.js): the attendee files and follows them from
// "Mis datos / My data"; moderators answer them on /adminderechos; organisers are reminded before
// each legal due date. privacyRequests itself is closed to the record API.

// The caller's own requests, rectification (legal corrections) included.
routerAdd(
  'GET',
  '/api/mi/rights',
  (e) => {
    e.response.header().set('Cache-Control', 'no-store')
    return e.json(200, { items: require(`${__hooks}/lib/privacy-rights.js`).mine(e.app, e.auth.id) })
  },
  $apis.requireAuth('users'),
)

routerAdd(
  'POST',
  '/api/mi/rights',
  (e) => {
    const body = e.requestInfo().body || {}
    return e.json(200, require(`${__hooks}/lib/privacy-rights.js`).create(e.app, e.auth, body, Date.now()))
  },
  $apis.requireAuth('users'),
)

routerAdd(
  'GET',
  '/api/mi/rights/inbox',
  (e) => {
    e.response.header().set('Cache-Control', 'no-store')
    return e.json(200, require(`${__hooks}/lib/privacy-rights.js`).inbox(e.app, e.auth, e.request.url.query()))
  },
  $apis.requireAuth('moderators'),
)

routerAdd(
  'POST',
  '/api/mi/rights/{id}/answer',
  (e) => e.json(200, require(`${__hooks}/lib/privacy-rights.js`).answer(e.app, e.auth, e.request.pathValue('id'), e.requestInfo().body || {}, Date.now())),
  $apis.requireAuth('moderators'),
)

routerAdd(
  'POST',
  '/api/mi/rights/{id}/extend',
  (e) => e.json(200, require(`${__hooks}/lib/privacy-rights.js`).extend(e.app, e.auth, e.request.pathValue('id'), e.requestInfo().body || {}, Date.now())),
  $apis.requireAuth('moderators'),
)

cronAdd('privacy-rights-reminders', '23 * * * *', () => {
  const result = require(`${__hooks}/lib/privacy-rights.js`).remind($app, Date.now())
  if (result.sent || result.failed) $app.logger().info('privacy request reminders', 'sent', result.sent, 'failed', result.failed)
})

// Superuser only: runs the reminders now, or as if it were `now` (ISO date) — for operators and tests.
routerAdd(
  'POST',
  '/api/mi/rights/remind',
  (e) => {
    const body = e.requestInfo().body || {}
    let now = Date.now()
    if (body.now !== undefined) {
      now = typeof body.now === 'string' ? Date.parse(body.now) : NaN
      if (!isFinite(now)) throw new BadRequestError('The field "now" must be an ISO date.')
    }
    return e.json(200, require(`${__hooks}/lib/privacy-rights.js`).remind(e.app, now))
  },
  $apis.requireSuperuserAuth(),
)
