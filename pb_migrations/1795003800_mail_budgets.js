/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Per-recipient mail budgets (issue #36, src/domain/mail-budgets.ts): one row per mail a stranger can
// trigger, keyed by kind, a hash of the normalised recipient, the window and a slot number. The
// unique key is the budget: of concurrent claims of one slot exactly one is created, so 40 parallel
// requests to one address send at most the budget. Server-only: no API rule opens it; the hooks
// (lib/mail-budget.js) and the functions' superuser (functions/_shared/mail-budget.ts) write it, and
// rows whose window ended are swept (pb_hooks/mail-budgets.pb.js). No address is stored.
migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'mailBudgets',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: 'text', name: 'key', required: true, max: 120 },
          { type: 'text', name: 'kind', required: true, max: 20 },
          // End of the row's window, in ms since the epoch.
          { type: 'number', name: 'until', required: true, onlyInt: true, min: 0 },
          { type: 'autodate', name: 'created', onCreate: true },
        ],
        indexes: ['CREATE UNIQUE INDEX idx_mail_budgets_key ON mailBudgets (key)', 'CREATE INDEX idx_mail_budgets_until ON mailBudgets (until)'],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('mailBudgets'))
  },
)
