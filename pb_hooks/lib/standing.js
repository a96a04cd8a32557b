// A ban belongs to the person, not the account: the account's own warnings, the warnings of every
// account holding the same identity document, and the documents kept banned after an account was
// deleted all count. Used at request, approval, payment and the door.
const { BAN_THRESHOLD } = require(`${__hooks}/lib/domain.generated.js`)

function firstOrNull(app, collection, filter, params) {
  try {
    return app.findFirstRecordByFilter(collection, filter, params)
  } catch (err) {
    if (String(err && err.message ? err.message : err).indexOf('no rows in result set') !== -1) return null
    throw err
  }
}

/** The highest warning count among the accounts that share the user's identity document. */
function personState(app, userId) {
  const own = firstOrNull(app, 'userStatusPaws', 'user = {:user}', { user: userId })
  let state = own ? own.getInt('state') : 0
  const legal = firstOrNull(app, 'userLegalInfoPaws', 'user = {:user}', { user: userId })
  const hash = legal ? legal.getString('documentHash') : ''
  if (hash === '') return state
  if (firstOrNull(app, 'bannedDocuments', 'documentHash = {:hash}', { hash: hash })) state = Math.max(state, BAN_THRESHOLD)
  const sharing = app.findRecordsByFilter('userLegalInfoPaws', 'documentHash = {:hash} && user != {:user}', '', 0, 0, { hash: hash, user: userId })
  for (let i = 0; i < sharing.length; i++) {
    const other = firstOrNull(app, 'userStatusPaws', 'user = {:user}', { user: sharing[i].getString('user') })
    if (other) state = Math.max(state, other.getInt('state'))
  }
  return state
}

const isPersonBanned = (app, userId) => personState(app, userId) >= BAN_THRESHOLD

module.exports = { personState: personState, isPersonBanned: isPersonBanned }
