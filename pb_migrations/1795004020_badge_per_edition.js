/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Issue #38: a badge summary (EntradasUsuario) belongs to one edition, the order prefix of the tickets
// that made it (pb_hooks/lib/badge-summary.js), so last year's money never discounts this year's
// ticket. Existing summaries take the prefix of the person's latest paid ticket, else the first
// edition's (every record before editions became a scope is the 2025 edition's).
migrate(
  (app) => {
    const badges = app.findCollectionByNameOrId('EntradasUsuario')
    badges.fields.add(new TextField({ name: 'edicion', max: 6, pattern: '^(Paw[0-9]{2}[a-z])?$' }))
    app.save(badges)
    app
      .db()
      .newQuery(
        `UPDATE EntradasUsuario SET edicion = COALESCE(
           (SELECT substr(t.orderID, 1, 6) FROM EntradasEntregadas t WHERE t.user = EntradasUsuario.user AND t.estado = 'pagada' ORDER BY t.pagadoEn DESC LIMIT 1),
           (SELECT prefijoOrden FROM Ediciones ORDER BY inicio LIMIT 1),
           '')`,
      )
      .execute()
  },
  (app) => {
    const badges = app.findCollectionByNameOrId('EntradasUsuario')
    badges.fields.removeByName('edicion')
    app.save(badges)
  },
)
