/// <reference path="../types/pocketbase-jsvm.d.ts" />
// A queue that moves by itself (issue #28). Per ticket type, on its remaining-quantity row:
//  - `colaAutomatica`: organisers' switch (default off); when on, a returned unit (expiry, refund,
//    delete, upgrade, account deletion) approves the next open request of that type in the same
//    transaction (pb_hooks/lib/stock.js → lib/moving-queue.js);
//  - `devueltas`: units returned and not yet sold again, which /adminsell shows as
//    "n units returned — approve next". Written only by PocketBase's hooks (the row's updateRule stays null).
migrate(
  (app) => {
    const remaining = app.findCollectionByNameOrId('EntradasQuedan')
    remaining.fields.add(new BoolField({ name: 'colaAutomatica' }))
    remaining.fields.add(new NumberField({ name: 'devueltas', onlyInt: true, min: 0 }))
    app.save(remaining)
  },
  (app) => {
    const remaining = app.findCollectionByNameOrId('EntradasQuedan')
    remaining.fields.removeByName('colaAutomatica')
    remaining.fields.removeByName('devueltas')
    app.save(remaining)
  },
)
