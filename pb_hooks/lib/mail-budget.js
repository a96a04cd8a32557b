// Per-recipient mail budgets (src/domain/mail-budgets.ts). A claim is a row created, and committed,
// before the mail goes: the unique key makes concurrent claims of one slot end with one row, so the
// budget holds however many requests arrive at once and from however many addresses.
const { mailBudgetClaims, normaliseRecipient } = require(`${__hooks}/lib/domain.generated.js`)

/** Claims one mail of `kind` to `address`; false when that inbox's budget of this window is spent. */
function claimMail(app, kind, address) {
  const claims = mailBudgetClaims(kind, $security.sha256(normaliseRecipient(String(address))), Date.now())
  const collection = app.findCachedCollectionByNameOrId('mailBudgets')
  for (const key of claims.keys) {
    const record = new Record(collection)
    record.set('key', key)
    record.set('kind', kind)
    record.set('until', claims.until)
    try {
      app.save(record)
      return true
    } catch (err) {
      // Taken by an earlier mail or a concurrent claim (validation or the index itself): next slot.
      if (!slotTaken(app, key)) throw err
    }
  }
  return false
}

function slotTaken(app, key) {
  try {
    app.findFirstRecordByData('mailBudgets', 'key', key)
    return true
  } catch (_) {
    return false
  }
}

/**
 * For PocketBase's own mails (onMailerRecord*Send): sends (e.next()) only when every recipient's
 * budget has room; a held mail is logged and the request that caused it answers as if it went.
 */
function sendWithinBudget(e, kind) {
  const recipients = (e.message.to || []).map((to) => to.address)
  for (const address of recipients) {
    if (!claimMail(e.app, kind, address)) {
      e.app.logger().warn('mail held: the recipient budget of this window is spent', 'kind', kind, 'record', e.record ? e.record.id : '')
      return
    }
  }
  e.next()
}

/** Drops the rows of windows that ended. */
function sweep(app) {
  app.db().newQuery('DELETE FROM mailBudgets WHERE until < {:now}').bind({ now: Date.now() }).execute()
}

module.exports = { claimMail: claimMail, sendWithinBudget: sendWithinBudget, sweep: sweep }
