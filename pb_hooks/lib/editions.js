// The editions organisers enter on /adminconsole (collection Ediciones), read the way every hook
// needs them; the rules themselves are src/domain/edition.ts. "Today" is Chile's calendar day.
const domain = require(`${__hooks}/lib/domain.generated.js`)

const editionOf = (r) => ({
  id: r.id,
  inicio: r.getString('inicio'),
  fin: r.getString('fin'),
  corteEdad: r.getString('corteEdad'),
  minutosPago: r.getInt('minutosPago'),
  prefijoOrden: r.getString('prefijoOrden'),
  ventaAbre: r.getString('ventaAbre'),
  ventaCierra: r.getString('ventaCierra'),
})

const all = (app) => app.findRecordsByFilter('Ediciones', '', 'inicio', 0, 0).map(editionOf)

/** The edition the site is about at `now` (ms): the first not over yet, else the last one; with none, NO_EDITION (no sale). */
const current = (app, now) => domain.currentEdition(all(app), domain.todayInChile(new Date(now))) || domain.NO_EDITION

/** The last edition over at `now`, or null. */
const lastEnded = (app, now) => domain.lastEndedEdition(all(app), domain.todayInChile(new Date(now)))

/**
 * An edition's order prefix is every ticket's edition (src/domain/order-id.ts): once a ticket carries
 * it, neither a new prefix nor a deletion may leave those tickets outside every edition.
 */
function refuseIfPrefixInUse(app, prefix, what) {
  const used = app.findRecordsByFilter('EntradasEntregadas', 'orderID ~ {:p}', '', 1, 0, { p: prefix + '%' }).length > 0
  const message = "Tickets carry this edition's order prefix: it cannot be " + what + '.'
  if (used) throw new BadRequestError(message, { request: new ValidationError('prefixInUse', message) })
}

/** Where the current edition's queue starts at `now` (src/domain/edition.ts queueStartOn). */
const queueStart = (app, now) => domain.queueStartOn(all(app), domain.todayInChile(new Date(now)))

/** Whether the current edition sells tickets at `now` (ms): its sale window, in Chile's calendar. */
const saleOpen = (app, now) => domain.saleOpenAt(all(app), new Date(now))

/**
 * The refusal every write of the sale answers outside the window: requests, approvals, payments and
 * transfers, whatever the client sends (the function and the pages say it in both languages).
 */
const SALE_CLOSED = { status: 400, code: 'saleClosed', message: 'Ticket sales are closed for this edition.' }

module.exports = { all: all, current: current, editionOf: editionOf, lastEnded: lastEnded, queueStart: queueStart, refuseIfPrefixInUse: refuseIfPrefixInUse, saleOpen: saleOpen, SALE_CLOSED: SALE_CLOSED }
