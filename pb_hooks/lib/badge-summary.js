// A person's badge summary (EntradasUsuario: the type held and what they paid) belongs to one edition
// (its `edicion`, the order prefix of the tickets that made it; issue #38). Last year's total never
// discounts this year's ticket: read for another edition it is no summary at all, and the first
// payment of a new edition starts it again from zero (the old edition's money stays in its tickets
// and payments, for the accounts). One row per person (unique index), so the newest edition holds it.
const { firstOrNull } = require(`${__hooks}/lib/records.js`)

/** The summary of `userId` for the edition whose order prefix is `prefix`, or null. */
function ofEdition(tx, userId, prefix) {
  const summary = firstOrNull(tx, 'EntradasUsuario', 'user = {:user}', { user: userId })
  return summary && summary.getString('edicion') === prefix ? summary : null
}

/** Whether the edition of order prefix `a` starts after the one of `b` (Ediciones; an unknown prefix is older). */
function startsAfter(tx, a, b) {
  const { editionOfPrefix } = require(`${__hooks}/lib/domain.generated.js`)
  const all = require(`${__hooks}/lib/editions.js`).all(tx)
  const ea = editionOfPrefix(all, a)
  const eb = editionOfPrefix(all, b)
  return Boolean(ea) && (!eb || ea.inicio > eb.inicio)
}

/**
 * The summary to write for a ticket of `prefix`: the person's own for that edition, or a fresh one (an
 * older edition's row restarts). Null when the row already holds a later edition: a payment of an
 * earlier one finishing late (Webpay's answer after the edition changed) must not wipe it.
 */
function forWrite(tx, userId, prefix) {
  let summary = firstOrNull(tx, 'EntradasUsuario', 'user = {:user}', { user: userId })
  if (summary && summary.getString('edicion') !== prefix && startsAfter(tx, summary.getString('edicion'), prefix)) return null
  if (!summary) {
    summary = new Record(tx.findCollectionByNameOrId('EntradasUsuario'))
    summary.set('user', userId)
  }
  if (summary.getString('edicion') !== prefix || summary.isNew()) {
    summary.set('edicion', prefix)
    summary.set('TipoBadge', '')
    summary.set('MontoTotalPagado', 0)
  }
  return summary
}

module.exports = { ofEdition: ofEdition, forWrite: forWrite }
