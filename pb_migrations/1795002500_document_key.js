/// <reference path="../types/pocketbase-jsvm.d.ts" />
// The identity key is the document number alone (src/domain/identity-document.ts documentKey): a
// banned person who retypes their RUT as a passport, or their country another way, is the same key.
// A number two accounts hold is no longer refused (that answer told anyone whether a number was
// registered): the later account is held for review (pb_hooks/lib/standing.js), so the index is no
// longer unique. Existing rows get the new key here (with the hooks' own code), so it needs PB_DOCUMENT_HASH_KEY
// when there are any. bannedDocuments keeps only hashes, which cannot be re-keyed: the migration refuses
// to run while it holds any (none exist before launch) rather than let those bans silently stop matching.
// Going down restores the unique index only while no two accounts share a number; the old hashes
// (type|country|number) cannot be recomputed from this state.
migrate(
  (app) => {
    if (app.countRecords('bannedDocuments') > 0) {
      throw new Error('bannedDocuments holds hashes of the old document key, which cannot be re-keyed: export them for the organisers and clear the collection first.')
    }
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
    const shared = new DynamicModel({ n: 0 })
    app.db().newQuery("SELECT COUNT(*) AS n FROM (SELECT documentHash FROM userLegalInfoPaws WHERE documentHash != '' GROUP BY documentHash HAVING COUNT(*) > 1)").one(shared)
    if (shared.n > 0) throw new Error('Some accounts share a document number: resolve them before going back to one document per account.')
    const legal = app.findCollectionByNameOrId('userLegalInfoPaws')
    legal.removeIndex('idx_legal_document')
    legal.addIndex('idx_legal_document', true, 'documentHash', "documentHash != ''")
    app.save(legal)
  },
)
