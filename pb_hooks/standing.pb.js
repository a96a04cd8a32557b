/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Whether a person may request, be approved, pay or enter (lib/standing.js), for the payment
// functions. Superuser only: the answer is about a person's bans.
routerAdd(
  'GET',
  '/api/mi/standing/{id}',
  (e) => {
    const id = e.request.pathValue('id')
    const { isRecordId } = require(`${__hooks}/lib/domain.generated.js`)
    if (!isRecordId(id)) throw new BadRequestError('Invalid user id.')
    const { personState } = require(`${__hooks}/lib/standing.js`)
    const { BAN_THRESHOLD } = require(`${__hooks}/lib/domain.generated.js`)
    const state = personState(e.app, id)
    return e.json(200, { state: state, banned: state >= BAN_THRESHOLD })
  },
  $apis.requireSuperuserAuth(),
)
