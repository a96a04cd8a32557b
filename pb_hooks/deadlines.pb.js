/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Every approved ticket gets its payment deadline when it is issued (any writer: the approval route,
// the dashboard, tests), unless one was given. An empty estado becomes 'creada' (defaults.pb.js).
onRecordCreate((e) => {
  const estado = e.record.getString('estado')
  if ((estado === 'creada' || estado === '') && !e.record.getString('pagarAntes')) {
    const { deadlineFrom } = require(`${__hooks}/lib/deadlines.js`)
    e.record.set('pagarAntes', deadlineFrom(e.app, new Date()))
  }
  e.next()
}, 'EntradasEntregadas')

// The deadline job inside PocketBase: no extra service to run. Every 5 minutes unless
// MI_DEADLINE_CRON gives another schedule; 'off' only where something else drives the job on a clock
// of its own (the integration tests, through the route below), so the real clock cannot race it.
const deadlineSchedule = $os.getenv('MI_DEADLINE_CRON') || '*/5 * * * *'
if (deadlineSchedule !== 'off') {
  cronAdd('mi-payment-deadlines', deadlineSchedule, () => {
    const { runDeadlines } = require(`${__hooks}/lib/deadlines.js`)
    const summary = runDeadlines($app, new Date())
    if (summary.expired.length || summary.reminders.length || summary.failures.length) {
      console.log('payment deadlines: ' + JSON.stringify(summary))
    }
  })
}

// The same job at a chosen moment, for operators and tests (a fake clock instead of waiting days).
routerAdd(
  'POST',
  '/api/mi/deadlines/run',
  (e) => {
    const { runDeadlines } = require(`${__hooks}/lib/deadlines.js`)
    const body = e.requestInfo().body || {}
    const now = body.now ? new Date(String(body.now)) : new Date()
    if (isNaN(now.getTime())) throw new BadRequestError('The field "now" must be an ISO date.')
    return e.json(200, runDeadlines(e.app, now))
  },
  $apis.requireSuperuserAuth(),
)

// "Extend": a moderator gives an unpaid ticket more days to pay (1 to 30), audited.
routerAdd(
  'POST',
  '/api/mi/deadline/{id}',
  (e) => {
    const { extend } = require(`${__hooks}/lib/deadlines.js`)
    const id = e.request.pathValue('id')
    const { isRecordId } = require(`${__hooks}/lib/domain.generated.js`)
    if (!isRecordId(id)) throw new BadRequestError('Invalid ticket id.')
    const body = e.requestInfo().body || {}
    const days = body.days
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 30) throw new BadRequestError('The field "days" must be a whole number from 1 to 30.')
    const result = extend(e.app, e.auth, id, days, new Date())
    if (result.refusal && result.refusal.status === 404) throw new NotFoundError(result.refusal.message)
    if (result.refusal) return e.json(409, { status: 409, message: result.refusal.message, data: {} })
    return e.json(200, result.ticket)
  },
  $apis.requireAuth('moderators'),
)
