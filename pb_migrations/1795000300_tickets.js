/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Tickets: types (Entradas), remaining quantities, queue requests, issued tickets, each user's badge
// summary, the order-id counter and the moderators' audit log. Multi-record changes (request,
// approval, payment) happen in functions or pb_hooks routes, never through open create rules.
migrate(
  (app) => {
    const usersId = app.findCollectionByNameOrId('users').id
    const isUser = "@request.auth.collectionName = 'users'"
    const isModerator = "@request.auth.collectionName = 'moderators'"
    const ownerOrModerator = `(${isUser} && user = @request.auth.id) || ${isModerator}`
    const unchanged = (...fields) => fields.map((f) => `@request.body.${f}:changed = false`).join(' && ')
    const stamps = [
      { type: 'autodate', name: 'created', onCreate: true },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ]
    const userField = { type: 'relation', name: 'user', required: true, collectionId: usersId, maxSelect: 1, cascadeDelete: false }

    const entradas = new Collection({
      type: 'base',
      name: 'Entradas',
      // Types in estado "creada" are drafts: hidden from buyers.
      listRule: `Estado != 'creada' || ${isModerator}`,
      viewRule: `Estado != 'creada' || ${isModerator}`,
      createRule: null,
      // Moderators switch availability (Estado) only; code, price, names and image stay as set up.
      updateRule: `${isModerator} && ${unchanged('Tipo', 'ValorCLP', 'Nombre', 'NombreIngles', 'Imagen')}`,
      deleteRule: null,
      fields: [
        // B General, S Sponsor, SS Super Sponsor, MEGA; 1 Early Bird, 2 Second Sale (SPEC §3).
        { type: 'text', name: 'Tipo', required: true, max: 8, pattern: '^(B|S|SS|MEGA)[12]?$', presentable: true },
        // Not `required`: PocketBase reads that as "non-zero" for numbers, and 0 is a valid price.
        { type: 'number', name: 'ValorCLP', onlyInt: true, min: 0 },
        { type: 'select', name: 'Estado', required: true, maxSelect: 1, values: ['disponible', 'agotada', 'creada', 'anunciada'] },
        { type: 'file', name: 'Imagen', maxSelect: 1, maxSize: 2242880, mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'] },
        { type: 'text', name: 'Nombre', required: true, max: 60 },
        { type: 'text', name: 'NombreIngles', required: true, max: 60 },
        ...stamps,
      ],
      indexes: ['CREATE UNIQUE INDEX idx_entradas_tipo ON Entradas (Tipo)'],
    })
    app.save(entradas)

    app.save(
      new Collection({
        type: 'base',
        name: 'EntradasQuedan',
        listRule: isModerator,
        viewRule: isModerator,
        createRule: null,
        // Superuser only: moderators change it through POST /api/mi/stock/{id} (pb_hooks/approval.pb.js),
        // which runs in a transaction with the approvals; a plain PATCH could lose a crossing update.
        updateRule: null,
        deleteRule: null,
        fields: [
          // SPEC also calls these `field` and `cantidad`; see docs/data-model.md.
          { type: 'relation', name: 'EntradasID', required: true, collectionId: entradas.id, maxSelect: 1, cascadeDelete: true },
          { type: 'number', name: 'CantidadQuedan', onlyInt: true, min: 0 },
          ...stamps,
        ],
        indexes: ['CREATE UNIQUE INDEX idx_quedan_entrada ON EntradasQuedan (EntradasID)'],
      }),
    )

    const pedidas = new Collection({
      type: 'base',
      name: 'EntradasPedidas',
      listRule: ownerOrModerator,
      viewRule: ownerOrModerator,
      createRule: null,
      // "Agotada" (or a rejection) closes an open request; approval is the atomic route in pb_hooks.
      updateRule: `${isModerator} && estado = 'creada' && (@request.body.estado = 'agotada' || @request.body.estado = 'rechazada') && ${unchanged('user', 'tipo')}`,
      deleteRule: null,
      fields: [
        userField,
        { type: 'relation', name: 'tipo', required: true, collectionId: entradas.id, maxSelect: 1, cascadeDelete: false },
        { type: 'select', name: 'estado', required: true, maxSelect: 1, values: ['creada', 'aprobada', 'agotada', 'rechazada'] },
        ...stamps,
      ],
      // At most one open request per user: the database decides, even under a rush of parallel calls.
      indexes: [
        "CREATE UNIQUE INDEX idx_pedidas_open ON EntradasPedidas (user) WHERE estado = 'creada'",
        'CREATE INDEX idx_pedidas_queue ON EntradasPedidas (estado, created)',
      ],
    })
    app.save(pedidas)

    app.save(
      new Collection({
        type: 'base',
        name: 'EntradasEntregadas',
        listRule: ownerOrModerator,
        viewRule: ownerOrModerator,
        createRule: null,
        updateRule: `${isModerator} && ${unchanged('user', 'tipo', 'nombre', 'token', 'orderID', 'monto', 'pedida', 'tokenCreadoEn', 'pagadoEn')} && (@request.body.estado:changed = false || (estado = 'creada' && @request.body.estado = 'rechazada'))`,
        // A paid ticket is never deleted.
        deleteRule: `${isModerator} && estado != 'pagada'`,
        fields: [
          userField,
          { type: 'relation', name: 'tipo', required: true, collectionId: entradas.id, maxSelect: 1, cascadeDelete: false },
          { type: 'relation', name: 'pedida', collectionId: pedidas.id, maxSelect: 1, cascadeDelete: false },
          { type: 'text', name: 'nombre', max: 100 },
          // '1' until a Webpay transaction exists, then the Webpay token. The autogenerate pattern is the
          // literal '1', so a create that omits the token gets SPEC's default.
          { type: 'text', name: 'token', required: true, max: 64, pattern: '^[A-Za-z0-9_-]{1,64}$', autogeneratePattern: '1' },
          { type: 'date', name: 'tokenCreadoEn' },
          { type: 'text', name: 'orderID', required: true, max: 26, pattern: '^Paw25a[0-9]{20}$' },
          { type: 'number', name: 'monto', required: true, onlyInt: true, min: 1 },
          { type: 'select', name: 'estado', required: true, maxSelect: 1, values: ['creada', 'pagada', 'rechazada'] },
          { type: 'date', name: 'pagadoEn' },
          { type: 'select', name: 'correoEnviado', required: true, maxSelect: 1, values: ['si', 'no'] },
          { type: 'select', name: 'correoEnviado2', required: true, maxSelect: 1, values: ['si', 'no'] },
          ...stamps,
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_entregadas_order ON EntradasEntregadas (orderID)',
          'CREATE INDEX idx_entregadas_token ON EntradasEntregadas (token)',
          'CREATE INDEX idx_entregadas_user ON EntradasEntregadas (user)',
        ],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'EntradasUsuario',
        listRule: ownerOrModerator,
        viewRule: ownerOrModerator,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          userField,
          { type: 'relation', name: 'TipoBadge', collectionId: entradas.id, maxSelect: 1, cascadeDelete: false },
          { type: 'number', name: 'MontoTotalPagado', onlyInt: true, min: 0 },
          ...stamps,
        ],
        indexes: ['CREATE UNIQUE INDEX idx_badge_user ON EntradasUsuario (user)'],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'counters',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: 'text', name: 'name', required: true, max: 40 },
          { type: 'number', name: 'value', onlyInt: true, min: 0 },
          ...stamps,
        ],
        indexes: ['CREATE UNIQUE INDEX idx_counters_name ON counters (name)'],
      }),
    )
    // Order ids: `value` is how many have been handed out, so the next one is 'Paw25a' + value padded
    // to 20 digits (the first is 'Paw25a' + 20 zeros); the approval route reads and bumps it in its
    // transaction.
    const orderCounter = new Record(app.findCollectionByNameOrId('counters'))
    orderCounter.set('name', 'orderID')
    orderCounter.set('value', 0)
    app.save(orderCounter)

    app.save(
      new Collection({
        type: 'base',
        name: 'auditLog',
        // Written by hooks and functions only; read by superusers (no admin page shows it).
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: 'text', name: 'actor', max: 40 },
          { type: 'text', name: 'actorEmail', max: 255 },
          { type: 'text', name: 'action', required: true, max: 40 },
          { type: 'text', name: 'collection', max: 60 },
          { type: 'text', name: 'target', max: 40 },
          { type: 'json', name: 'before', maxSize: 65536 },
          { type: 'json', name: 'after', maxSize: 65536 },
          ...stamps,
        ],
        indexes: ['CREATE INDEX idx_audit_created ON auditLog (created)'],
      }),
    )
  },
  (app) => {
    for (const name of ['auditLog', 'counters', 'EntradasUsuario', 'EntradasEntregadas', 'EntradasPedidas', 'EntradasQuedan', 'Entradas']) {
      app.delete(app.findCollectionByNameOrId(name))
    }
  },
)
