/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Issue #38: "PRIMERA EDICIÓN" is data, not copy. Each edition carries its name in both languages
// (src/domain/edition-name.ts; a name in one language needs the other, pb_hooks/editions.pb.js) and the
// home kicker shows the current edition's. The first edition (the earliest to start) is named as the
// organisers' kicker named it, and the kicker keeps only its own line ("Convención furry"); a fresh
// database's seed (1795002301) now holds that line alone.
const NAME_MAX = 60
const FIRST = { es: 'Primera edición', en: 'First edition' }
const KICKER_SUFFIX = { es: ' · ' + FIRST.es, en: ' · ' + FIRST.en }

migrate(
  (app) => {
    const editions = app.findCollectionByNameOrId('Ediciones')
    editions.fields.add(new TextField({ name: 'nombreEs', max: NAME_MAX }))
    editions.fields.add(new TextField({ name: 'nombreEn', max: NAME_MAX }))
    app.save(editions)
    const first = app.findRecordsByFilter('Ediciones', '', 'inicio', 1, 0)[0]
    if (first) {
      first.set('nombreEs', FIRST.es)
      first.set('nombreEn', FIRST.en)
      app.saveNoValidate(first)
    }
    for (const content of app.findRecordsByFilter('ContenidoOrganizador', '', '', 0, 0)) {
      let changed = false
      for (const [field, suffix] of [['homeKickerEs', KICKER_SUFFIX.es], ['homeKickerEn', KICKER_SUFFIX.en]]) {
        const kicker = content.getString(field)
        if (kicker.endsWith(suffix) && kicker.length > suffix.length) {
          content.set(field, kicker.slice(0, kicker.length - suffix.length))
          changed = true
        }
      }
      if (changed) app.saveNoValidate(content)
    }
  },
  (app) => {
    // The kicker names the first edition again, as it did before the edition carried its name.
    for (const content of app.findRecordsByFilter('ContenidoOrganizador', '', '', 0, 0)) {
      content.set('homeKickerEs', content.getString('homeKickerEs') + KICKER_SUFFIX.es)
      content.set('homeKickerEn', content.getString('homeKickerEn') + KICKER_SUFFIX.en)
      app.saveNoValidate(content)
    }
    const editions = app.findCollectionByNameOrId('Ediciones')
    editions.fields.removeByName('nombreEs')
    editions.fields.removeByName('nombreEn')
    app.save(editions)
  },
)
