/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Ley 21.719: the record of the attendee's consent to health data: when, and to which version of the
// privacy notice (pb_hooks/health.pb.js sets the time; the SPA sends the version it showed). Not
// encrypted: they say nothing about the attendee's health.
migrate(
  (app) => {
    const health = app.findCollectionByNameOrId('userHealthInfoPaws')
    health.fields.add(new DateField({ name: 'consentimientoEn' }))
    health.fields.add(new TextField({ name: 'consentimientoVersion', max: 20 }))
    app.save(health)
  },
  (app) => {
    const health = app.findCollectionByNameOrId('userHealthInfoPaws')
    health.fields.removeByName('consentimientoEn')
    health.fields.removeByName('consentimientoVersion')
    app.save(health)
  },
)
