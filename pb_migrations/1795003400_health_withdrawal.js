/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Ley 21.719: withdrawing consent to health data must be as easy as giving it, so the owner may delete
// their own health record (the profile's "delete my health data"); nobody else may.
migrate(
  (app) => {
    const health = app.findCollectionByNameOrId('userHealthInfoPaws')
    health.deleteRule = "(@request.auth.collectionName = 'users' && user = @request.auth.id)"
    app.save(health)
  },
  (app) => {
    const health = app.findCollectionByNameOrId('userHealthInfoPaws')
    health.deleteRule = null
    app.save(health)
  },
)
