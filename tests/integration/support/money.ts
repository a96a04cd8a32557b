import { beforeEach, expect, vi } from 'vitest'
import type { WebpayStandIn } from '../../../scripts/lib/webpay-standin.ts'
import { superuser } from './pocketbase.ts'
import { callFn as callPaymentFn } from './payments.ts'
import { ticketInvariantViolations, type BookLevel, type BookMoney, type InvariantViolation, type TicketBook } from '../../../src/domain/ticket-invariants.ts'

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
  // Money an organiser gave back outside Webpay (a bank transfer, recorded with a reason) stays at
  // Webpay but is no longer the shop's: it leaves both sides.
  const outside = payments.filter((p) => p.reembolsoMotivo === 'fueraWebpay').reduce((sum, p) => sum + Number(p.amount), 0)
  const atWebpay = payments.reduce((sum, p) => sum + kept(standIn, String(p.token)), 0) - outside
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

/**
 * Which part of the database a watcher reads: the people and the ticket types (levels) a test owns.
 * Tickets are in scope when their holder is one of the people or (an account deleted since, the
 * ticket anonymised) when they are of one of the levels and not in `foreignTickets`; admissions,
 * money and levels follow.
 */
export interface BookScope {
  people: () => Iterable<string>
  levels: readonly string[]
  /** Tickets of the levels that are not the test's (what earlier files left behind). */
  foreignTickets?: ReadonlySet<string>
}

function scoped(book: TicketBook, scope: BookScope | undefined): TicketBook {
  if (!scope) return book
  const people = new Set(scope.people())
  const levels = new Set(scope.levels)
  const tickets = book.tickets.filter((t) => people.has(t.user) || (t.user === '' && levels.has(t.tipo) && !scope.foreignTickets?.has(t.id)))
  const ids = new Set(tickets.map((t) => t.id))
  return {
    tickets,
    admissions: book.admissions.filter((a) => people.has(a.holder) || (a.holder === '' && ids.has(a.ticket))),
    money: book.money.filter((m) => people.has(m.user)),
    levels: book.levels,
  }
}

/** The whole database (or the scope's part) as the invariants read it (src/domain/ticket-invariants.ts); capacities as `capacityOf` gives them. */
async function readBook(standIn: WebpayStandIn, capacityOf: (tipo: string, holding: number, left: number) => number, scope?: BookScope): Promise<TicketBook> {
  const admin = await superuser()
  const [tickets, admissions, payments, summaries, stock] = await Promise.all([
    admin.collection('EntradasEntregadas').getFullList({ fields: 'id,user,tipo,estado,monto,credito' }),
    admin.collection('admisiones').getFullList({ fields: 'ticket,holder' }),
    admin.collection('pagos').getFullList({ fields: 'user,token,estado' }),
    admin.collection('EntradasUsuario').getFullList({ fields: 'user,MontoTotalPagado' }),
    admin.collection('EntradasQuedan').getFullList({ fields: 'EntradasID,CantidadQuedan' }),
  ])
  const money = new Map<string, BookMoney>()
  const of = (user: string): BookMoney => {
    const known = money.get(user)
    if (known) return known
    const fresh: BookMoney = { user, atWebpay: 0, paid: 0 }
    money.set(user, fresh)
    return fresh
  }
  for (const p of payments) {
    const person = of(String(p.user))
    person.atWebpay += kept(standIn, String(p.token))
    if (IN_FLIGHT.includes(String(p.estado))) person.inFlight = true
  }
  for (const s of summaries) of(String(s.user)).paid += Number(s.MontoTotalPagado)
  const book: TicketBook = scoped({
    tickets: tickets.map((t) => ({ id: t.id, user: String(t.user), tipo: String(t.tipo), estado: String(t.estado), monto: Number(t.monto), credito: Number(t.credito ?? 0) })),
    admissions: admissions.map((a) => ({ ticket: String(a.ticket), holder: String(a.holder ?? '') })),
    money: [...money.values()].filter((m) => m.user !== ''),
    levels: [],
  }, scope)
  const levels: BookLevel[] = stock.filter((row) => !scope || scope.levels.includes(String(row.EntradasID))).map((row) => {
    const tipo = String(row.EntradasID)
    const left = Number(row.CantidadQuedan)
    const holding = book.tickets.filter((t) => t.tipo === tipo && (t.estado === 'pagada' || t.estado === 'creada')).length
    return { tipo, left, capacity: capacityOf(tipo, holding, left) }
  })
  return { ...book, levels }
}

