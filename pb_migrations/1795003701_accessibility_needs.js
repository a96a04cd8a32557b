/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Accessibility needs (issue #28) join the health record: the same owner-only rules, the same explicit
// consent (lib/health-consent.js), withdrawal (its delete) and retention, and encryption at rest
// (lib/health-crypto.js checks the plaintext: known codes of src/domain/accessibility-needs.ts, at most
// 200 characters). The column has room for the ciphertext, as 1795001500_health_encryption.js computes.
// Self-contained: migrations also run without the hooks directory.
migrate(
  (app) => {
    const room = (chars) => Math.ceil((chars * 4 + 28) / 3) * 4 + 8
    const health = app.findCollectionByNameOrId('userHealthInfoPaws')
    health.fields.add(new TextField({ name: 'NecesidadesAccesibilidad', max: room(200) }))
    app.save(health)
  },
  (app) => {
    const health = app.findCollectionByNameOrId('userHealthInfoPaws')
    health.fields.removeByName('NecesidadesAccesibilidad')
    app.save(health)
  },
)
