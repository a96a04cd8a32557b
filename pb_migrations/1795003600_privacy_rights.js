/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Ley 21.719: the attendee's requests to exercise a right (access, deletion, objection, portability,
// blocking) with their legal due date, and the same due date and reminders on the older requests to
// correct locked legal data (rectification). privacyRequests is server-only: attendees and
// moderators go through pb_hooks/privacy-rights.pb.js, which sets the dates with its own clock.
migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'privacyRequests',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: 'relation', name: 'user', required: true, collectionId: app.findCollectionByNameOrId('users').id, maxSelect: 1, cascadeDelete: true },
          { type: 'select', name: 'derecho', required: true, maxSelect: 1, values: ['acceso', 'supresion', 'oposicion', 'portabilidad', 'bloqueo'] },
          { type: 'text', name: 'detalle', max: 1000 },
          { type: 'select', name: 'estado', required: true, maxSelect: 1, values: ['pendiente', 'resuelta', 'rechazada'] },
          { type: 'date', name: 'venceEn', required: true },
          { type: 'date', name: 'prorrogadaEn' },
          { type: 'text', name: 'prorrogaMotivo', max: 500 },
          { type: 'text', name: 'respuesta', max: 2000 },
          { type: 'date', name: 'resueltaEn' },
          { type: 'date', name: 'aviso7En' },
          { type: 'date', name: 'aviso2En' },
          { type: 'autodate', name: 'created', onCreate: true },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE INDEX idx_privacy_requests_user ON privacyRequests (user)',
          "CREATE UNIQUE INDEX idx_privacy_requests_open ON privacyRequests (user, derecho) WHERE estado = 'pendiente'",
        ],
      }),
    )
    const corrections = app.findCollectionByNameOrId('legalCorrections')
    corrections.fields.add(new DateField({ name: 'venceEn' }))
    corrections.fields.add(new DateField({ name: 'aviso7En' }))
    corrections.fields.add(new DateField({ name: 'aviso2En' }))
    app.save(corrections)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('privacyRequests'))
    const corrections = app.findCollectionByNameOrId('legalCorrections')
    for (const name of ['venceEn', 'aviso7En', 'aviso2En']) corrections.fields.removeByName(name)
    app.save(corrections)
  },
)
