import type PocketBase from 'pocketbase'
import { DEMO_ACCOUNTS } from '../lib/seed.ts'
import type { BenchUser } from './fixtures.ts'
import { setRemaining } from './fixtures.ts'
import { pool, postJson } from './load.ts'

export interface ApprovalResult {
  attempts: number
  units: number
  granted: number
  refused: number
  /** Tickets issued beyond the units there were, plus a negative remaining quantity. */
  oversell: number
  remainingAfter: number
  /** Order numbers missing from the consecutive run the counter should have handed out. */
  gaps: number
  firstOrderId: string
  lastOrderId: string
  wallMs: number
  statuses: Record<string, number>
}

const ORDER_PREFIX = 'Paw25a'

async function orderCounter(admin: PocketBase): Promise<number> {
  const list = await admin.collection('counters').getList(1, 1, { filter: "name = 'orderID'" })
  const row = list.items[0]
  return row ? Number(row.value) : 0
}

/**
 * (b) `attempts` moderators' "Cobrar" clicks at once (POST /api/mi/approve/{id}) on different open
 * requests of one type with `units` left: exactly `units` must be granted, with consecutive order ids.
 */
export async function parallelApprovals(options: {
  admin: PocketBase
  users: readonly BenchUser[]
  entradaId: string
  units: number
}): Promise<ApprovalResult> {
  const { admin, users, entradaId, units } = options
  // Moderators sign in with MFA: the demo moderator's session comes from impersonation, as in the e2e specs.
  const moderatorRecord = await admin.collection('moderators').getFirstListItem(admin.filter('email = {:e}', { e: DEMO_ACCOUNTS.moderator.email }))
  const moderator = await admin.collection('moderators').impersonate(moderatorRecord.id, 3600)

  // The users' open requests for the type (from the rush when it had them; created here otherwise).
  const requestIds: string[] = []
  for (const user of users) {
    const open = await admin
      .collection('EntradasPedidas')
      .getList(1, 1, { filter: admin.filter("user = {:u} && tipo = {:t} && estado = 'creada'", { u: user.id, t: entradaId }) })
    const existing = open.items[0]
    requestIds.push(existing ? existing.id : (await admin.collection('EntradasPedidas').create({ user: user.id, tipo: entradaId, estado: 'creada' })).id)
  }
  await setRemaining(admin, entradaId, units)
  const counterBefore = await orderCounter(admin)

  const run = await pool(requestIds.length, requestIds.length, (i) =>
    postJson(`${admin.baseURL}/api/mi/approve/${requestIds[i]}`, {}, moderator.authStore.token),
  )
  const statuses: Record<string, number> = {}
  for (const s of run.results) statuses[String(s.status)] = (statuses[String(s.status)] ?? 0) + 1
  const granted = run.results.filter((s) => s.status === 200).length

  const issued = await admin.collection('EntradasEntregadas').getFullList({
    filter: requestIds.map((id) => admin.filter('pedida = {:id}', { id })).join(' || '),
    fields: 'orderID',
  })
  const remaining = await admin.collection('EntradasQuedan').getFirstListItem(admin.filter('EntradasID = {:id}', { id: entradaId }))
  const remainingAfter = Number(remaining.CantidadQuedan)
  const numbers = new Set(issued.map((t) => Number(String(t.orderID).slice(ORDER_PREFIX.length))))
  let gaps = 0
  for (let n = counterBefore; n < counterBefore + issued.length; n++) if (!numbers.has(n)) gaps++
  if ((await orderCounter(admin)) !== counterBefore + issued.length) gaps += 1
  const sorted = issued.map((t) => String(t.orderID)).sort()

  return {
    attempts: requestIds.length,
    units,
    granted,
    refused: run.results.length - granted,
    oversell: Math.max(0, issued.length - units) + Math.max(0, -remainingAfter),
    remainingAfter,
    gaps,
    firstOrderId: sorted[0] ?? '',
    lastOrderId: sorted[sorted.length - 1] ?? '',
    wallMs: run.wallMs,
    statuses,
  }
}
