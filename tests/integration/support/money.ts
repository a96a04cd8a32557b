import { expect, vi } from 'vitest'
import type { WebpayStandIn } from '../../../scripts/lib/webpay-standin.ts'
import { superuser } from './pocketbase.ts'

/** Payment states a finished scenario may not leave behind: each still needs a step to run. */
const UNFINISHED = ['creando', 'pagada', 'reembolsando']

/**
 * Money kept at Webpay for one transaction: nothing until it was committed (an uncommitted
 * authorization is reversed by Webpay), nothing after a reversal, the balance after nullifications.
 */
function kept(standIn: WebpayStandIn, token: string): number {
  const tx = token ? standIn.controls.transaction(token) : undefined
  if (!tx || tx.commits === 0) return 0
  if (tx.status === 'REVERSED' || tx.status === 'FAILED') return 0
  return tx.balance
}

/**
 * The invariant after every scenario (issues #12 and #26): for this buyer, (money authorized at
 * Webpay) − (money refunded) = what the badge summary says was paid; at most one valid (pagada)
 * ticket, and its price covered (an upgrade's credit plus its own amount is no more than what the
 * person has paid); at most one admission for the person; and no payment left in a state that still
 * needs a step (creando, pagada, reembolsando).
 */
export async function expectMoneyInvariant(standIn: WebpayStandIn, userId: string): Promise<void> {
  const admin = await superuser()
  const payments = await admin.collection('pagos').getFullList({ filter: admin.filter('user = {:u}', { u: userId }) })
  const atWebpay = payments.reduce((sum, p) => sum + kept(standIn, String(p.token)), 0)
  const summaries = await admin.collection('EntradasUsuario').getFullList({ filter: admin.filter('user = {:u}', { u: userId }) })
  const badgePaid = summaries.reduce((sum, s) => sum + Number(s.MontoTotalPagado), 0)
  expect({ atWebpay, badgePaid }).toEqual({ atWebpay: badgePaid, badgePaid })
  expect(payments.filter((p) => UNFINISHED.includes(String(p.estado))).map((p) => `${p.buyOrder}: ${p.estado}`)).toEqual([])
  const tickets = await admin.collection('EntradasEntregadas').getFullList({ filter: admin.filter('user = {:u}', { u: userId }) })
  const valid = tickets.filter((t) => t.estado === 'pagada')
  expect(valid.length).toBeLessThanOrEqual(1)
  for (const ticket of valid) {
    expect({ ticket: ticket.id, covered: Number(ticket.monto) + Number(ticket.credito ?? 0) <= badgePaid }).toEqual({ ticket: ticket.id, covered: true })
  }
  const admissions = await admin.collection('admisiones').getFullList({ filter: admin.filter('holder = {:u}', { u: userId }) })
  expect(admissions.length).toBeLessThanOrEqual(1)
}

const realNow = Date.now.bind(Date)
let offset = 0

/**
 * Moves this process's clock (Date.now, which the functions read) forward by `ms`, still ticking,
 * as if that much time had passed; PocketBase and the stand-in keep their own clocks.
 */
export function advanceOwnClock(ms: number): void {
  offset += ms
  if (!vi.isMockFunction(Date.now)) vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset)
}

export function resetOwnClock(): void {
  offset = 0
  vi.restoreAllMocks()
}
