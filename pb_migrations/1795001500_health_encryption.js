/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Health fields hold AES-256-GCM ciphertext from now on (pb_hooks/health.pb.js, lib/health-crypto.js):
// room for the ciphertext of the longest plaintext (4 bytes per character, nonce, tag, base64, prefix);
// the plaintext limits and the phone pattern are checked by the hook before encrypting. Rows written
// before this migration are encrypted here, so it needs PB_HEALTH_KEY when there are any. Self-contained
// (no require of pb_hooks): migrations also run without the hooks directory.
migrate(
  (app) => {
    const limits = { CondicionMedica: 500, RestriccionAlimentaria: 500, ContactoEmergenciaNombre: 100, ContactoEmergencia: 16, OtraCondicion: 500 }
    const room = (chars) => Math.ceil((chars * 4 + 28) / 3) * 4 + 8
    const health = app.findCollectionByNameOrId('userHealthInfoPaws')
    for (const name of Object.keys(limits)) {
      const field = health.fields.getByName(name)
      field.max = room(limits[name])
      field.pattern = ''
    }
    app.save(health)
    const records = app.findAllRecords('userHealthInfoPaws')
    if (records.length === 0) return
    const key = $os.getenv('PB_HEALTH_KEY')
    if (!key || key.length !== 32) throw new Error('PB_HEALTH_KEY (32 characters) is needed to encrypt the existing health records.')
    for (const record of records) {
      for (const name of Object.keys(limits)) {
        const value = record.getString(name)
        if (value.indexOf('enc1:') !== 0) record.set(name, 'enc1:' + $security.encrypt(value, key))
      }
      app.saveNoValidate(record)
    }
  },
  (app) => {
    const limits = { CondicionMedica: 500, RestriccionAlimentaria: 500, ContactoEmergenciaNombre: 100, ContactoEmergencia: 16, OtraCondicion: 500 }
    const records = app.findAllRecords('userHealthInfoPaws')
    const key = $os.getenv('PB_HEALTH_KEY')
    if (records.length > 0 && (!key || key.length !== 32)) throw new Error('PB_HEALTH_KEY (32 characters) is needed to decrypt the health records.')
    for (const record of records) {
      for (const name of Object.keys(limits)) {
        const value = record.getString(name)
        if (value.indexOf('enc1:') === 0) record.set(name, String($security.decrypt(value.slice(5), key)))
      }
      app.saveNoValidate(record)
    }
    const health = app.findCollectionByNameOrId('userHealthInfoPaws')
    for (const name of Object.keys(limits)) health.fields.getByName(name).max = limits[name]
    health.fields.getByName('ContactoEmergencia').pattern = '^(\\+[0-9]{1,15})?$'
    app.save(health)
  },
)
