// Issue #37: random walks over the ticket book. Each step is an operation a person or a moderator can
// try (valid for the current state or not), sometimes with a Webpay fault on for that step, sometimes
// followed by the reconciliation; after every step the four invariants of src/domain/ticket-invariants.ts
// are checked over this file's people and levels (support/money.ts `watchTicketInvariants` with a scope),
// and a refused step (4xx) must have changed nothing. Reproduce a failure with INVARIANT_WALK_SEED=<seed>.
import { afterAll, assert, beforeAll, describe, it } from 'vitest'
import type PocketBase from 'pocketbase'
import { ClientResponseError, type RecordModel } from 'pocketbase'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import confirm from '../../functions/confirm.mts'
import reembolsar from '../../functions/reembolsar.mts'
import { adminClient } from '../../functions/_shared/pocketbase.ts'
import { reconcile } from '../../functions/_shared/reconcile.ts'
import type { StandInOperation } from '../../scripts/lib/webpay-standin.ts'
import type { InvariantViolation } from '../../src/domain/ticket-invariants.ts'
import { createModerator, superuser, type TestAccount } from './support/pocketbase.ts'
import { callFn, payWithCard, setUpPaymentServices, VISA } from './support/payments.ts'
import { createBuyer, ensureType, pide } from './support/queue-fixtures.ts'
import { advanceOwnClock, resetOwnClock, watchTicketInvariants } from './support/money.ts'

const services = setUpPaymentServices()

const DEFAULT_SEED = 3701
const SEED = Number(process.env['INVARIANT_WALK_SEED'] ?? DEFAULT_SEED)
const WALKS = 3
const STEPS = 20
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Two levels of different rank, so that a General holder can upgrade to Super Sponsor. */
const LEVELS = [
  { tipo: 'B2', price: 40000 },
  { tipo: 'SS2', price: 120000 },
] as const

/** mulberry32: a small PRNG, the same sequence for the same seed on every machine. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

let admin: PocketBase
let moderator: TestAccount
let edition: RecordModel
let traspasosHasta = ''

const runDeadlinesAt = (now: Date) => admin.send<{ expired: string[] }>('/api/mi/deadlines/run', { method: 'POST', body: { now: now.toISOString() } })

beforeAll(async () => {
  admin = await superuser()
  moderator = await createModerator()
  const current = await moderator.pb.send<{ edition: string }>('/api/mi/transfer-deadline', { method: 'GET' })
  edition = await admin.collection('Ediciones').getOne(current.edition)
  traspasosHasta = String(edition['traspasosHasta'] ?? '')
  // The test server's current edition is over; transfers are opened far ahead for the walks.
  await admin.collection('Ediciones').update(edition.id, { traspasosHasta: '2099-12-31' })
  // What earlier files left unpaid or in flight is settled first, so that only the walks move the
  // stock of these levels from here on.
  await runDeadlinesAt(new Date(Date.now() + 30 * DAY))
  await reconcile(await adminClient())
})

afterAll(async () => {
  await admin.collection('Ediciones').update(edition.id, { traspasosHasta })
})

interface Person extends TestAccount {
  name: string
  deleted: boolean
}

interface Level {
  id: string
  tipo: string
  capacity: number
}

/** The world's records, as far as a step could change them (mail and audit bookkeeping left out). */
interface World {
  tickets: { id: string; user: string; tipo: string; estado: string; monto: number; credito: number }[]
  admissions: { ticket: string; holder: string }[]
  payments: { id: string; ticket: string; token: string; estado: string; amount: number }[]
  badges: { user: string; paid: number; tipo: string }[]
  requests: { id: string; user: string; tipo: string; estado: string }[]
  transfers: { id: string; ticket: string; de: string; para: string; estado: string }[]
  stock: { tipo: string; left: number }[]
  webpay: { token: string; status: string; balance: number; commits: number }[]
}

interface Call {
  call: string
  status: number
}

