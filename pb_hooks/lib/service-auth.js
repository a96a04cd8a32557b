// The account behind a buyer's token, for the functions' service routes (pb_hooks/service.pb.js):
// what authRefresh checks (signature, expiry, the account's token key, apis/record_helpers.go
// recordAuthResponse: the collection's auth rule with the account as the authenticated one), or null.
// Hooks bound to onRecordAuthRequest do not run here: a rule that must stop an account from using
// the functions belongs in the collection's auth rule.
function verifiedAccount(e, token) {
  if (!token) return null
  let record
  try {
    record = e.app.findAuthRecordByToken(token, 'auth')
  } catch (_) {
    return null
  }
  if (!record || record.isSuperuser()) return null
  const info = e.requestInfo()
  info.auth = record
  return e.app.canAccessRecord(record, info, record.collection().authRule) ? record : null
}

module.exports = { verifiedAccount: verifiedAccount }
