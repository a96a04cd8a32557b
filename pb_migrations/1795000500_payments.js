/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Payments: every Webpay transaction created for an issued ticket (pagos) and short-lived locks
// (paymentLocks) that make commit and the ticket mail happen at most once. Server-only: no API rule
// opens them; the functions use a superuser client and the finalize route in pb_hooks/payments.pb.js.
migrate(
  (app) => {
    const stamps = [
      { type: 'autodate', name: 'created', onCreate: true },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ]
    const serverOnly = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null }

    app.save(
      new Collection({
        type: 'base',
        name: 'pagos',
        ...serverOnly,
        fields: [
          { type: 'text', name: 'token', required: true, max: 64, pattern: '^[0-9a-f]{64}$' },
          // Plain ids, not relations: the trail of a payment outlives a deleted unpaid ticket.
          { type: 'text', name: 'ticket', required: true, max: 15 },
          { type: 'text', name: 'user', required: true, max: 15 },
          { type: 'text', name: 'buyOrder', required: true, max: 26 },
          { type: 'number', name: 'amount', required: true, onlyInt: true, min: 1 },
          { type: 'text', name: 'url', max: 255 },
          // iniciada → pagada (verified AUTHORIZED) → finalizada; or rechazada / reembolsada.
          { type: 'select', name: 'estado', required: true, maxSelect: 1, values: ['iniciada', 'pagada', 'finalizada', 'rechazada', 'reembolsada'] },
          // The provider's final answer (commit or status), kept so replays give the same answer.
          { type: 'json', name: 'result', maxSize: 8192 },
          // The buyer left Webpay's form (abort, verified with status()): the attempt stays open for
          // commit and reconciliation, but Pay never hands it out again.
          { type: 'bool', name: 'abortada' },
          ...stamps,
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_pagos_token ON pagos (token)',
          'CREATE INDEX idx_pagos_ticket ON pagos (ticket)',
          'CREATE INDEX idx_pagos_estado ON pagos (estado)',
        ],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'paymentLocks',
        ...serverOnly,
        fields: [{ type: 'text', name: 'key', required: true, max: 100 }, ...stamps],
        // The unique index is the lock: of two concurrent creates, exactly one succeeds.
        indexes: ['CREATE UNIQUE INDEX idx_payment_locks_key ON paymentLocks (key)'],
      }),
    )
  },
  (app) => {
    for (const name of ['paymentLocks', 'pagos']) app.delete(app.findCollectionByNameOrId(name))
  },
)