interface Step {
  /** What the step tries, in words. */
  label: string
  /** Why the current state must refuse it (null: it may be allowed). */
  mustRefuse: string | null
  /** The Webpay operations this step reaches (a fault is switched on for one of them). */
  reaches?: readonly StandInOperation[]
  /** A repeat the product answers 2xx on purpose (e.g. refunding a refunded ticket): it must change nothing. */
  repeat?: string
  /**
   * Strings naming the records a refusal may still complete: a second Pay on a ticket whose earlier
   * payment was authorized at Webpay completes that one and answers 409 "already paid" (updatetokenentregada `settlePrevious`).
   */
  mayComplete?: readonly string[]
  run: () => Promise<Call[]>
}

/** The HTTP status of a PocketBase call (200 when it succeeded). */
async function statusOfCall(call: Promise<unknown>): Promise<number> {
  try {
    await call
    return 200
  } catch (err) {
    if (err instanceof ClientResponseError) return err.status
    throw err
  }
}

const is4xx = (status: number) => status >= 400 && status < 500
const pick = <T,>(rng: () => number, list: readonly T[]): T | undefined => list[Math.floor(rng() * list.length)]

class Walk {
  readonly log: string[] = []
  people: Person[] = []
  levels: Level[] = []
  foreignTickets = new Set<string>()

  constructor(
    readonly seed: number,
    readonly rng: () => number,
  ) {}

  alive = () => this.people.filter((p) => !p.deleted)
  nameOf = (id: string) => this.people.find((p) => p.id === id)?.name ?? (id === '' ? '(deleted account)' : id)
  levelOf = (id: string) => this.levels.find((l) => l.id === id)?.tipo ?? id

  async setUp(): Promise<void> {
    for (const level of LEVELS) {
      const capacity = 1 + Math.floor(this.rng() * 2)
      const type = await ensureType(admin, { tipo: level.tipo, price: level.price, quedan: capacity })
      this.levels.push({ id: type.id, tipo: level.tipo, capacity })
    }
    const ids = this.levels.map((l) => l.id)
    const existing = await admin.collection('EntradasEntregadas').getFullList({ fields: 'id,tipo' })
    this.foreignTickets = new Set(existing.filter((t) => ids.includes(String(t['tipo']))).map((t) => t.id))
    for (const name of ['Ana', 'Bea', 'Cata', 'Dani']) this.people.push({ ...(await createBuyer()), name, deleted: false })
    this.log.push(`seed ${this.seed}: levels ${this.levels.map((l) => `${l.tipo} (capacity ${l.capacity})`).join(', ')}`)
  }

