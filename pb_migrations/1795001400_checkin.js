/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Door check-in: one row per admitted ticket (admisiones). Server-only: moderators admit through the
// transactional route in pb_hooks/checkin.pb.js; the unique index on `ticket` makes "admitted once" a
// fact of the database, whatever reaches it. Also makes sure the issued-ticket estados the door
// refuses (reemplazada, reembolsada) exist; #12 may add them first, so they are added only if missing.
migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'admisiones',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          // Plain ids, not relations: the record of who entered outlives later changes to the ticket.
          { type: 'text', name: 'ticket', required: true, min: 15, max: 15, pattern: '^[a-z0-9]{15}$' },
          { type: 'text', name: 'moderator', required: true, max: 15 },
          { type: 'text', name: 'moderatorName', max: 200 },
          // When the moderator pressed "Admit" (the device's clock for admissions made offline).
          { type: 'date', name: 'admittedAt', required: true },
          { type: 'select', name: 'origin', required: true, maxSelect: 1, values: ['online', 'offline'] },
          { type: 'text', name: 'device', max: 64 },
          { type: 'autodate', name: 'created', onCreate: true },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE UNIQUE INDEX idx_admisiones_ticket ON admisiones (ticket)', 'CREATE INDEX idx_admisiones_time ON admisiones (admittedAt)'],
      }),
    )

    const tickets = app.findCollectionByNameOrId('EntradasEntregadas')
    const estado = tickets.fields.getByName('estado')
    for (const value of ['reemplazada', 'reembolsada']) {
      if (estado.values.indexOf(value) === -1) estado.values = estado.values.concat([value])
    }
    app.save(tickets)
  },
  (app) => {
    // The added estados stay: removing a select value could invalidate stored tickets.
    app.delete(app.findCollectionByNameOrId('admisiones'))
  },
)
