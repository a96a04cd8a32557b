/// <reference path="../types/pocketbase-jsvm.d.ts" />
// One admission per person, not per ticket: an upgrade paid after its holder entered with the old QR
// must not admit them again. Each admission records its holder (the ticket's account), and a unique
// index over non-empty holders makes "admitted once" a fact of the database for the person too, even
// when two scanners admit the old and the new QR at the same moment. Existing rows take their holder
// from their ticket.
migrate(
  (app) => {
    const admissions = app.findCollectionByNameOrId('admisiones')
    admissions.fields.add(new TextField({ name: 'holder', max: 15, pattern: '^([a-z0-9]{15})?$' }))
    app.save(admissions)
    app.db().newQuery("UPDATE admisiones SET holder = COALESCE((SELECT t.user FROM EntradasEntregadas t WHERE t.id = admisiones.ticket), '')").execute()
    // Before the index: a person admitted twice under the old rule keeps the first admission's holder.
    app
      .db()
      .newQuery(
        "UPDATE admisiones SET holder = '' WHERE holder != '' AND EXISTS (SELECT 1 FROM admisiones b WHERE b.holder = admisiones.holder AND (b.admittedAt < admisiones.admittedAt OR (b.admittedAt = admisiones.admittedAt AND b.id < admisiones.id)))",
      )
      .execute()
    admissions.addIndex('idx_admisiones_holder', true, 'holder', "holder != ''")
    app.save(admissions)
  },
  (app) => {
    const admissions = app.findCollectionByNameOrId('admisiones')
    admissions.removeIndex('idx_admisiones_holder')
    admissions.fields.removeByName('holder')
    app.save(admissions)
  },
)
