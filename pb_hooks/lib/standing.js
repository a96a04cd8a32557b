// A ban belongs to the person, not the account: the account's own warnings, the warnings of every
// account holding the same identity document, and the documents kept banned after an account was
// deleted all count. Used at request, approval, payment and the door. The rule is ONE SQL expression
// so the queue's single query (lib/ticket-request.js) embeds it instead of restating it.
const { BAN_THRESHOLD } = require(`${__hooks}/lib/domain.generated.js`)

/**
 * The person's state (the highest warning count among the accounts that share the user's identity
 * document, or the threshold when that document stays banned) over the parameters {:user} and
 * {:banned} (BAN_THRESHOLD, see personStateParams).
 */
const PERSON_STATE_SQL = `MAX(
      COALESCE((SELECT state FROM userStatusPaws WHERE user = {:user} LIMIT 1), 0),
      COALESCE((SELECT MAX(s.state) FROM userLegalInfoPaws me
        JOIN userLegalInfoPaws other ON other.documentHash != '' AND other.documentHash = me.documentHash
        JOIN userStatusPaws s ON s.user = other.user
        WHERE me.user = {:user} AND me.documentHash != ''), 0),
      CASE WHEN EXISTS (SELECT 1 FROM userLegalInfoPaws me JOIN bannedDocuments b ON b.documentHash = me.documentHash
        WHERE me.user = {:user} AND me.documentHash != '') THEN {:banned} ELSE 0 END
    )`

const personStateParams = (userId) => ({ user: userId, banned: BAN_THRESHOLD })

/**
 * Whether the user's account is held for review over {:user}: another account saved the same
 * document number first. The typer is told nothing (the legal form saves it, the queue takes the
 * request); organisers see the hold on /adminbann and approval refuses it until they resolve it
 * (docs/security.md §2). `other.documentHash != ''` lets SQLite use the partial index.
 */
const legalRowUnderReview = (row) => `(${row}.documentHash != '' AND EXISTS (SELECT 1 FROM userLegalInfoPaws other
        WHERE other.documentHash != '' AND other.documentHash = ${row}.documentHash AND other.user != ${row}.user
          AND (other.created < ${row}.created OR (other.created = ${row}.created AND other.id < ${row}.id))))`
const UNDER_REVIEW_SQL = `EXISTS (SELECT 1 FROM userLegalInfoPaws me WHERE me.user = {:user} AND ${legalRowUnderReview('me')})`

function isUnderReview(app, userId) {
  const row = new DynamicModel({ review: false })
  app.db().newQuery('SELECT ' + UNDER_REVIEW_SQL + ' AS review').bind({ user: userId }).one(row)
  return !!row.review
}

/** The person's state: 0 is good standing, BAN_THRESHOLD or more is banned. */
function personState(app, userId) {
  const row = new DynamicModel({ state: 0 })
  app.db().newQuery('SELECT ' + PERSON_STATE_SQL + ' AS state').bind(personStateParams(userId)).one(row)
  return row.state
}

const isPersonBanned = (app, userId) => personState(app, userId) >= BAN_THRESHOLD

module.exports = { personState: personState, isPersonBanned: isPersonBanned, isUnderReview: isUnderReview, PERSON_STATE_SQL: PERSON_STATE_SQL, UNDER_REVIEW_SQL: UNDER_REVIEW_SQL, legalRowUnderReview: legalRowUnderReview, personStateParams: personStateParams }
