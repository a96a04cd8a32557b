/// <reference path="../types/pocketbase-jsvm.d.ts" />

// "My data" (Ley 19.628/21.719 right of access): everything held about the signed-in attendee, and
// nobody else, as JSON. Health values are decrypted here for their owner; a key that cannot open them
// answers 503 rather than a partial file.
routerAdd(
  'GET',
  '/api/mi/my-data',
  (e) => {
    const data = require(`${__hooks}/lib/my-data.js`).collect(e.app, e.auth.id)
    e.response.header().set('Cache-Control', 'no-store')
    return e.json(200, data)
  },
  $apis.requireAuth('users'),
)
