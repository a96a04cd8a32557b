// Joining the ticket queue (what the pideentrada function asks for): the caller's checks and the insert
// in ONE PocketBase request, so a rush of thousands costs one round trip per request (see BENCHMARKS.md).
// What the caller holds and whether the type may be requested come from src/domain/held-ticket.ts
// (heldTicket, offerAction) through the generated bundle: the buy page and profile run the same code,
// and tests/shared/held-ticket-cases.ts checks both. The ban rule is lib/standing.js's. Answers {code};
// the function owns the texts.
const { BAN_THRESHOLD, currentEdition, heldTicket, offerAction, isRequestableAction, queueStartOn, RECORD_ID_PATTERN, saleOpenAt, todayInChile } = require(`${__hooks}/lib/domain.generated.js`)
const { PERSON_STATE_SQL, personStateParams } = require(`${__hooks}/lib/standing.js`)
const { isNoRows, isNotUnique } = require(`${__hooks}/lib/records.js`)

const answer = (status, code) => ({ status: status, body: { code: code } })

// `state` is the person's (lib/standing.js); the badge summary counts only for the current edition
// (`edicion`, lib/badge-summary.js), and so does an open request (one made before the last edition
// ended is that edition's queue: `staleOpen`, lib/editions.js queueStart). Everything the checks need in ONE indexed query (each
// findFirstRecordByFilter costs about 0.25 ms of CPU in the JS VM; six of them were most of the cost
// of a request). No row: the type does not exist.
const FACTS_SQL = `
  SELECT
    t.Tipo AS tipo, t.ValorCLP AS valor, t.Estado AS estado,
    ${PERSON_STATE_SQL} AS state,
    COALESCE((SELECT nombreEnDocumento FROM userLegalInfoPaws WHERE user = {:user} LIMIT 1), '') AS nombre,
    COALESCE((SELECT bdate FROM userLegalInfoPaws WHERE user = {:user} LIMIT 1), '') AS bdate,
    EXISTS (SELECT 1 FROM EntradasPedidas WHERE user = {:user} AND estado = 'creada' AND created > {:queueStart}) AS hasOpen,
    COALESCE((SELECT id FROM EntradasPedidas WHERE user = {:user} AND estado = 'creada' AND created <= {:queueStart} LIMIT 1), '') AS staleOpen,
    EXISTS (SELECT 1 FROM EntradasEntregadas WHERE user = {:user} AND estado = 'creada' AND orderID LIKE {:edicion} || '%') AS hasUnpaid,
    EXISTS (SELECT 1 FROM EntradasUsuario WHERE user = {:user} AND edicion = {:edicion}) AS hasBadge,
    COALESCE((SELECT MontoTotalPagado FROM EntradasUsuario WHERE user = {:user} AND edicion = {:edicion} LIMIT 1), 0) AS paid,
    COALESCE((SELECT TipoBadge FROM EntradasUsuario WHERE user = {:user} AND edicion = {:edicion} LIMIT 1), '') AS heldType,
    COALESCE((SELECT e.Tipo FROM EntradasUsuario b JOIN Entradas e ON e.id = b.TipoBadge WHERE b.user = {:user} AND b.edicion = {:edicion} LIMIT 1), '') AS heldTipo
  FROM Entradas t WHERE t.id = {:type}`

// Prepared once per JS VM on PocketBase's single write connection, where it stays prepared: SQLite
// parsing this statement on every request was most of its cost (BENCHMARKS.md). On the pool of read
// connections a VM meets a new connection almost every time and would prepare it again. Handlers of
// one VM run one at a time, so binding this query's parameters cannot race. A prepared statement
// lives as long as the process: PocketBase's one-off VMs (built when every pooled one is busy) would
// each add one, so at most MAX_PREPARED are made in all and any other VM asks unprepared, as a
// transaction does (it holds the write connection this query needs).
const MAX_PREPARED = 256
let factsQuery = null

function factsQueryFor(app) {
  if (app.isTransactional()) return app.db().newQuery(FACTS_SQL)
  if (factsQuery) return factsQuery
  let claimed = false
  app.store().setFunc('mi.ticketRequest.preparedFacts', (count) => {
    const made = count || 0
    claimed = made < MAX_PREPARED
    return claimed ? made + 1 : made
  })
  if (!claimed) return app.db().newQuery(FACTS_SQL)
  factsQuery = app.nonconcurrentDB().newQuery(FACTS_SQL).prepare()
  return factsQuery
}

