// The identity document number is stored only encrypted (AES-256-GCM under PB_HEALTH_KEY, the key of
// the health data, lib/health-crypto.js), beside the keyed hash that uniqueness and bans compare
// (lib/identity.js). A filter that reaches the column compares ciphertext with a fresh nonce each
// save, so no guess about someone's number can be true. Answers to the record's owner and to
// superusers (the audited correction function) carry the number decrypted; the database file, backups
// and any other reader see ciphertext. docs/security.md §6.
const crypto = require(`${__hooks}/lib/health-crypto.js`)
const FIELD = 'numDocumento'

/** The stored value's plaintext (rows written before the migration may still hold plaintext). */
function numberOf(record) {
  const value = record.getString(FIELD)
  return crypto.isEncrypted(value) ? crypto.decrypt(value) : value
}

/**
 * The plaintext number of a record being saved: an unchanged stored value opened, or what the caller
 * sent (a changed value is always plaintext: nobody can smuggle in ciphertext of their own making,
 * the caller's value is checked against the number pattern before it is sealed).
 */
function plainNumber(record) {
  const value = record.getString(FIELD)
  if (!record.isNew() && record.original().getString(FIELD) === value) return numberOf(record)
  return value
}

function seal(record, plain) {
  record.set(FIELD, plain === '' ? '' : crypto.encrypt(plain))
}

/** Decrypts the number in place, for an answer. */
function reveal(record) {
  record.set(FIELD, numberOf(record))
}

module.exports = { FIELD, numberOf, plainNumber, seal, reveal }
