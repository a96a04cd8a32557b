/// <reference path="../.dev/pb_data/types.d.ts" />

// Door check-in for moderators (/entrada?id= and /admincheckin). GET shows what the door needs to
// decide; POST admits once: the check and the admission row are one transaction, and the unique
// index on admisiones.ticket settles any race, so parallel scans of one QR admit exactly one person.
routerAdd(
  'GET',
  '/api/mi/checkin/{id}',
  (e) => {
    const { inspect } = require(`${__hooks}/lib/checkin.js`)
    const id = e.request.pathValue('id')
    if (!/^[a-z0-9]{15}$/.test(id)) throw new BadRequestError('Invalid ticket id.')
    const door = inspect(e.app, id)
    if (!door) throw new NotFoundError('The ticket was not found.')
    return e.json(200, door)
  },
  $apis.requireAuth('moderators'),
)

routerAdd(
  'POST',
  '/api/mi/checkin/{id}',
  (e) => {
    const { admit, inspect } = require(`${__hooks}/lib/checkin.js`)
    const audit = require(`${__hooks}/lib/audit.js`)
    const id = e.request.pathValue('id')
    if (!/^[a-z0-9]{15}$/.test(id)) throw new BadRequestError('Invalid ticket id.')
    let result = null
    try {
      e.app.runInTransaction((txApp) => {
        result = admit(txApp, e.auth, id, { origin: 'online' })
        if (!result || result.refused) return
        audit.write(txApp, e.auth, 'checkin', 'EntradasEntregadas', id, null, result.door.admission)
      })
    } catch (err) {
      // Another admission of this ticket won the unique index: answer as a second scan would.
      if (String(err).indexOf('UNIQUE constraint failed') === -1) throw err
      result = { door: inspect(e.app, id), refused: true }
    }
    if (!result) throw new NotFoundError('The ticket was not found.')
    return e.json(result.refused ? 409 : 200, result.door)
  },
  $apis.requireAuth('moderators'),
)
