/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Health data at rest is ciphertext (lib/health-crypto.js): sealed on every save, opened only in answers
// to the record's owner. Superusers (functions, dashboard, backups) see ciphertext.
onRecordValidate((e) => {
  require(`${__hooks}/lib/health-crypto.js`).sealForSave(e.record)
  e.next()
}, 'userHealthInfoPaws')

onRecordEnrich((e) => {
  const crypto = require(`${__hooks}/lib/health-crypto.js`)
  if (crypto.isOwner(e.requestInfo, e.record)) crypto.reveal(e.record)
  e.next()
}, 'userHealthInfoPaws')

// Key rotation (`npm run health:rotate-key`): with the new key in PB_HEALTH_KEY and the old one in
// PB_HEALTH_KEY_PREVIOUS, re-encrypts every row under the new key. Superuser only.
routerAdd(
  'POST',
  '/api/mi/health/rotate-key',
  (e) => e.json(200, require(`${__hooks}/lib/health-crypto.js`).rotate(e.app)),
  $apis.requireSuperuserAuth(),
)

// Consent before any health data is stored through the API (lib/health-consent.js).
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/health-consent.js`).requireConsent(e.record, true)
  e.next()
}, 'userHealthInfoPaws')

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/health-consent.js`).requireConsent(e.record, false)
  e.next()
}, 'userHealthInfoPaws')
