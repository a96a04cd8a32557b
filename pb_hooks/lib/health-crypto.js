// Health fields are stored encrypted (AES-256-GCM, $security.encrypt) with PB_HEALTH_KEY; only their
// owner gets them decrypted (pb_hooks/health.pb.js). PB_HEALTH_KEY_PREVIOUS is read during a key
// rotation only (docs/security.md §6). A value that no configured key opens is never shown or
// overwritten: the request fails with 503 (AES-GCM authenticates, so a wrong key cannot yield garbage).
const FIELDS = ['CondicionMedica', 'RestriccionAlimentaria', 'ContactoEmergenciaNombre', 'ContactoEmergencia', 'OtraCondicion', 'NecesidadesAccesibilidad']
// The plaintext limits the fields had before they held ciphertext (src/domain; the migration
// pb_migrations/1795000200_profiles.js set the same, tests/integration/schema-domain.test.ts checks).
const { ACCESSIBILITY_TEXT_MAX, CONTACT_NAME_MAX, HEALTH_TEXT_MAX, PHONE_MAX, PHONE_PATTERN, parseAccessibilityNeeds } = require(`${__hooks}/lib/domain.generated.js`)
const LIMITS = {
  CondicionMedica: HEALTH_TEXT_MAX,
  RestriccionAlimentaria: HEALTH_TEXT_MAX,
  ContactoEmergenciaNombre: CONTACT_NAME_MAX,
  ContactoEmergencia: PHONE_MAX,
  OtraCondicion: HEALTH_TEXT_MAX,
  // Accessibility needs (pb_migrations/1795003701_accessibility_needs.js): sensitive like the rest.
  NecesidadesAccesibilidad: ACCESSIBILITY_TEXT_MAX,
}
const PREFIX = 'enc1:'
// 12-byte nonce + 16-byte tag at least (40 base64 characters with padding); checked before decrypting
// so a short value cannot reach Go.
const CIPHERTEXT = /^[A-Za-z0-9+/]{38,}={0,2}$/

function keyFrom(name, required) {
  const key = $os.getenv(name)
  if (!key) {
    if (required) throw new ApiError(503, 'PB_HEALTH_KEY is not set on the PocketBase server.', {})
    return ''
  }
  if (key.length !== 32) throw new ApiError(503, name + ' must be exactly 32 characters.', {})
  return key
}
const currentKey = () => keyFrom('PB_HEALTH_KEY', true)
const previousKey = () => keyFrom('PB_HEALTH_KEY_PREVIOUS', false)

const isEncrypted = (stored) => stored.indexOf(PREFIX) === 0 && CIPHERTEXT.test(stored.slice(PREFIX.length))

function encrypt(plain, key) {
  return PREFIX + $security.encrypt(plain, key || currentKey())
}

/** The plaintext, or null when the value is not ciphertext this key opens. */
function openWith(stored, key) {
  if (!key || !isEncrypted(stored)) return null
  try {
    return String($security.decrypt(stored.slice(PREFIX.length), key))
  } catch (_) {
    return null
  }
}

const unreadable = () => new ApiError(503, 'The protected data cannot be decrypted with the configured key.', { code: 'health_key_mismatch' })

/** Plaintext of a stored value: current key first, then the previous one; throws 503 otherwise. */
function decrypt(stored) {
  if (stored === '') return ''
  const current = openWith(stored, currentKey())
  if (current !== null) return current
  const previous = openWith(stored, previousKey())
  if (previous !== null) return previous
  throw unreadable()
}

/** Field errors for plaintext that breaks the field's original limits. */
function plaintextErrors(values) {
  const errors = {}
  for (const field of Object.keys(values)) {
    const value = values[field]
    if (Array.from(value).length > LIMITS[field]) {
      errors[field] = new ValidationError('validation_max_text_constraint', 'Must be no more than ' + LIMITS[field] + ' character(s).')
    } else if (field === 'ContactoEmergencia' && !PHONE_PATTERN.test(value)) {
      errors[field] = new ValidationError('validation_invalid_format', 'Invalid value format.')
    } else if (field === 'NecesidadesAccesibilidad' && parseAccessibilityNeeds(value) === null) {
      errors[field] = new ValidationError('validation_invalid_format', 'Invalid value format.')
    }
  }
  return errors
}

/**
 * Before a health record is saved: new or changed values are plaintext, checked and encrypted; unchanged
 * ones are re-encrypted under the current key once they are proven readable (so a write never mixes
 * keys and a wrong key refuses the save instead of overwriting data it cannot read).
 */
function sealForSave(record) {
  const key = currentKey()
  const original = record.isNew() ? null : record.original()
  const plain = {}
  for (const field of FIELDS) {
    const value = record.getString(field)
    const changed = !original || original.getString(field) !== value
    plain[field] = changed ? value : decrypt(value)
    if (changed) {
      // A client cannot smuggle in ciphertext it made up: a changed value is always plaintext.
      const errors = plaintextErrors({ [field]: value })
      if (errors[field]) throw new BadRequestError('Failed to save the health information.', errors)
    }
  }
  for (const field of FIELDS) record.set(field, encrypt(plain[field], key))
}

function isOwner(requestInfo, record) {
  const auth = requestInfo && requestInfo.auth
  return !!auth && auth.collection().name === 'users' && auth.id === record.getString('user')
}

/** Decrypts a record's health fields in place, for an answer to its owner. */
function reveal(record) {
  for (const field of FIELDS) record.set(field, decrypt(record.getString(field)))
}

// What the key protects: the health fields and the identity document number (lib/document-crypto.js).
const SEALED = { userHealthInfoPaws: FIELDS, userLegalInfoPaws: ['numDocumento'] }

/** Re-encrypts every health record and document number under the current key; all or nothing. */
function rotate(app) {
  const key = currentKey()
  const result = { records: 0, reencrypted: 0 }
  app.runInTransaction((tx) => {
    const records = tx.findAllRecords('userHealthInfoPaws').concat(tx.findAllRecords('userLegalInfoPaws'))
    for (const record of records) {
      let touched = false
      for (const field of SEALED[record.collection().name]) {
        const stored = record.getString(field)
        if (stored !== '' && openWith(stored, key) !== null) continue
        record.set(field, encrypt(decrypt(stored), key))
        touched = true
      }
      result.records++
      if (touched) {
        // No validate hook: the values are ciphertext already and must not be encrypted again.
        tx.saveNoValidate(record)
        result.reencrypted++
      }
    }
  })
  return result
}

module.exports = { FIELDS, LIMITS, encrypt, decrypt, isEncrypted, sealForSave, isOwner, reveal, rotate, plaintextErrors }
