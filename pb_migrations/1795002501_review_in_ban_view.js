/// <reference path="../types/pocketbase-jsvm.d.ts" />
// /adminbann shows who is held for review (another account saved the same document number first):
// the view takes the rule's SQL from pb_hooks/lib/standing.js, the one copy the queue and approval run.
migrate(
  (app) => {
    const { legalRowUnderReview } = require(`${__hooks}/lib/standing.js`)
    const view = app.findCollectionByNameOrId('userCompleteLegal')
    view.viewQuery = `
          SELECT u.id AS id, u.username AS username, u.email AS email, u.id AS usersID,
                 l.nombreEnDocumento AS nombreEnDocumento, l.bdate AS bdate, l.id AS userLegalInfoPawsID,
                 s.state AS state, s.id AS userStatusPawsID,
                 CAST(COALESCE(${legalRowUnderReview('l')}, FALSE) AS BOOLEAN) AS enRevision
          FROM users u
          LEFT JOIN userLegalInfoPaws l ON l.user = u.id
          LEFT JOIN userStatusPaws s ON s.user = u.id`
    app.save(view)
  },
  (app) => {
    const view = app.findCollectionByNameOrId('userCompleteLegal')
    view.viewQuery = `
          SELECT u.id AS id, u.username AS username, u.email AS email, u.id AS usersID,
                 l.nombreEnDocumento AS nombreEnDocumento, l.bdate AS bdate, l.id AS userLegalInfoPawsID,
                 s.state AS state, s.id AS userStatusPawsID
          FROM users u
          LEFT JOIN userLegalInfoPaws l ON l.user = u.id
          LEFT JOIN userStatusPaws s ON s.user = u.id`
    app.save(view)
  },
)
