/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Erases health data (and legal data of people without a ticket) once the retention period after the
// event is over (lib/retention.js). Runs every night; a superuser can run it with a given clock.
cronAdd('privacy-retention', '17 4 * * *', () => {
  const result = require(`${__hooks}/lib/retention.js`).run($app, Date.now())
  if (result.due) $app.logger().info('privacy retention ran', 'healthErased', result.healthErased, 'legalErased', result.legalErased)
})

// Superuser only: runs the job now, or as if it were `now` (ISO date) — for operators and tests.
routerAdd(
  'POST',
  '/api/mi/retention/run',
  (e) => {
    const body = e.requestInfo().body || {}
    let now = Date.now()
    if (body.now !== undefined) {
      now = typeof body.now === 'string' ? Date.parse(body.now) : NaN
      if (!isFinite(now)) throw new BadRequestError('The field "now" must be an ISO date.')
    }
    return e.json(200, require(`${__hooks}/lib/retention.js`).run(e.app, now))
  },
  $apis.requireSuperuserAuth(),
)

// Public: when health data will be erased, for the notice on the profile (no personal data).
routerAdd('GET', '/api/mi/retention', (e) => e.json(200, require(`${__hooks}/lib/retention.js`).schedule(e.app, Date.now())))
