/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Correction of locked legal data by request (docs/privacy.md): the attendee writes why; moderators
// see the open requests and correct through the audited `updateuserlegal` function, which closes the
// request and mails the attendee. One open request per person; nobody edits or deletes a request
// through the API (pb_hooks/corrections.pb.js fixes the state of a new one).
migrate(
  (app) => {
    const isUser = "@request.auth.collectionName = 'users'"
    const isModerator = "@request.auth.collectionName = 'moderators'"
    app.save(
      new Collection({
        type: 'base',
        name: 'legalCorrections',
        listRule: `(${isUser} && user = @request.auth.id) || ${isModerator}`,
        viewRule: `(${isUser} && user = @request.auth.id) || ${isModerator}`,
        createRule: `${isUser} && @request.auth.verified = true && @request.body.user = @request.auth.id`,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: 'relation', name: 'user', required: true, collectionId: app.findCollectionByNameOrId('users').id, maxSelect: 1, cascadeDelete: true },
          { type: 'text', name: 'motivo', required: true, min: 10, max: 1000 },
          { type: 'select', name: 'estado', required: true, maxSelect: 1, values: ['pendiente', 'resuelta'] },
          { type: 'date', name: 'resueltaEn' },
          { type: 'autodate', name: 'created', onCreate: true },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: ["CREATE UNIQUE INDEX idx_corrections_open ON legalCorrections (user) WHERE estado = 'pendiente'"],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('legalCorrections'))
  },
)