  async world(): Promise<World> {
    const everyone = new Set(this.people.map((p) => p.id))
    const levels = new Set(this.levels.map((l) => l.id))
    const [tickets, admissions, payments, badges, requests, transfers, stock] = await Promise.all([
      admin.collection('EntradasEntregadas').getFullList({ fields: 'id,user,tipo,estado,monto,credito' }),
      admin.collection('admisiones').getFullList({ fields: 'ticket,holder' }),
      admin.collection('pagos').getFullList({ fields: 'id,user,ticket,token,estado,amount' }),
      admin.collection('EntradasUsuario').getFullList({ fields: 'user,MontoTotalPagado,TipoBadge' }),
      admin.collection('EntradasPedidas').getFullList({ fields: 'id,user,tipo,estado' }),
      admin.collection('traspasos').getFullList({ fields: 'id,ticket,de,para,estado' }),
      admin.collection('EntradasQuedan').getFullList({ fields: 'EntradasID,CantidadQuedan' }),
    ])
    const ours = tickets
      .filter((t) => everyone.has(String(t['user'])) || (String(t['user']) === '' && levels.has(String(t['tipo'])) && !this.foreignTickets.has(t.id)))
      .map((t) => ({ id: t.id, user: String(t['user']), tipo: String(t['tipo']), estado: String(t['estado']), monto: Number(t['monto']), credito: Number(t['credito'] ?? 0) }))
    const ticketIds = new Set(ours.map((t) => t.id))
    const ourPayments = payments
      .filter((p) => everyone.has(String(p['user'])) || ticketIds.has(String(p['ticket'])))
      .map((p) => ({ id: p.id, ticket: String(p['ticket']), token: String(p['token']), estado: String(p['estado']), amount: Number(p['amount']) }))
    return {
      tickets: ours,
      admissions: admissions
        .filter((a) => everyone.has(String(a['holder'])) || ticketIds.has(String(a['ticket'])))
        .map((a) => ({ ticket: String(a['ticket']), holder: String(a['holder']) })),
      payments: ourPayments,
      badges: badges.filter((b) => everyone.has(String(b['user']))).map((b) => ({ user: String(b['user']), paid: Number(b['MontoTotalPagado']), tipo: String(b['TipoBadge']) })),
      requests: requests.filter((r) => everyone.has(String(r['user']))).map((r) => ({ id: r.id, user: String(r['user']), tipo: String(r['tipo']), estado: String(r['estado']) })),
      transfers: transfers
        .filter((t) => everyone.has(String(t['de'])) || everyone.has(String(t['para'])))
        .map((t) => ({ id: t.id, ticket: String(t['ticket']), de: String(t['de']), para: String(t['para']), estado: String(t['estado']) })),
      stock: stock.filter((s) => levels.has(String(s['EntradasID']))).map((s) => ({ tipo: String(s['EntradasID']), left: Number(s['CantidadQuedan']) })),
      webpay: ourPayments
        .filter((p) => p.token !== '')
        .map((p) => {
          const tx = services.standIn.controls.transaction(p.token)
          return { token: p.token, status: tx?.status ?? '-', balance: tx?.balance ?? 0, commits: tx?.commits ?? 0 }
        }),
    }
  }

  /** What the walk did so far, for a failure message. */
  story(): string {
    return `\nReproduce with INVARIANT_WALK_SEED=${this.seed}.\nSteps:\n${this.log.map((line) => `  ${line}`).join('\n')}`
  }

  /** An invariant violation in the words of the person who would notice it. */
  words(v: InvariantViolation): string {
    const subject = v.invariant === 'levelWithinCapacity' ? `level ${this.levelOf(v.subject)}` : this.nameOf(v.subject)
    switch (v.invariant) {
      case 'admittedPaidInFull':
        return `admitted without full payment: ${subject} (${v.detail})`
      case 'levelWithinCapacity':
        return `more tickets than places: ${subject} (${v.detail})`
      case 'oneAdmissionPerPerson':
        return `let in more than once: ${subject} (${v.detail})`
      case 'moneyMatchesWebpay':
        return `charged differently than their tickets say: ${subject} (${v.detail})`
    }
  }

  // ── The operations ────────────────────────────────────────────────────────────────────────────

  admitted(w: World, userId: string): boolean {
    return userId !== '' && w.admissions.some((a) => a.holder === userId || w.tickets.find((t) => t.id === a.ticket)?.user === userId)
  }

  holdsValid(w: World, userId: string): boolean {
    return w.tickets.some((t) => t.user === userId && (t.estado === 'pagada' || t.estado === 'creada'))
  }

  request(w: World): Step | null {
    const person = pick(this.rng, this.alive())
    const level = pick(this.rng, this.levels)
    if (!person || !level) return null
    const open = w.requests.some((r) => r.user === person.id && r.estado === 'creada')
    const unpaid = w.tickets.some((t) => t.user === person.id && t.estado === 'creada')
    return {
      label: `${person.name} asks for ${level.tipo}`,
      mustRefuse: open ? `${person.name} already has an open request` : unpaid ? `${person.name} has a ticket waiting for payment` : null,
      run: async () => [{ call: 'pideentrada', status: (await pide({ userid: person.id, entradaid: level.id }, person.pb.authStore.token)).status }],
    }
  }

