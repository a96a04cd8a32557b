/// <reference path="../types/pocketbase-jsvm.d.ts" />

// The caller's place in the ticket queue (FIFO by creation among open requests). Users cannot list
// other people's requests, so only the number leaves the server.
routerAdd(
  'GET',
  '/api/mi/queue-position',
  (e) => {
    const { firstOrNull } = require(`${__hooks}/lib/records.js`)
    const mine = firstOrNull(e.app, 'EntradasPedidas', "user = {:user} && estado = 'creada'", { user: e.auth.id })
    if (!mine) return e.json(200, { position: null })
    const created = mine.getString('created')
    const ahead = e.app.countRecords(
      'EntradasPedidas',
      $dbx.exp("estado = 'creada' AND (created < {:created} OR (created = {:created} AND id < {:id}))", { created: created, id: mine.id }),
    )
    return e.json(200, { position: ahead + 1, request: mine.id })
  },
  $apis.requireAuth('users'),
)

// Joining the queue, for the pideentrada function: it forwards the user's own token, so PocketBase
// verifies it and the checks and the insert take one round trip (pb_hooks/lib/ticket-request.js).
// No auth middleware: the handler answers {code} for every outcome, 401 included.
routerAdd('POST', '/api/mi/pide-entrada', (e) => {
  const { requestTicket } = require(`${__hooks}/lib/ticket-request.js`)
  const outcome = requestTicket(e.app, e.auth, e.requestInfo().body)
  return e.json(outcome.status, outcome.body)
})
