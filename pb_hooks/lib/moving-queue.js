// The queue that moves by itself (issue #28): units of a type that came back go to the next open
// requests of that type, in queue order (request time, then id, as "approve the next N"), inside the
// transaction that returned them. A request approve() refuses (banned, held for review, nothing to
// charge) stays open for a moderator and the next one is tried. The payment request is mailed after
// the commit (onRecordAfterCreateSuccess in pb_hooks/moving-queue.pb.js), as "Cobrar" mails it.
const audit = require(`${__hooks}/lib/audit.js`)

const SYSTEM = { id: '', email: () => 'system:moving-queue' }
// Enough to get past a few refused heads of the queue without reading the whole queue in a return.
const CANDIDATES = 20

/** Approves up to `units` open requests of `typeId`; returns the issued tickets. */
function moveQueue(tx, typeId, units) {
  const { approve } = require(`${__hooks}/lib/approval.js`)
  const open = tx.findRecordsByFilter('EntradasPedidas', "estado = 'creada' && tipo = {:type}", 'created,id', CANDIDATES, 0, { type: typeId })
  const issued = []
  for (const request of open) {
    if (issued.length >= units) break
    const result = approve(tx, request.id)
    if (result.refusal) continue
    audit.write(tx, SYSTEM, 'auto-approve', 'EntradasPedidas', request.id, JSON.parse(JSON.stringify(result.before)), JSON.parse(JSON.stringify(result.after)))
    issued.push(result.ticket)
  }
  return issued
}

/** True when this just-issued ticket came from moveQueue (its audit row was written in the same transaction). */
function wasMovedByQueue(app, ticket) {
  const request = ticket.getString('pedida')
  if (!request) return false
  // The row is seconds old: bounding `created` lets SQLite use idx_audit_created instead of scanning the log.
  const since = new Date(Date.now() - 10 * 60 * 1000).toISOString().replace('T', ' ')
  return app.countRecords('auditLog', $dbx.exp("created >= {:since} AND action = 'auto-approve' AND target = {:request}", { since: since, request: request })) > 0
}

/** Units returned and not sold again, per type, with how many wait for them: /adminsell's notice. */
function returnedUnits(app) {
  const rows = app.findRecordsByFilter('EntradasQuedan', 'devueltas > 0 && CantidadQuedan > 0', '', 0, 0)
  const answer = []
  for (const row of rows) {
    const typeId = row.getString('EntradasID')
    const waiting = app.countRecords('EntradasPedidas', $dbx.exp("estado = 'creada' AND tipo = {:type}", { type: typeId }))
    if (waiting === 0) continue
    const type = app.findRecordById('Entradas', typeId)
    answer.push({
      typeId: typeId,
      tipo: type.getString('Tipo'),
      nombre: type.getString('Nombre'),
      nombreIngles: type.getString('NombreIngles'),
      returned: Math.min(row.getInt('devueltas'), row.getInt('CantidadQuedan')),
      waiting: waiting,
    })
  }
  return answer
}

/** The oldest open request of a type, or null. */
function headOfType(app, typeId) {
  return app.findRecordsByFilter('EntradasPedidas', "estado = 'creada' && tipo = {:type}", 'created,id', 1, 0, { type: typeId })[0] || null
}

module.exports = { moveQueue: moveQueue, wasMovedByQueue: wasMovedByQueue, returnedUnits: returnedUnits, headOfType: headOfType, SYSTEM: SYSTEM }