  approve(w: World): Step | null {
    const open = w.requests.filter((r) => r.estado === 'creada')
    const request = this.rng() < 0.85 ? pick(this.rng, open) : pick(this.rng, w.requests)
    if (!request) return null
    const left = w.stock.find((s) => s.tipo === request.tipo)?.left ?? 0
    return {
      label: `the moderator approves ${this.nameOf(request.user)}'s request for ${this.levelOf(request.tipo)} (${request.estado}, ${left} left)`,
      mustRefuse: request.estado !== 'creada' ? `the request is ${request.estado}` : left <= 0 ? `${this.levelOf(request.tipo)} has no units left` : null,
      run: async () => [{ call: 'approve', status: await statusOfCall(moderator.pb.send(`/api/mi/approve/${request.id}`, { method: 'POST' })) }],
    }
  }

  pay(w: World): Step | null {
    const person = pick(this.rng, this.alive())
    if (!person) return null
    const mine = w.tickets.filter((t) => t.user === person.id)
    const unpaid = mine.filter((t) => t.estado === 'creada')
    const ticket = this.rng() < 0.8 && unpaid.length > 0 ? pick(this.rng, unpaid) : pick(this.rng, mine)
    if (!ticket) return null
    const authorized = w.payments.filter((p) => p.ticket === ticket.id && p.estado === 'iniciada' && w.webpay.some((x) => x.token === p.token && x.status === 'AUTHORIZED'))
    const how = pick(this.rng, ['pays', 'pays', 'pays', 'pays and closes the browser before the return', 'opens Webpay and leaves', 'is rejected by the bank'] as const) ?? 'pays'
    return {
      label: `${person.name} ${how} for ${this.levelOf(ticket.tipo)} ticket ${ticket.id} (${ticket.estado}, ${ticket.monto})`,
      mustRefuse: ticket.estado !== 'creada' ? `the ticket is ${ticket.estado}` : null,
      reaches: ['create', 'commit', 'status'],
      mayComplete: authorized.length > 0 ? [ticket.id, `"user":"${person.id}"`, ...authorized.flatMap((p) => [p.id, p.token])] : undefined,
      run: async () => {
        const auth = person.pb.authStore.token
        const started = await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, auth)
        const calls: Call[] = [{ call: 'updatetokenentregada', status: started.status }]
        if (started.status !== 200 || how === 'opens Webpay and leaves') return calls
        const { token, url } = started.body as { token: string; url: string }
        try {
          await payWithCard(services.standIn, url, token, VISA, how === 'is rejected by the bank' ? 'reject' : 'accept')
          calls.push({ call: 'webpay form', status: 200 })
        } catch (err) {
          calls.push({ call: `webpay form (${String(err).slice(0, 80)})`, status: 0 })
          return calls
        }
        if (how === 'pays and closes the browser before the return') return calls
        calls.push({ call: 'confirm', status: (await callFn(confirm, { token }, auth)).status })
        return calls
      },
    }
  }

  refund(w: World): Step | null {
    const paid = w.tickets.filter((t) => t.estado === 'pagada')
    const ticket = this.rng() < 0.75 && paid.length > 0 ? pick(this.rng, paid) : pick(this.rng, w.tickets)
    if (!ticket) return null
    const admitted = this.admitted(w, ticket.user) || w.admissions.some((a) => a.ticket === ticket.id)
    return {
      label: `the moderator refunds ${this.nameOf(ticket.user)}'s ${this.levelOf(ticket.tipo)} ticket ${ticket.id} (${ticket.estado})`,
      mustRefuse: ticket.estado === 'reembolsada' ? null : ticket.estado !== 'pagada' ? `the ticket is ${ticket.estado}` : admitted ? `${this.nameOf(ticket.user)} was already admitted` : null,
      repeat: ticket.estado === 'reembolsada' ? 'the ticket was already refunded' : undefined,
      reaches: ['refund', 'status'],
      run: async () => [{ call: 'reembolsar', status: (await callFn(reembolsar, { EntradasEntregadasID: ticket.id }, moderator.pb.authStore.token)).status }],
    }
  }

  expire(): Step {
    return {
      label: 'eight days pass: the payment-deadline job runs',
      mustRefuse: null,
      run: async () => [{ call: 'deadlines/run', status: await statusOfCall(runDeadlinesAt(new Date(Date.now() + 8 * DAY))) }],
    }
  }

  transferAsk(w: World): Step | null {
    const giver = pick(this.rng, this.alive())
    if (!giver) return null
    const mine = w.tickets.filter((t) => t.user === giver.id)
    const paid = mine.filter((t) => t.estado === 'pagada')
    const ticket = this.rng() < 0.8 && paid.length > 0 ? pick(this.rng, paid) : pick(this.rng, mine)
    const recipient = pick(this.rng, this.alive().filter((p) => p.id !== giver.id))
    if (!ticket || !recipient) return null
    const problem =
      ticket.estado !== 'pagada'
        ? `the ticket is ${ticket.estado}`
        : this.admitted(w, recipient.id)
          ? `${recipient.name} was already admitted`
          : this.holdsValid(w, recipient.id)
            ? `${recipient.name} holds a ticket`
            : w.transfers.some((t) => t.ticket === ticket.id && t.estado === 'pendiente')
              ? 'a transfer of the ticket is pending'
              : null
    return {
      label: `${giver.name} asks to transfer ${this.levelOf(ticket.tipo)} ticket ${ticket.id} (${ticket.estado}) to ${recipient.name}`,
      mustRefuse: problem,
      run: async () => [{ call: 'transfers', status: await statusOfCall(giver.pb.send('/api/mi/transfers', { method: 'POST', body: { ticket: ticket.id, to: recipient.email } })) }],
    }
  }

  transferDecide(w: World): Step | null {
    const transfer = pick(this.rng, w.transfers)
    if (!transfer) return null
    const action = transfer.estado === 'aprobada' && this.rng() < 0.7 ? 'reverse' : this.rng() < 0.8 ? 'approve' : 'refuse'
    const recipient = transfer.para
    const problem =
      action === 'reverse'
        ? transfer.estado !== 'aprobada'
          ? `the transfer is ${transfer.estado}`
          : null
        : transfer.estado !== 'pendiente'
          ? `the transfer is ${transfer.estado}`
          : action === 'approve' && this.admitted(w, recipient)
            ? `${this.nameOf(recipient)} was already admitted`
            : action === 'approve' && this.holdsValid(w, recipient)
              ? `${this.nameOf(recipient)} holds a ticket`
              : null
    return {
      label: `the moderator ${action === 'approve' ? 'approves' : action === 'refuse' ? 'refuses' : 'reverses'} the transfer of ${transfer.ticket} from ${this.nameOf(transfer.de)} to ${this.nameOf(recipient)} (${transfer.estado})`,
      mustRefuse: problem,
      run: async () => [{ call: `transfers/${action}`, status: await statusOfCall(moderator.pb.send(`/api/mi/transfers/${transfer.id}/${action}`, { method: 'POST' })) }],
    }
  }

  admit(w: World): Step | null {
    const paid = w.tickets.filter((t) => t.estado === 'pagada')
    const ticket = this.rng() < 0.75 && paid.length > 0 ? pick(this.rng, paid) : pick(this.rng, w.tickets)
    if (!ticket) return null
    const problem = ticket.estado !== 'pagada' ? `the ticket is ${ticket.estado}` : this.admitted(w, ticket.user) ? `${this.nameOf(ticket.user)} was already admitted` : null
    return {
      label: `the door scans ${this.nameOf(ticket.user)}'s ${this.levelOf(ticket.tipo)} ticket ${ticket.id} (${ticket.estado})`,
      mustRefuse: problem,
      run: async () => [{ call: 'checkin', status: await statusOfCall(moderator.pb.send(`/api/mi/checkin/${ticket.id}`, { method: 'POST' })) }],
    }
  }

  deleteAccount(): Step | null {
    const person = pick(this.rng, this.alive())
    if (!person) return null
    return {
      label: `${person.name} deletes their account`,
      mustRefuse: null,
      run: async () => {
        const status = await statusOfCall(person.pb.send('/api/mi/delete-account', { method: 'POST', body: { password: person.password, forfeit: true } }))
        // From here on the person is gone: their kept tickets are anonymised and count for the levels only.
        if (status === 200) person.deleted = true
        return [{ call: 'delete-account', status }]
      },
    }
  }

  reconcileStep(): Step {
    return { label: 'the reconciliation runs', mustRefuse: null, reaches: ['status', 'commit', 'refund'], run: async () => [{ call: 'reconcile', status: (await reconcile(await adminClient()), 200) }] }
  }

  /** Operations are weighted by what the state makes possible, so that walks reach paid, admitted and transferred tickets; the invalid ones stay possible. */
  choose(w: World, step: number): Step {
    const has = (condition: boolean, yes: number, no = 0.3) => (condition ? yes : no)
    const paid = w.tickets.some((t) => t.estado === 'pagada')
    const idle = this.alive().some((p) => !this.holdsValid(w, p.id) && !w.requests.some((r) => r.user === p.id && r.estado === 'creada'))
    const weighted: [number, () => Step | null][] = [
      [has(idle, 3, 1), () => this.request(w)],
      [has(w.requests.some((r) => r.estado === 'creada'), 4), () => this.approve(w)],
      [has(w.tickets.some((t) => t.estado === 'creada'), 5), () => this.pay(w)],
      [has(paid, 2), () => this.refund(w)],
      [0.6, () => this.expire()],
      [has(paid, 1.5, 0.2), () => this.transferAsk(w)],
      [has(w.transfers.some((t) => t.estado === 'pendiente' || t.estado === 'aprobada'), 2, 0.2), () => this.transferDecide(w)],
      [has(paid, 2.5), () => this.admit(w)],
      [this.people.some((p) => p.deleted) || step < 6 ? 0 : 0.4, () => this.deleteAccount()],
      [0.8, () => this.reconcileStep()],
    ]
    const total = weighted.reduce((sum, [weight]) => sum + weight, 0)
    for (let tries = 0; tries < 20; tries++) {
      let roll = this.rng() * total
      for (const [weight, make] of weighted) {
        roll -= weight
        if (roll < 0) {
          const made = make()
          if (made) return made
          break
        }
      }
    }
    return this.request(w) ?? this.expire()
  }
}

