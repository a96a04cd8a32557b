/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Identity document numbers hold AES-256-GCM ciphertext from now on (pb_hooks/lib/document-crypto.js,
// the health data's key): room for the ciphertext of the longest number; its shape is checked by
// pb_hooks/identity.pb.js on the plaintext. Rows written before are encrypted here, so it needs
// PB_HEALTH_KEY when there are any.
migrate(
  (app) => {
    const legal = app.findCollectionByNameOrId('userLegalInfoPaws')
    const field = legal.fields.getByName('numDocumento')
    field.max = Math.ceil((30 * 4 + 28) / 3) * 4 + 8
    field.pattern = ''
    app.save(legal)
    const records = app.findAllRecords('userLegalInfoPaws')
    if (records.length === 0) return
    const crypto = require(`${__hooks}/lib/health-crypto.js`)
    for (const record of records) {
      const value = record.getString('numDocumento')
      if (value !== '' && !crypto.isEncrypted(value)) record.set('numDocumento', crypto.encrypt(value))
      app.saveNoValidate(record)
    }
  },
  (app) => {
    const crypto = require(`${__hooks}/lib/health-crypto.js`)
    for (const record of app.findAllRecords('userLegalInfoPaws')) {
      const value = record.getString('numDocumento')
      if (crypto.isEncrypted(value)) {
        record.set('numDocumento', crypto.decrypt(value))
        app.saveNoValidate(record)
      }
    }
    const legal = app.findCollectionByNameOrId('userLegalInfoPaws')
    const field = legal.fields.getByName('numDocumento')
    field.max = 30
    field.pattern = '^[A-Za-z0-9.-]{3,30}$'
    app.save(legal)
  },
)
