/// <reference path="../../types/pocketbase-jsvm.d.ts" />

// Consent to health data (Ley 21.719): every API create or update of a health record carries the
// current notice version (src/domain/health-consent.ts); the time is the server's, never the client's.
function requireConsent(record, isCreate) {
  const domain = require(`${__hooks}/lib/domain.generated.js`)
  const version = record.getString('consentimientoVersion')
  const problem = domain.healthConsentProblem(version)
  if (problem) {
    const message = 'Consent to the current privacy notice is required to save health data.'
    throw new BadRequestError(message, { consentimientoVersion: new ValidationError(problem, message) })
  }
  const original = isCreate ? null : record.original()
  if (original && original.getString('consentimientoVersion') === version && !original.getDateTime('consentimientoEn').isZero()) {
    record.set('consentimientoEn', original.getDateTime('consentimientoEn'))
  } else {
    record.set('consentimientoEn', new DateTime())
  }
}

module.exports = { requireConsent }
