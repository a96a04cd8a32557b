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

// The functions' service superuser: an e-mail under the reserved `.invalid` domain (docs/security.md).
const SERVICE_EMAIL = /^[^\s@]+@[^\s@]+\.invalid$/i

function isServiceAccount(record) {
  return !!record && record.isSuperuser() && SERVICE_EMAIL.test(record.email())
}

// The ticket rush route takes the service account's token in X-MI-Service-Token instead of
// Authorization: PocketBase would read the account row for every request carrying Authorization (its
// auth middleware), one of the two token checks of a ticket request (BENCHMARKS.md). A token is checked
// in full the first time and then remembered for at most PROOF_MEMORY_MS, never past its own expiry, so
// a changed service password (PocketBase then refuses its old tokens) is refused here within a minute.
// Every refusal (no token, a wrong one) counts against the connecting address's budget
// (lib/client-limits.js), and once it is spent the address is answered 429 before any token is checked.
const PROOF_PREFIX = 'mi.serviceProof:'
const PROOF_MEMORY_MS = 60 * 1000
const MAX_TOKEN_LENGTH = 2048

/** 'ok', 'refused' (no valid service token) or 'rateLimited' (too many refused from this address). */
function serviceProof(e) {
  const header = String(e.request.header.get('X-MI-Service-Token') || '')
  const token = header.length <= MAX_TOKEN_LENGTH ? header : ''
  const now = Date.now()
  const until = token ? e.app.store().get(PROOF_PREFIX + token) : null
  if (until && until > now) return 'ok'
  const limits = require(`${__hooks}/lib/client-limits.js`)
  const address = e.realIP()
  if (limits.spent(e.app, 'serviceProof', address)) return 'rateLimited'
  let record = null
  try {
    if (token) record = e.app.findAuthRecordByToken(token, 'auth')
  } catch (_) {}
  if (!isServiceAccount(record)) {
    limits.take(e.app, 'serviceProof', address)
    return 'refused'
  }
  const expires = Number($security.parseUnverifiedJWT(token).exp) * 1000
  e.app.store().set(PROOF_PREFIX + token, Math.min(now + PROOF_MEMORY_MS, expires))
  return 'ok'
}

/** Forgets remembered service tokens that ran out (from the client-limits sweep's cron). */
function sweepServiceProofs(app) {
  const now = Date.now()
  const all = app.store().getAll()
  for (const key in all) {
    if (key.indexOf(PROOF_PREFIX) === 0 && !(all[key] > now)) app.store().remove(key)
  }
}

module.exports = { verifiedAccount: verifiedAccount, isServiceAccount: isServiceAccount, serviceProof: serviceProof, sweepServiceProofs: sweepServiceProofs }
