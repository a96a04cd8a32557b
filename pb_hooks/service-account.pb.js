/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Every superuser signs in with password + e-mailed code (MFA), except the functions' service account:
// an e-mail under the reserved `.invalid` domain, where no code could ever arrive. Its correct password
// is answered here without the MFA step (an empty auth method skips PocketBase's MFA check); a wrong
// one falls through to PocketBase's own "Failed to authenticate." and its rate limit. The password is
// long, random and kept only in the functions' environment (docs/security.md).
onRecordAuthWithPasswordRequest((e) => {
  const record = e.record
  if (require(`${__hooks}/lib/service-auth.js`).isServiceAccount(record) && record.validatePassword(e.password)) {
    // The JS VM exposes the embedded RequestEvent as `requestEvent`; PocketBase's types.d.ts flattens it.
    return $apis.recordAuthResponse(/** @type {any} */ (e).requestEvent, record, '', null)
  }
  return e.next()
}, '_superusers')