function facts(app, userId, typeId, edition, queueStart) {
  const row = new DynamicModel({ tipo: '', valor: 0, estado: '', state: 0, nombre: '', bdate: '', hasOpen: false, staleOpen: '', hasUnpaid: false, hasBadge: false, paid: 0, heldType: '', heldTipo: '' })
  try {
    factsQueryFor(app).bind(Object.assign({ type: typeId, edicion: edition.prefijoOrden, queueStart: queueStart }, personStateParams(userId))).one(row)
  } catch (err) {
    if (isNoRows(err)) return null
    throw err
  }
  return row
}

/** The button the buy page shows this user on this type: the same function, the same facts. */
function offerActionOf(f, typeId) {
  const badge = f.hasBadge ? { typeId: String(f.heldType), code: String(f.heldTipo), paid: Number(f.paid) } : null
  return offerAction({ id: typeId, Tipo: String(f.tipo), ValorCLP: Number(f.valor), Estado: String(f.estado) }, heldTicket(badge))
}

/** An open request of an earlier edition's queue is closed (rejected) and audited; it never was approved. */
function closeStaleRequest(app, requestId) {
  const stale = app.findRecordById('EntradasPedidas', requestId)
  const before = stale.publicExport()
  stale.set('estado', 'rechazada')
  app.saveNoValidate(stale)
  require(`${__hooks}/lib/audit.js`).write(app, { id: '', email: () => 'system:edition' }, 'close-stale-request', 'EntradasPedidas', stale.id, before, stale.publicExport())
}

/** The checks of SPEC §7–§8 in the order pideentrada documents, then the insert. */
function requestTicket(app, auth, body) {
  if (!auth) return answer(401, 'unauthenticated')
  if (auth.collection().name !== 'users') return answer(403, 'notAttendee')
  const userId = body ? body.userid : undefined
  const typeId = body ? body.entradaid : undefined
  if (typeof userId !== 'string' || !RECORD_ID_PATTERN.test(userId) || typeof typeId !== 'string' || !RECORD_ID_PATTERN.test(typeId)) {
    return answer(400, 'badRequest')
  }
  if (auth.id !== userId) return answer(403, 'notYou')
  const editions = require(`${__hooks}/lib/editions.js`).all(app)
  const today = todayInChile(new Date())
  const f = facts(app, userId, typeId, currentEdition(editions, today), queueStartOn(editions, today))
  if (!f) return answer(404, 'typeNotFound')
  if (!saleOpenAt(editions, new Date())) return answer(409, 'saleClosed')

  if (!auth.verified()) return answer(403, 'notVerified')
  if (f.state >= BAN_THRESHOLD) return answer(403, 'banned')
  if (!String(f.nombre).trim() || !String(f.bdate).trim()) return answer(422, 'legalIncomplete')
  if (f.hasOpen) return answer(409, 'alreadyRequested')
  const action = offerActionOf(f, typeId)
  if (action === 'hidden' || action === 'soon' || action === 'soldOut') return answer(409, 'notAvailable')
  if (f.hasUnpaid) return answer(409, 'pendingPayment')
  if (!isRequestableAction(action)) return answer(409, 'notAnUpgrade')

  // The person's open request of an earlier sale leaves that edition's queue now, for this one.
  if (f.staleOpen) closeStaleRequest(app, String(f.staleOpen))
  const request = new Record(app.findCachedCollectionByNameOrId('EntradasPedidas'))
  request.set('user', userId)
  request.set('tipo', typeId)
  request.set('estado', 'creada')
  try {
    // Without PocketBase's field validation: its relation checks read the account and the type again
    // (about 0.08 ms per request in a rush, BENCHMARKS.md), and the facts query has just read both;
    // the values are the verified account's id, an existing type's id and a constant. No validation hook
    // may be bound to EntradasPedidas (tests/unit/hook-sources.test.ts): it would not run here.
    app.saveNoValidate(request)
  } catch (err) {
    // The unique index on open requests decides races between calls of the same user.
    if (isNotUnique(err)) return answer(409, 'alreadyRequested')
    throw err
  }
  return { status: 200, body: { code: 'ok', id: request.id } }
}

module.exports = { requestTicket: requestTicket, offerActionOf: offerActionOf, closeStaleRequest: closeStaleRequest, BAN_THRESHOLD: BAN_THRESHOLD }
