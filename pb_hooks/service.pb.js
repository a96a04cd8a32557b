/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Routes for the Netlify functions only (their service superuser). They carry the buyer's
// token and IP, so PocketBase verifies the buyer and budgets each account (on each address) on its
// own, and the refused tokens of each IP apart (pb_hooks/lib/client-limits.js): many buyers behind one carrier
// NAT or venue Wi-Fi never share a budget, and a bad-token flood from there locks out only itself.
// Every answer is {code} or the record; 429 {code: 'rateLimited'} when a budget is spent.
// (Handlers run in isolated contexts: shared code lives in lib/ and is required inside them.)

// The caller's token → their account (users or moderators), as authRefresh would, without a new token.
routerAdd(
  'POST',
  '/api/mi/service/verify-token',
  (e) => {
    const limits = require(`${__hooks}/lib/client-limits.js`)
    const { verifiedAccount } = require(`${__hooks}/lib/service-auth.js`)
    const ip = limits.clientIp(e)
    const body = e.requestInfo().body
    const record = verifiedAccount(e, body && typeof body.token === 'string' ? body.token : '')
    if (!record) return limits.refuseToken(e, ip)
    if (!limits.takeForAccount(e.app, 'verify', record.id, ip)) return e.json(429, { code: 'rateLimited' })
    record.ignoreEmailVisibility(true)
    return e.json(200, { record: record })
  },
  $apis.requireSuperuserAuth(),
)

// Joining the ticket queue for pideentrada: the buyer's token in X-MI-User-Token, the checks and the
// insert in one round trip (pb_hooks/lib/ticket-request.js), the buyer's budgets first. The rush path:
// the service account proves itself with its token in X-MI-Service-Token, checked once a minute
// (lib/service-auth.js serviceProof) rather than by PocketBase's auth middleware on every request.
// Without Authorization PocketBase's limiter counts these calls per address: its rule for this route
// (scripts/lib/pocketbase-settings.ts) leaves room for a rush through the functions' few addresses.
routerAdd('POST', '/api/mi/service/pide-entrada', (e) => {
  const limits = require(`${__hooks}/lib/client-limits.js`)
  const { serviceProof, verifiedAccount } = require(`${__hooks}/lib/service-auth.js`)
  const { requestTicket } = require(`${__hooks}/lib/ticket-request.js`)
  const proof = serviceProof(e)
  if (proof === 'rateLimited') return e.json(429, { code: 'rateLimited' })
  if (proof !== 'ok') return e.json(401, { code: 'serviceUnauthenticated' })
  const ip = limits.clientIp(e)
  const body = e.requestInfo().body
  const user = verifiedAccount(e, String(e.request.header.get('X-MI-User-Token') || ''))
  if (!user) return limits.refuseToken(e, ip)
  if (!limits.takeForAccount(e.app, 'request', user.id, ip)) return e.json(429, { code: 'rateLimited' })
  const outcome = requestTicket(e.app, user, body)
  return e.json(outcome.status, outcome.body)
})

cronAdd('miClientLimitsSweep', '*/10 * * * *', () => {
  require(`${__hooks}/lib/client-limits.js`).sweep($app)
  require(`${__hooks}/lib/service-auth.js`).sweepServiceProofs($app)
})
