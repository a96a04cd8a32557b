/// <reference path="../types/pocketbase-jsvm.d.ts" />

// The public snapshot's facts for functions/snapshot.mts, in one request (superuser only: the CDN in
// front of the function is what the public reaches; server/cdnpurge purges it on every change).
routerAdd(
  'GET',
  '/api/mi/public-snapshot',
  (e) => {
    const { snapshotFacts } = require(`${__hooks}/lib/public-snapshot.js`)
    e.response.header().set('Cache-Control', 'no-store')
    return e.json(200, snapshotFacts(e.app))
  },
  $apis.requireSuperuserAuth(),
)