type Fault = { kind: 'down' | 'answer lost'; operation: StandInOperation }
const OPERATIONS: readonly StandInOperation[] = ['create', 'commit', 'status', 'refund']

function switchFault(fault: Fault | null): void {
  services.standIn.controls.setDown(fault?.kind === 'down' ? [fault.operation] : false)
  services.standIn.controls.setAnswerLost(fault?.kind === 'answer lost' ? [fault.operation] : false)
}

/** Only a step with a Webpay fault on may end in a server error or a broken page. */
const failedHard = (calls: Call[]) => calls.filter((c) => c.status === 0 || c.status >= 500)

/** What changed between two readings of the world, for a refused step's failure message. */
function changes(before: World, after: World): string[] {
  const out: string[] = []
  for (const key of Object.keys(before) as (keyof World)[]) {
    const was = new Set(before[key].map((row) => JSON.stringify(row)))
    const now = new Set(after[key].map((row) => JSON.stringify(row)))
    for (const row of now) if (!was.has(row)) out.push(`${key} now ${row}`)
    for (const row of was) if (!now.has(row)) out.push(`${key} no longer ${row}`)
  }
  return out
}

async function walk(index: number): Promise<void> {
  const seed = SEED + index
  const state = new Walk(seed, prng(seed))
  const rng = state.rng
  await state.setUp()
  const invariants = await watchTicketInvariants(services.standIn, { people: () => state.alive().map((p) => p.id), levels: state.levels.map((l) => l.id), foreignTickets: state.foreignTickets })

  for (let n = 1; n <= STEPS; n++) {
    const before = await state.world()
    const step = state.choose(before, n)
    const fault: Fault | null = rng() < (step.reaches ? 0.35 : 0.1) ? { kind: rng() < 0.5 ? 'down' : 'answer lost', operation: pick(rng, step.reaches ?? OPERATIONS) ?? 'commit' } : null
    const reconcileAfter = rng() < 0.25
    switchFault(fault)
    let calls: Call[]
    try {
      calls = await step.run()
    } finally {
      switchFault(null)
    }
    const after = await state.world()
    state.log.push(`${n}. ${step.label}${fault ? ` [Webpay ${fault.operation} ${fault.kind}]` : ''} → ${calls.map((c) => `${c.call} ${c.status}`).join(', ')}`)
    const first = calls[0]?.status ?? 0

    if (step.mustRefuse !== null && !is4xx(first)) {
      assert.fail(`allowed what should have been refused (${step.mustRefuse}): step ${n}, answered ${first}${state.story()}`)
    }
    if (is4xx(first)) {
      const changed = changes(before, after).filter((line) => !step.mayComplete?.some((key) => line.includes(key)))
      if (changed.length > 0) assert.fail(`a refused step still changed things: step ${n}:\n  ${changed.join('\n  ')}${state.story()}`)
    }
    if (step.repeat !== undefined) {
      const changed = changes(before, after)
      if (changed.length > 0) assert.fail(`a repeat (${step.repeat}) changed things: step ${n}:\n  ${changed.join('\n  ')}${state.story()}`)
    }
    const hard = failedHard(calls)
    if (hard.length > 0 && !fault) assert.fail(`an error page with Webpay healthy: step ${n}, ${hard.map((c) => `${c.call} ${c.status}`).join(', ')}${state.story()}`)

    if (reconcileAfter) {
      await reconcile(await adminClient())
      state.log.push(`   then the reconciliation runs`)
    }
    const added = await invariants.added()
    if (added.length > 0) assert.fail(`${added.map((v) => state.words(v)).join('; ')}: after step ${n}${state.story()}`)
  }

  // Webpay healthy, two hours later (the functions' clock: an unanswered create is closed once stale),
  // the reconciliation and the deadline job run: nothing of the world may stay half-done.
  advanceOwnClock(2 * HOUR)
  try {
    await reconcile(await adminClient())
    await runDeadlinesAt(new Date(Date.now() + 8 * DAY))
    await reconcile(await adminClient())
  } finally {
    resetOwnClock()
  }
  state.log.push('end: two hours later the reconciliation and the deadline job run with Webpay healthy')
  const added = await invariants.added()
  if (added.length > 0) assert.fail(`${added.map((v) => state.words(v)).join('; ')}: at the end of the walk${state.story()}`)
  if (process.env['INVARIANT_WALK_VERBOSE']) console.log(state.story())
  const stuck = (await state.world()).payments.filter((p) => ['creando', 'pagada', 'reembolsando'].includes(p.estado))
  if (stuck.length > 0) assert.fail(`a payment stays half-done after the reconciliation: ${stuck.map((p) => `${p.id} (${p.estado}, ${p.amount})`).join(', ')}${state.story()}`)
}

describe(`ticket invariants over random walks (seed ${SEED})`, () => {
  for (let index = 0; index < WALKS; index++) {
    it(`walk ${index + 1} of ${WALKS} (seed ${SEED + index}): ${STEPS} steps keep the invariants; refused steps change nothing`, () => walk(index), 90_000)
  }
})
