/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Issue #38: one admission per person per edition, not for ever. Each admission records the edition of
// its ticket (the order id's prefix, unique per edition: src/domain/order-id.ts), and the unique index
// over non-empty holders becomes one over (holder, edition): last year's entry does not turn this
// year's ticket into "already admitted". Existing admissions take their ticket's prefix.
migrate(
  (app) => {
    const admissions = app.findCollectionByNameOrId('admisiones')
    admissions.fields.add(new TextField({ name: 'edicion', max: 6, pattern: '^(Paw[0-9]{2}[a-z])?$' }))
    app.save(admissions)
    app
      .db()
      .newQuery("UPDATE admisiones SET edicion = COALESCE((SELECT substr(t.orderID, 1, 6) FROM EntradasEntregadas t WHERE t.id = admisiones.ticket), '')")
      .execute()
    admissions.removeIndex('idx_admisiones_holder')
    admissions.addIndex('idx_admisiones_holder_edicion', true, 'holder, edicion', "holder != ''")
    app.save(admissions)
  },
  (app) => {
    const admissions = app.findCollectionByNameOrId('admisiones')
    admissions.removeIndex('idx_admisiones_holder_edicion')
    admissions.addIndex('idx_admisiones_holder', true, 'holder', "holder != ''")
    admissions.fields.removeByName('edicion')
    app.save(admissions)
  },
)
