// Lookups that answer null for "no such record" and rethrow every other failure (a database error
// must not read as an absent record).
function isNoRows(err) {
  return String(err && err.message ? err.message : err).indexOf('no rows in result set') !== -1
}

// A save refused by a unique index (a parallel request won the race past the caller's check).
function isNotUnique(err) {
  const text = String(err && err.message ? err.message : err)
  return text.indexOf('must be unique') !== -1 || text.indexOf('UNIQUE constraint') !== -1
}

function firstOrNull(app, collection, filter, params) {
  try {
    return app.findFirstRecordByFilter(collection, filter, params)
  } catch (err) {
    if (isNoRows(err)) return null
    throw err
  }
}

function byIdOrNull(app, collection, id) {
  try {
    return app.findRecordById(collection, id)
  } catch (err) {
    if (isNoRows(err)) return null
    throw err
  }
}

module.exports = { isNoRows: isNoRows, isNotUnique: isNotUnique, firstOrNull: firstOrNull, byIdOrNull: byIdOrNull }
