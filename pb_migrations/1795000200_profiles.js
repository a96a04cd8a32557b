/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Profile records: one of each kind per user, readable and writable only by their owner.
// Moderators never read health data; legal data reaches them only through the moderator-only views.
migrate(
  (app) => {
    const usersId = app.findCollectionByNameOrId('users').id
    const isUser = "@request.auth.collectionName = 'users'"
    // Each rule is parenthesised so that composing them with || keeps its meaning.
    const owner = `(${isUser} && user = @request.auth.id)`
    const createOwn = `(${isUser} && @request.body.user = @request.auth.id)`
    const createOwnVerified = `(${createOwn} && @request.auth.verified = true)`
    const keepOwner = `(${owner} && @request.body.user:changed = false)`
    const isModerator = "@request.auth.collectionName = 'moderators'"
    // Letters (accents included), digits and spaces only.
    const nameLike = (max) => `^[\\p{L}\\p{M}0-9 ]{0,${max}}$`
    const userField = { type: 'relation', name: 'user', required: true, collectionId: usersId, maxSelect: 1, cascadeDelete: true }
    const stamps = [
      { type: 'autodate', name: 'created', onCreate: true },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ]

    app.save(
      new Collection({
        type: 'base',
        name: 'userPersonalInfoPaws',
        listRule: owner,
        viewRule: owner,
        createRule: createOwn,
        updateRule: keepOwner,
        deleteRule: null,
        fields: [
          userField,
          { type: 'text', name: 'Badge', max: 20, pattern: nameLike(20) },
          { type: 'text', name: 'Pronombres', max: 30, pattern: '^[\\p{L}\\p{M} /.-]{0,30}$' },
          { type: 'text', name: 'NombreFur', max: 40, pattern: nameLike(40) },
          { type: 'text', name: 'EspecieFur', max: 16, pattern: nameLike(16) },
          { type: 'select', name: 'Polera', maxSelect: 1, values: ['S', 'M', 'L', 'XL', 'XXL'] },
          { type: 'bool', name: 'Fursuit' },
          ...stamps,
        ],
        indexes: ['CREATE UNIQUE INDEX idx_personal_user ON userPersonalInfoPaws (user)'],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'userLegalInfoPaws',
        listRule: owner,
        viewRule: owner,
        createRule: createOwnVerified,
        // The document fields are locked once saved (pb_hooks/profiles.pb.js answers 400 per field).
        updateRule: keepOwner,
        deleteRule: null,
        fields: [
          userField,
          { type: 'text', name: 'numDocumento', required: true, max: 30, pattern: '^[A-Za-z0-9.-]{3,30}$' },
          { type: 'select', name: 'tipoDocumento', required: true, maxSelect: 1, values: ['DNI', 'PASSPORT'] },
          // One of the SPEC list, or the free text typed after "Other".
          { type: 'text', name: 'paisDocumento', required: true, max: 56, pattern: "^[\\p{L}\\p{M} .'-]{2,56}$" },
          { type: 'text', name: 'nombreEnDocumento', required: true, max: 100, pattern: "^[\\p{L}\\p{M} .'-]{2,100}$" },
          // 18 or older on 2025-08-27 (SPEC §9): born on that day of 2007 at the latest.
          { type: 'date', name: 'bdate', required: true, min: '1900-01-01 00:00:00.000Z', max: '2007-08-27 23:59:59.999Z' },
          ...stamps,
        ],
        indexes: ['CREATE UNIQUE INDEX idx_legal_user ON userLegalInfoPaws (user)'],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'userHealthInfoPaws',
        listRule: owner,
        viewRule: owner,
        createRule: createOwnVerified,
        updateRule: keepOwner,
        deleteRule: null,
        fields: [
          userField,
          { type: 'text', name: 'CondicionMedica', max: 500 },
          { type: 'text', name: 'RestriccionAlimentaria', max: 500 },
          { type: 'text', name: 'ContactoEmergenciaNombre', max: 100 },
          { type: 'text', name: 'ContactoEmergencia', max: 16, pattern: '^(\\+[0-9]{1,15})?$' },
          { type: 'text', name: 'OtraCondicion', max: 500 },
          ...stamps,
        ],
        indexes: ['CREATE UNIQUE INDEX idx_health_user ON userHealthInfoPaws (user)'],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'userStatusPaws',
        listRule: `${owner} || ${isModerator}`,
        viewRule: `${owner} || ${isModerator}`,
        createRule: isModerator,
        updateRule: `${isModerator} && @request.body.user:changed = false`,
        deleteRule: null,
        fields: [
          userField,
          // Formal warnings: 0 is good standing; at 3 the account is banned (src/domain/ban.ts).
          { type: 'number', name: 'state', onlyInt: true, min: 0, max: 99 },
          ...stamps,
        ],
        indexes: ['CREATE UNIQUE INDEX idx_status_user ON userStatusPaws (user)'],
      }),
    )
  },
  (app) => {
    for (const name of ['userStatusPaws', 'userHealthInfoPaws', 'userLegalInfoPaws', 'userPersonalInfoPaws']) {
      app.delete(app.findCollectionByNameOrId(name))
    }
  },
)
