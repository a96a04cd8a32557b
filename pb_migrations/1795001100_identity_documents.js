/// <reference path="../types/pocketbase-jsvm.d.ts" />
// A ban follows the person: every legal record carries a keyed hash of its normalised identity
// document (pb_hooks/identity.pb.js), unique across accounts and never shown through the API; the
// hashes of banned documents outlive deleted accounts in `bannedDocuments` (superusers only).
migrate(
  (app) => {
    const legal = app.findCollectionByNameOrId('userLegalInfoPaws')
    legal.fields.add(new TextField({ name: 'documentHash', hidden: true, max: 64, pattern: '^([0-9a-f]{64})?$' }))
    legal.addIndex('idx_legal_document', true, 'documentHash', "documentHash != ''")
    app.save(legal)

    app.save(
      new Collection({
        type: 'base',
        name: 'bannedDocuments',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: 'text', name: 'documentHash', required: true, max: 64, pattern: '^[0-9a-f]{64}$' },
          { type: 'text', name: 'reason', max: 200 },
          { type: 'autodate', name: 'created', onCreate: true },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE UNIQUE INDEX idx_banned_document ON bannedDocuments (documentHash)'],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('bannedDocuments'))
    const legal = app.findCollectionByNameOrId('userLegalInfoPaws')
    legal.removeIndex('idx_legal_document')
    legal.fields.removeByName('documentHash')
    app.save(legal)
  },
)
