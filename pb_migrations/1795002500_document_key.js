/// <reference path="../types/pocketbase-jsvm.d.ts" />
// The identity key is the document number alone (src/domain/identity-document.ts documentKey): a
// banned person who retypes their RUT as a passport, or their country another way, is the same key.
// A number two accounts hold is no longer refused (that answer told anyone whether a number was
// registered): the later account is held for review (pb_hooks/lib/standing.js), so the index is no
// longer unique. Existing rows get the new key here (with the hooks' own code), so it needs PB_DOCUMENT_HASH_KEY
// when there are any. bannedDocuments rows keep the key they were written with (none exist before launch).
migrate(
  (app) => {
    const legal = app.findCollectionByNameOrId('userLegalInfoPaws')
    legal.removeIndex('idx_legal_document')
    legal.addIndex('idx_legal_document', false, 'documentHash', "documentHash != ''")
    app.save(legal)
    const records = app.findAllRecords('userLegalInfoPaws')
    if (records.length === 0) return
    const { documentKey, canonicalCountry } = require(`${__hooks}/lib/domain.generated.js`)
    const { documentHash } = require(`${__hooks}/lib/identity.js`)
    for (const record of records) {
      const number = record.getString('numDocumento')
      record.set('documentHash', number === '' ? '' : documentHash(documentKey({ numDocumento: number })))
      if (record.getString('paisDocumento') !== '') record.set('paisDocumento', canonicalCountry(record.getString('paisDocumento')))
      app.saveNoValidate(record)
    }
  },
  (app) => {
    const legal = app.findCollectionByNameOrId('userLegalInfoPaws')
    legal.removeIndex('idx_legal_document')
    legal.addIndex('idx_legal_document', true, 'documentHash', "documentHash != ''")
    app.save(legal)
  },
)