/** Payment states between two steps: the person's money is moving (src/domain/ticket-invariants.ts `inFlight`). */
const IN_FLIGHT = ['creando', 'iniciada', 'pagada', 'reembolsando']

const keyOf = (v: InvariantViolation) => `${v.invariant} ${v.subject}: ${v.detail}`

/**
 * The ticket invariants over the WHOLE database (issue #37): Admitted ⇒ paid in full; valid tickets
 * of a level ≤ its capacity; one admission per person; money at Webpay = what the person's records
 * say was paid. Files share one PocketBase and earlier files leave their own scenarios behind (people
 * paid at another file's stand-in, faults left on purpose), so the watcher takes what is already
 * broken when it starts as the baseline, and `check` fails on any violation a step added, anywhere.
 * A level's capacity is what it had when the watcher first saw it (units left + units held): stock
 * moves only with tickets afterwards, so take the watcher after setting quantities up. With a `scope`
 * it reads only the test's people and levels (other files' leftovers do not matter), and `added`
 * returns the new violations for a test to word its own failure.
 */
export async function watchTicketInvariants(
  standIn: WebpayStandIn,
  scope?: BookScope,
): Promise<{ check: (step: string) => Promise<void>; added: () => Promise<InvariantViolation[]> }> {
  const capacities = new Map<string, number>()
  const capacityOf = (tipo: string, holding: number, left: number): number => {
    const known = capacities.get(tipo)
    if (known !== undefined) return known
    capacities.set(tipo, holding + left)
    return holding + left
  }
  const baseline = new Set(ticketInvariantViolations(await readBook(standIn, capacityOf, scope)).map(keyOf))
  const added = async () => ticketInvariantViolations(await readBook(standIn, capacityOf, scope)).filter((v) => !baseline.has(keyOf(v)))
  return {
    async check(step: string) {
      expect({ step, added: (await added()).map(keyOf) }).toEqual({ step, added: [] })
    },
    added,
  }
}

type InvariantWatcher = Awaited<ReturnType<typeof watchTicketInvariants>>

/**
 * The fault table's rows under the ticket invariants (issue #37): each test starts a watcher over the
 * people it creates (accounts made since it began: a reconciliation also settles other files'
 * payments, whose stand-in is gone) and every level; every function call made through the returned
 * `callFn` is a step followed by a check, and `check` names the other steps (a card paid, a
 * reconciliation run). Timed calls use the plain `callFn` of support/payments.ts and check after the
 * measured window.
 */
export function invariantSteps(standIn: () => WebpayStandIn): {
  callFn: typeof callPaymentFn
  check: (step: string) => Promise<void>
} {
  let watcher: InvariantWatcher | null = null
  let count = 0
  let since = ''
  const people = new Set<string>()
  const levels: string[] = []
  const refreshScope = async () => {
    const admin = await superuser()
    for (const user of await admin.collection('users').getFullList({ filter: admin.filter('created >= {:since}', { since }), fields: 'id' })) people.add(user.id)
    levels.splice(0, levels.length, ...(await admin.collection('Entradas').getFullList({ fields: 'id' })).map((type) => type.id))
  }
  beforeEach(async () => {
    count = 0
    people.clear()
    since = new Date(Date.now() - 1_000).toISOString().replace('T', ' ')
    await refreshScope()
    watcher = await watchTicketInvariants(standIn(), { people: () => people, levels })
  })
  const check = async (step: string) => {
    if (!watcher) throw new Error('invariantSteps checks inside tests only')
    count += 1
    await refreshScope()
    await watcher.check(`step ${count}: ${step}`)
  }
  return {
    check,
    async callFn(handler, body, token) {
      const answer = await callPaymentFn(handler, body, token)
      await check(`a function called with ${JSON.stringify(body)} answered ${answer.status}`)
      return answer
    },
  }
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
