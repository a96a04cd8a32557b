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

