// The refund steps PocketBase owns, each inside its caller's transaction (pb_hooks/payments.pb.js):
// the unit a refund must hold (taken before Webpay is called), its release, and the ticket side of a
// completed refund (through Webpay or recorded as made outside it).
//
// Reserve before calling out (issue #37, finding 2): refunding an upgrade gives the person the ticket
// it replaced back, which takes a unit of that level (src/domain/ticket-units.ts). The unit is taken
// from stock right after the refund's intent is written, before Webpay is asked, and kept on the payment (`unidadRetenida`): while
// Webpay is slow or down nobody can buy it, the completion (reembolsar, a retry, the reconciliation)
// finds it there, and an undone refund returns it. Completion re-checks the rule itself: a restore
// with no unit held takes one only when the level has one left, and otherwise does not restore.
const { changeStock, changeTicketStock, inCurrentSale } = require(`${__hooks}/lib/stock.js`)
const { stockChange } = require(`${__hooks}/lib/domain.generated.js`)
const { addToResult, badgeSummaryOf, replacedBy } = require(`${__hooks}/lib/payment-records.js`)
const { firstOrNull } = require(`${__hooks}/lib/records.js`)

/** The remaining-quantity row of a type, or null for an unlimited type. */
const stockRowOf = (tx, typeId) => firstOrNull(tx, 'EntradasQuedan', 'EntradasID = {:type}', { type: typeId })

/**
 * Holds the unit an organiser refund of an upgrade will need for the ticket it restores. 'none' when
 * nothing needs holding (not an upgrade, an unlimited level, or already held), 'held' when a unit was
 * taken now, 'soldOut' when the level has none left (nothing changed).
 */
function holdUnit(tx, pago) {
  if (pago.getString('unidadRetenida')) return 'none'
  const previous = replacedBy(tx, pago.getString('ticket'))
  if (!previous || !inCurrentSale(tx, previous)) return 'none'
  const typeId = previous.getString('tipo')
  const row = stockRowOf(tx, typeId)
  if (!row) return 'none'
  if (row.getInt('CantidadQuedan') <= 0) return 'soldOut'
  changeStock(tx, typeId, stockChange('reemplazada', 'pagada'))
  pago.set('unidadRetenida', typeId)
  return 'held'
}

/** Gives a held unit back to stock (an undone or abandoned refund). */
function releaseUnit(tx, pago) {
  const typeId = pago.getString('unidadRetenida')
  if (!typeId) return
  changeStock(tx, typeId, stockChange('pagada', 'reemplazada'))
  pago.set('unidadRetenida', '')
}

/**
 * The ticket side of a refund that happened (Webpay's, money Webpay reports given back outside the
 * shop, or one an organiser made outside Webpay): the ticket becomes reembolsada, its unit returns,
 * the badge summary is lowered, an approved unpaid upgrade priced on it is cancelled, and the ticket
 * an upgrade replaced is valid again, with the unit held for it (or one the level still has; without
 * either it stays replaced, so no level ever holds more valid tickets than its capacity).
 */
function voidTicket(tx, pago) {
  const ticket = tx.findRecordById('EntradasEntregadas', pago.getString('ticket'))
  const was = ticket.getString('estado')
  if (was !== 'pagada' && was !== 'reemplazada') throw new BadRequestError('The ticket is not paid.')
  ticket.set('estado', 'reembolsada')
  ticket.set('reembolsadaEn', new DateTime())
  tx.save(ticket)
  const counted = inCurrentSale(tx, ticket)
  const summary = badgeSummaryOf(tx, ticket.getString('user'), ticket)
  if (!summary) {
    // The buyer deleted their account (lib/account-deletion.js), or the summary is another edition's:
    // the ticket is refunded and its unit returns to stock; there is no summary of its edition to adjust.
    changeTicketStock(tx, ticket, was, 'reembolsada')
    releaseUnit(tx, pago)
    tx.save(pago)
    return { status: 'refunded', ticket: ticket.id }
  }
  if (was === 'reemplazada') {
    // An upgrade was finalized while this refund was in flight: the upgrade stays, its unit was
    // already returned, and only the money refunded leaves the badge summary.
    summary.set('MontoTotalPagado', Math.max(0, summary.getInt('MontoTotalPagado') - ticket.getInt('monto')))
    tx.save(summary)
    releaseUnit(tx, pago)
    tx.save(pago)
    return { status: 'refunded', ticket: ticket.id }
  }
  changeTicketStock(tx, ticket, 'pagada', 'reembolsada')
  // An approved, unpaid upgrade priced on this ticket can no longer be paid for the difference.
  const cancelledUpgrades = require(`${__hooks}/lib/upgrade-base.js`).cancelUpgradesOf(tx, ticket.id)

  let replaced = replacedBy(tx, ticket.id)
  let restoreRefused = false
  if (replaced) {
    const typeId = replaced.getString('tipo')
    if (pago.getString('unidadRetenida') === typeId) {
      pago.set('unidadRetenida', '')
    } else if (!counted) {
      // Another edition's upgrade: its restored ticket takes nothing from this sale's stock.
      releaseUnit(tx, pago)
    } else {
      releaseUnit(tx, pago)
      const row = stockRowOf(tx, typeId)
      if (row && row.getInt('CantidadQuedan') <= 0) {
        restoreRefused = true
      } else {
        changeStock(tx, typeId, stockChange('reemplazada', 'pagada'))
      }
    }
    if (restoreRefused) {
      console.error(`refund of ${ticket.id}: the ticket it replaced (${replaced.id}) stays replaced: its level has no unit left`)
      replaced = null
    } else {
      replaced.set('estado', 'pagada')
      replaced.set('reemplazadaPor', '')
      tx.save(replaced)
    }
  }
  if (restoreRefused) {
    addToResult(pago, 'restoreRefused', 'previousSoldOut')
  }
  tx.save(pago)
  const left = summary.getInt('MontoTotalPagado') - ticket.getInt('monto')
  if (left <= 0 && !replaced) {
    tx.delete(summary)
  } else {
    summary.set('MontoTotalPagado', Math.max(0, left))
    summary.set('TipoBadge', replaced ? replaced.getString('tipo') : '')
    tx.save(summary)
  }
  return { status: 'refunded', ticket: ticket.id, cancelledUpgrades: cancelledUpgrades, restoreRefused: restoreRefused }
}

module.exports = { holdUnit: holdUnit, releaseUnit: releaseUnit, voidTicket: voidTicket }
