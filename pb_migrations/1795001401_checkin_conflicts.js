/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Offline door check-in: an admission synced from a scanner that finds the ticket already admitted
// (another device, or online) or no longer admissible is never merged silently: it becomes a row
// here for the moderators (GET /api/mi/checkin-conflicts). Server-only, like admisiones.
migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'checkinConflicts',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: 'text', name: 'ticket', required: true, min: 15, max: 15, pattern: '^[a-z0-9]{15}$' },
          { type: 'text', name: 'device', required: true, max: 64 },
          { type: 'text', name: 'moderator', required: true, max: 15 },
          { type: 'text', name: 'moderatorName', max: 200 },
          // When the scanner admitted the ticket offline.
          { type: 'date', name: 'attemptedAt', required: true },
          // The door's verdict at sync time: alreadyAdmitted, banned, replaced, refunded, unpaid, rejected.
          { type: 'text', name: 'reason', required: true, max: 40 },
          // The admission that stands, if any: { at, by, origin }.
          { type: 'json', name: 'existing', maxSize: 2000 },
          { type: 'autodate', name: 'created', onCreate: true },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
        // A scanner that sends its queue again reports the same conflict once.
        indexes: ['CREATE UNIQUE INDEX idx_checkin_conflicts_once ON checkinConflicts (ticket, device, attemptedAt)'],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('checkinConflicts'))
  },
)
