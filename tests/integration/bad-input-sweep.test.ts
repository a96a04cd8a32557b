import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import type { WebpayStandIn } from '../../scripts/lib/webpay-standin.ts'
import pideentrada from '../../functions/pideentrada.mts'
import sendmailpagar from '../../functions/sendmailpagar.mts'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import webpayreturn from '../../functions/webpayreturn.mts'
import confirm from '../../functions/confirm.mts'
import finalconfirm from '../../functions/finalconfirm.mts'
import sendmailentrada from '../../functions/sendmailentrada.mts'
import sendmailapurate from '../../functions/sendmailapurate.mts'
import qrentrada from '../../functions/qrentrada.mts'
import updateuserlegal from '../../functions/updateuserlegal.mts'
import reconcile from '../../functions/reconcile.mts'
import reconcileScheduled from '../../functions/reconcile-scheduled.mts'
import entrada from '../../functions/entrada.mts'
import publicSnapshot from '../../functions/snapshot.mts'
import abortpayment from '../../functions/abortpayment.mts'
import reembolsar from '../../functions/reembolsar.mts'
import { adminClient } from '../../functions/_shared/pocketbase.ts'
import { startMailbox, superuser } from './support/pocketbase.ts'
import { startStandIn } from './support/payments.ts'
import { countingProxy, diffSnapshots, recordCount, runPool, seeded, snapshot, type CountingProxy, type Rng, type Snapshot } from './support/sweep.ts'
import { badShapeValue, JSON_TYPES, jsonBody, malformedBody, WEIRD, wrongTypeValue, type Caller, type Case, type Json, type Shape } from './support/sweep-bodies.ts'
import { buildFixtures, removeFixtures, type Context, type Fixtures } from './support/sweep-fixtures.ts'
import {
  anyCaller,
  BASE,
  buildRequest,
  entradaCase,
  publicSnapshotCase,
  garbageCaller,
  junkQuery,
  problemWith,
  randomId,
  randomToken,
  reconcileCase,
  scheduledCase,
  userCallersOf,
  webpayReturnCase,
  withMethod,
  WRONG_METHODS,
} from './support/sweep-requests.ts'
import { invokeFunction, type NetlifyFunction } from '../../scripts/lib/netlify-functions-runtime.ts'

/**
 * Bad-input sweep: every function gets hundreds of generated malformed or unauthorised requests
 * (wrong methods, bodies that are not JSON or not the right JSON, huge and deeply nested bodies,
 * control and unicode characters, ids of the wrong shape, unknown and other people's ids, expired
 * and forged tokens, the wrong role). Each must be refused with the expected 4xx and a JSON
 * `{ error }` a person can read (webpayreturn: a 303 back to /webpayretorno carrying only
 * well-formed Webpay parameters), without a mail, without a Webpay call, and without changing a
 * single record of any collection. Reproduce a failure with SWEEP_SEED=<seed>.
 */

const SEED = Number(process.env.SWEEP_SEED ?? 20250829)
const PER_FUNCTION = 560
const CONCURRENCY = 6

type Handler = NetlifyFunction

let admin: PocketBase
let sink: SmtpSink
let standIn: WebpayStandIn
let proxy: CountingProxy
let baseline: Snapshot
const previousEnv = { WEBPAY_BASE_URL: Netlify.env.get('WEBPAY_BASE_URL'), RECONCILE_SECRET: Netlify.env.get('RECONCILE_SECRET') }
let context: Context
const summary: { name: string; count: number; statuses: Map<number, number>; ms: number }[] = []
let fx: Fixtures

// ---- functions ---------------------------------------------------------------------------------------

interface Semantic {
  caller: Caller
  body: Json
  expect: number
  label: string
}

interface JsonProfile {
  kind: 'json'
  name: string
  handler: Handler
  /** Callers of the right role: their requests reach the body checks. */
  good: () => Caller[]
  /** Valid callers of the wrong role: refused with 403. */
  wrongRole: () => Caller[]
  shape: Shape
  semantic: (rng: Rng) => Semantic
}

interface CustomProfile {
  kind: 'custom'
  name: string
  handler: Handler
  generate: (rng: Rng) => Case
}

type Profile = JsonProfile | CustomProfile

const users = () => [fx.B, fx.U, fx.X, fx.N]
const userCallers = () => userCallersOf(fx)
const modCallers = () => [fx.M.caller]

/** Pairs sendmailpagar would really act on (an unpaid ticket of that type): never sent by the sweep. */
const payableForMail = () => new Set([`${fx.A.id}/${fx.T1}`, `${fx.X.id}/${fx.T1}`])

const INVALID_LEGAL: Record<string, string[]> = {
  // Spaces, dots and commas are what people paste and are dropped first (src/domain/pasted-input.ts):
  // "12 34 56" is the valid 123456, so the invalid spaced number carries a character no rule drops.
  numDocumento: ['a', '!!', 'ab', '1234567890123456789012345678901', '12 34 5/6', 'ñ12345', '<b>1</b>'],
  tipoDocumento: ['CEDULA', 'dni', '', 'passport '],
  paisDocumento: ['1', 'C', 'Chile1', '<b>', ''],
  nombreEnDocumento: ['1', 'A', 'Ana<script>', 'Ana123', ''],
  bdate: ['not-a-date', '2020-01-01 00:00:00.000Z', '1800-01-01 00:00:00.000Z', '', '2010-13-45', '2024-02-30'],
}
const VALID_LEGAL: Record<string, string> = { numDocumento: '98765432-1', tipoDocumento: 'PASSPORT', paisDocumento: 'Argentina', nombreEnDocumento: 'Otra Persona', bdate: '1990-01-01 00:00:00.000Z' }

const PROFILES: Profile[] = [
  {
    kind: 'json',
    name: 'pideentrada',
    handler: pideentrada,
    good: userCallers,
    wrongRole: modCallers,
    shape: {
      required: { userid: 'id', entradaid: 'id' },
      sample: (rng) => ({ userid: rng.pick([fx.A, fx.B, fx.U, fx.X, fx.N]).id, entradaid: rng.pick([fx.T1, fx.T2]) }),
    },
    semantic(rng) {
      const type = rng.pick([fx.T1, fx.T2])
      const caller = rng.pick(users())
      switch (rng.int(0, 7)) {
        case 0:
          return { caller: caller.caller, body: { userid: fx.A.id, entradaid: type }, expect: 403, label: "another user's id" }
        case 1:
          return { caller: caller.caller, body: { userid: rng.pick([randomId(rng), fx.M.id, fx.T1]), entradaid: type }, expect: 403, label: 'unknown user id' }
        case 2:
          return { caller: caller.caller, body: { userid: caller.id, entradaid: rng.pick([randomId(rng), ...fx.otherIds.filter((id) => id !== fx.T1)]) }, expect: 404, label: 'unknown ticket type' }
        case 3:
        case 4:
          return { caller: fx.B.caller, body: { userid: fx.B.id, entradaid: type }, expect: 409, label: 'already has an open request' }
        case 5:
          return { caller: fx.U.caller, body: { userid: fx.U.id, entradaid: type }, expect: 403, label: 'unverified account' }
        case 6:
          return { caller: fx.X.caller, body: { userid: fx.X.id, entradaid: type }, expect: 403, label: 'banned account' }
        default:
          return { caller: fx.N.caller, body: { userid: fx.N.id, entradaid: type }, expect: 422, label: 'no legal data' }
      }
    },
  },
  {
    kind: 'json',
    name: 'sendmailpagar',
    handler: sendmailpagar,
    good: modCallers,
    wrongRole: userCallers,
    shape: {
      required: { userid: 'id', tipo: 'id' },
      optional: { monto: 'number' },
      sample: () => ({ userid: fx.A.id, tipo: fx.T1, monto: 45000 }),
    },
    semantic(rng) {
      const valid = payableForMail()
      if (rng.chance(0.3)) {
        const [userid = '', tipo = ''] = rng.pick([...valid]).split('/')
        return { caller: fx.M.caller, body: { userid, tipo, monto: wrongTypeValue('number', rng) }, expect: 400, label: 'payable ticket, monto of the wrong type' }
      }
      for (;;) {
        const userid = rng.pick([fx.A.id, fx.B.id, fx.U.id, fx.X.id, fx.N.id, fx.M.id, randomId(rng), fx.LA])
        const tipo = rng.pick([fx.T1, fx.T2, randomId(rng), fx.A.id, fx.tA.id])
        if (valid.has(`${userid}/${tipo}`)) continue
        const body: Json = rng.chance(0.5) ? { userid, tipo, monto: rng.pick([45000, 1, -5, 0.5, 1e12]) } : { userid, tipo }
        return { caller: fx.M.caller, body, expect: 404, label: 'no unpaid ticket of that type for that user' }
      }
    },
  },
  {
    kind: 'json',
    name: 'updatetokenentregada',
    handler: updatetokenentregada,
    good: userCallers,
    wrongRole: modCallers,
    shape: {
      required: { EntradasEntregadasID: 'id' },
      sample: (rng) => ({ EntradasEntregadasID: rng.pick([fx.tA, fx.tX, fx.tBpaid, fx.tBrej]).id }),
    },
    semantic(rng) {
      const caller = rng.pick(users())
      const variant = rng.int(0, 5)
      if (variant === 0) return { caller: caller.caller, body: { EntradasEntregadasID: rng.pick([randomId(rng), ...fx.otherIds]) }, expect: 404, label: 'unknown ticket' }
      if (variant === 1) return { caller: fx.X.caller, body: { EntradasEntregadasID: fx.tX.id }, expect: 403, label: 'banned owner' }
      if (variant === 2 || caller !== fx.B) {
        const ticket = rng.pick([fx.tA, fx.tApaid, fx.tX, ...(caller === fx.B ? [] : [fx.tBpaid, fx.tBrej])])
        if (ticket === fx.tX && caller === fx.X) return { caller: fx.X.caller, body: { EntradasEntregadasID: fx.tX.id }, expect: 403, label: 'banned owner' }
        return { caller: caller.caller, body: { EntradasEntregadasID: ticket.id }, expect: 403, label: "another user's ticket" }
      }
      return { caller: fx.B.caller, body: { EntradasEntregadasID: rng.pick([fx.tBpaid, fx.tBrej]).id }, expect: 409, label: 'own paid or rejected ticket' }
    },
  },
  {
    kind: 'custom',
    name: 'webpayreturn',
    handler: webpayreturn,
    generate: (rng) => webpayReturnCase(fx, rng),
  },
  {
    kind: 'json',
    name: 'confirm',
    handler: confirm,
    good: userCallers,
    wrongRole: modCallers,
    shape: { required: { token: 'webpayToken' }, sample: (rng) => ({ token: rng.pick([fx.TA1, fx.TAF, fx.TBR]) }) },
    semantic(rng) {
      const caller = rng.pick(users())
      const token = rng.pick([fx.TA1, fx.TAF, randomToken(rng), ...(caller === fx.B ? [] : [fx.TBR])])
      return { caller: caller.caller, body: { token }, expect: 404, label: token === fx.TA1 || token === fx.TAF || token === fx.TBR ? "another user's payment" : 'unknown payment' }
    },
  },
  {
    kind: 'json',
    name: 'finalconfirm',
    handler: finalconfirm,
    good: userCallers,
    wrongRole: modCallers,
    shape: { required: { token: 'webpayToken' }, sample: (rng) => ({ token: rng.pick([fx.TA1, fx.TAF, fx.TBR]) }) },
    semantic(rng) {
      if (rng.chance(0.25)) return { caller: fx.B.caller, body: { token: fx.TBR }, expect: 409, label: 'own rejected payment' }
      const caller = rng.pick(users())
      const token = rng.pick([fx.TA1, fx.TAF, randomToken(rng), ...(caller === fx.B ? [] : [fx.TBR])])
      return { caller: caller.caller, body: { token }, expect: 404, label: "another user's or an unknown payment" }
    },
  },
  {
    kind: 'json',
    name: 'sendmailentrada',
    handler: sendmailentrada,
    good: () => [...userCallers(), fx.M.caller],
    wrongRole: () => [],
    shape: {
      required: { token: 'webpayToken' },
      optional: { force: 'bool' },
      sample: (rng) => ({ token: rng.pick([fx.TA1, fx.TAF, fx.TBR]), ...(rng.chance(0.3) ? { force: rng.chance(0.5) } : {}) }),
    },
    semantic(rng) {
      const variant = rng.int(0, 4)
      const caller = rng.pick(users())
      const anyToken = rng.pick([fx.TA1, fx.TAF, fx.TBR, randomToken(rng)])
      // A user's forced resend is "send my ticket again": only their own paid ticket (none of these is).
      if (variant === 0) return { caller: caller.caller, body: { token: anyToken, force: true }, expect: 404, label: 'a user resending a ticket not theirs or not paid' }
      if (variant === 1) {
        const token = rng.pick([fx.TA1, fx.TBR])
        return { caller: fx.M.caller, body: { token, ...(rng.chance(0.5) ? { force: rng.chance(0.5) } : {}) }, expect: 409, label: 'moderator, payment that paid nothing' }
      }
      if (variant === 2) return { caller: fx.M.caller, body: { token: randomToken(rng), ...(rng.chance(0.5) ? { force: true } : {}) }, expect: 404, label: 'moderator, unknown payment' }
      if (variant === 3) return { caller: fx.B.caller, body: { token: fx.TBR, ...(rng.chance(0.5) ? { force: false } : {}) }, expect: 409, label: 'own rejected payment' }
      const token = rng.pick([fx.TA1, fx.TAF, randomToken(rng), ...(caller === fx.B ? [] : [fx.TBR])])
      return { caller: caller.caller, body: { token }, expect: 404, label: "another user's or an unknown payment" }
    },
  },
  {
    kind: 'json',
    name: 'sendmailapurate',
    handler: sendmailapurate,
    good: modCallers,
    wrongRole: userCallers,
    shape: {
      required: { EntradasEntregadasID: 'id' },
      optional: { email: 'legacy', nombre: 'legacy', fecha: 'legacy', monto: 'legacy' },
      sample: () => ({ EntradasEntregadasID: fx.tA.id, email: 'a@b.cl', nombre: 'Ana', fecha: '2025-08-01', monto: 45000 }),
    },
    semantic(rng) {
      const variant = rng.int(0, 2)
      if (variant === 0) {
        const ticket = rng.pick([fx.tApaid, fx.tBpaid, fx.tBrej])
        return { caller: fx.M.caller, body: { EntradasEntregadasID: ticket.id, ...(rng.chance(0.5) ? { email: 'x@y.cl', monto: 1 } : {}) }, expect: 409, label: 'paid or rejected ticket' }
      }
      if (variant === 1) return { caller: fx.M.caller, body: { EntradasEntregadasID: rng.pick([randomId(rng), ...fx.otherIds]) }, expect: 404, label: 'unknown ticket' }
      const key = rng.pick(['email', 'nombre', 'fecha', 'monto'])
      const value = rng.chance(0.5) ? wrongTypeValue('legacy', rng) : badShapeValue('legacy', rng)
      return { caller: fx.M.caller, body: { EntradasEntregadasID: rng.pick([fx.tA, fx.tX]).id, [key]: value }, expect: 400, label: `unpaid ticket, ${key} of the wrong type` }
    },
  },
  {
    kind: 'json',
    name: 'qrentrada',
    handler: qrentrada,
    good: userCallers,
    wrongRole: modCallers,
    shape: {
      required: { EntradasEntregadasID: 'id' },
      sample: (rng) => ({ EntradasEntregadasID: rng.pick([fx.tA, fx.tX, fx.tBpaid, fx.tBrej]).id }),
    },
    semantic(rng) {
      const variant = rng.int(0, 2)
      const caller = rng.pick(users())
      if (variant === 0) return { caller: caller.caller, body: { EntradasEntregadasID: rng.pick([randomId(rng), ...fx.otherIds]) }, expect: 404, label: 'unknown ticket' }
      if (variant === 1) {
        const ticket = rng.pick([fx.tA, fx.tApaid, ...(caller === fx.B ? [] : [fx.tBpaid, fx.tBrej]), ...(caller === fx.X ? [] : [fx.tX])])
        return { caller: caller.caller, body: { EntradasEntregadasID: ticket.id }, expect: 404, label: "another user's ticket" }
      }
      return rng.chance(0.5)
        ? { caller: fx.B.caller, body: { EntradasEntregadasID: fx.tBrej.id }, expect: 409, label: 'own rejected ticket' }
        : { caller: fx.X.caller, body: { EntradasEntregadasID: fx.tX.id }, expect: 409, label: 'own unpaid ticket' }
    },
  },
  {
    kind: 'json',
    name: 'updateuserlegal',
    handler: updateuserlegal,
    good: modCallers,
    wrongRole: userCallers,
    shape: {
      required: { id: 'id', data: 'object' },
      sample: () => ({ id: fx.LA, data: { nombreEnDocumento: 'Otra Persona' } }),
    },
    semantic(rng) {
      const variant = rng.int(0, 4)
      const fieldNames = Object.keys(INVALID_LEGAL)
      if (variant <= 1) {
        const data: Record<string, string> = {}
        for (const key of fieldNames) if (rng.chance(0.3)) data[key] = VALID_LEGAL[key] ?? ''
        const broken = rng.pick(fieldNames)
        data[broken] = rng.pick(INVALID_LEGAL[broken] ?? [''])
        return { caller: fx.M.caller, body: { id: fx.LA, data }, expect: 400, label: `invalid ${broken}` }
      }
      if (variant === 2) return { caller: fx.M.caller, body: { id: rng.pick([randomId(rng), ...fx.otherIds.filter((id) => id !== fx.LA)]), data: { nombreEnDocumento: 'Otra Persona' } }, expect: 404, label: 'unknown legal record' }
      if (variant === 3) {
        const data = rng.pick<Json>([{}, { user: fx.B.id }, { nombreEnDocumento: 'Ana', id: 'x' }, { [rng.pick(WEIRD)]: 'x' }, { created: '2020-01-01' }])
        return { caller: fx.M.caller, body: { id: fx.LA, data }, expect: 400, label: 'data without a legal change' }
      }
      const key = rng.pick(fieldNames)
      const value = rng.chance(0.5) ? rng.pick<unknown>([1, true, null, [], {}, ['x']]) : 'x'.repeat(rng.int(101, 3000))
      return { caller: fx.M.caller, body: { id: fx.LA, data: { [key]: value } }, expect: 400, label: `${key} not a short text` }
    },
  },
  {
    kind: 'json',
    name: 'reembolsar',
    handler: reembolsar,
    good: modCallers,
    wrongRole: userCallers,
    shape: {
      required: { EntradasEntregadasID: 'id' },
      sample: () => ({ EntradasEntregadasID: fx.tA.id }),
    },
    semantic(rng) {
      if (rng.chance(0.5)) {
        const ticket = rng.pick([fx.tA, fx.tX, fx.tBrej])
        return { caller: fx.M.caller, body: { EntradasEntregadasID: ticket.id }, expect: 409, label: 'unpaid or rejected ticket' }
      }
      return { caller: fx.M.caller, body: { EntradasEntregadasID: rng.pick([randomId(rng), ...fx.otherIds]) }, expect: 404, label: 'unknown ticket' }
    },
  },
  {
    kind: 'custom',
    name: 'reconcile',
    handler: reconcile,
    generate: (rng) => reconcileCase(fx, rng),
  },
  {
    kind: 'custom',
    name: 'reconcile-scheduled',
    handler: reconcileScheduled,
    generate: (rng) => scheduledCase(fx, rng),
  },
  {
    kind: 'custom',
    name: 'entrada',
    handler: entrada,
    generate: (rng) => entradaCase(fx, rng),
  },
  {
    kind: 'custom',
    name: 'snapshot',
    handler: publicSnapshot,
    generate: (rng) => publicSnapshotCase(fx, rng),
  },
  {
    kind: 'json',
    name: 'abortpayment',
    handler: abortpayment,
    good: userCallers,
    wrongRole: modCallers,
    shape: { required: { token: 'webpayToken' }, sample: (rng) => ({ token: rng.pick([fx.TA1, fx.TAF, fx.TBR]) }) },
    semantic(rng) {
      const caller = rng.pick(users())
      if (rng.chance(0.3)) return { caller: caller.caller, body: { token: randomToken(rng) }, expect: 404, label: 'unknown payment' }
      const token = rng.pick([fx.TA1, fx.TAF, ...(caller === fx.B ? [] : [fx.TBR])])
      return { caller: caller.caller, body: { token }, expect: 403, label: "another user's payment" }
    },
  },
]


function jsonCase(profile: JsonProfile, rng: Rng): Case {
  const url = `${BASE}/${profile.name}${junkQuery(rng)}`
  const roll = rng.next()
  if (roll < 0.1) {
    return withMethod(profile.name, rng.pick(WRONG_METHODS), anyCaller(fx, rng), rng.chance(0.5) ? malformedBody(profile.shape, rng) : null, rng)
  }
  if (roll < 0.42) {
    const wrongRole = profile.wrongRole()
    const wrong = wrongRole.length > 0 && rng.chance(0.25)
    const caller = wrong ? rng.pick(wrongRole) : rng.chance(0.1) ? garbageCaller(rng) : rng.pick(fx.invalidCallers)
    const body = rng.chance(0.5) ? jsonBody(JSON.stringify(profile.shape.sample(rng)), 'well-formed body', 0, rng) : malformedBody(profile.shape, rng)
    return { label: `${caller.label}; ${body.label}`, method: 'POST', url, headers: { ...body.headers, ...caller.headers }, body: body.body, expect: wrong ? 403 : (caller.refusedWith ?? 401) }
  }
  if (roll < 0.72) {
    const caller = rng.pick(profile.good())
    const body = malformedBody(profile.shape, rng)
    return { label: `${caller.label}; ${body.label}`, method: 'POST', url, headers: { ...body.headers, ...caller.headers }, body: body.body, expect: body.expect }
  }
  const semantic = profile.semantic(rng)
  return {
    label: `${semantic.caller.label}; ${semantic.label}`,
    method: 'POST',
    url,
    headers: { 'content-type': rng.pick(JSON_TYPES), ...semantic.caller.headers },
    body: JSON.stringify(semantic.body),
    expect: semantic.expect,
  }
}

async function sweep(profile: Profile, index: number) {
  const seed = SEED + index * 7919
  const rng = seeded(seed)
  const cases = Array.from({ length: PER_FUNCTION }, () => (profile.kind === 'json' ? jsonCase(profile, rng) : profile.generate(rng)))
  const mailsBefore = sink.messages.length
  const webpayBefore = proxy.requests.length
  const statuses = new Map<number, number>()
  const problems: string[] = []
  const started = Date.now()
  await runPool(cases, CONCURRENCY, async (c, i) => {
    let res: Response
    try {
      res = await invokeFunction(profile.handler, buildRequest(c))
    } catch (err) {
      problems.push(`#${i} ${c.label}: threw ${err instanceof Error ? err.stack : String(err)}`)
      return
    }
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    const problem = await problemWith(c, res)
    if (problem) problems.push(`#${i} ${c.method} ${c.url.slice(0, 120)} [${c.label}]: ${problem}`)
  })
  summary.push({ name: profile.name, count: cases.length, statuses, ms: Date.now() - started })
  const where = `(function ${profile.name}, SWEEP_SEED=${SEED}, case seed ${seed})`

  expect(cases.length, where).toBeGreaterThanOrEqual(500)
  expect(problems.slice(0, 15), `${problems.length} bad answers ${where}`).toEqual([])
  expect(sink.messages.slice(mailsBefore).map((m) => `${m.to.join(',')}: ${m.subject}`), `mails sent ${where}`).toEqual([])
  expect(proxy.requests.slice(webpayBefore), `Webpay calls ${where}`).toEqual([])
  expect(diffSnapshots(baseline, await snapshot(admin)), `database changes ${where}`).toEqual([])
}

// ---- the sweep ----------------------------------------------------------------------------------------

beforeAll(async () => {
  admin = await superuser()
  sink = await startMailbox()
  standIn = await startStandIn()
  // The functions talk to Webpay through a counting proxy: the sweep must never reach it.
  proxy = await countingProxy(standIn.url)
  Netlify.env.set('WEBPAY_BASE_URL', proxy.url)
  context = { admin, webpayUrl: proxy.url, created: [] }
  fx = await buildFixtures(context, SEED)
  Netlify.env.set('RECONCILE_SECRET', fx.reconcileSecret)
  // The functions' own superuser session exists before the baseline, so logging in changes nothing later.
  await adminClient()
  baseline = await snapshot(admin)
  expect(recordCount(baseline)).toBeGreaterThan(0)
  expect(baseline.get('pagos')?.size ?? 0).toBeGreaterThanOrEqual(3)
}, 120_000)

afterAll(async () => {
  const rows = summary.map(({ name, count, statuses, ms }) => {
    const histogram = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ')
    return `${name.padEnd(22)} ${String(count).padStart(5)}  ${String(ms).padStart(6)} ms  ${histogram}`
  })
  const collections = baseline ? [...baseline.entries()].map(([name, records]) => `${name} ${records.size}`).join(', ') : ''
  console.log(`bad-input sweep (SWEEP_SEED=${SEED}); compared after each function: ${collections}\n${'function'.padEnd(22)} ${'count'.padStart(5)}  ${'time'.padStart(9)}  statuses\n${rows.join('\n')}`)
  // Leave nothing behind for the files that run after this one.
  if (context) await removeFixtures(context)
  for (const [key, value] of Object.entries(previousEnv)) {
    if (value === undefined) Netlify.env.delete(key)
    else Netlify.env.set(key, value)
  }
  await proxy?.stop()
  await standIn?.stop()
  await sink?.stop()
})

describe('bad-input sweep: malformed and unauthorised requests change nothing and get a clear 4xx', () => {
  PROFILES.forEach((profile, index) => {
    it(`${profile.name}: ${PER_FUNCTION} generated bad requests`, () => sweep(profile, index), 120_000)
  })

  it('a real scheduled invocation (text/plain {"next_run"}) still reconciles', async () => {
    const res = await invokeFunction(reconcileScheduled,
      new Request(`${BASE}/reconcile-scheduled`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Netlify Clockwork', 'x-nf-event': 'schedule' },
        body: JSON.stringify({ next_run: new Date(Date.now() + 300_000).toISOString() }),
      }),
    )
    expect(res.status).toBe(204)
    // It ran: the open Webpay attempt of the fixtures was looked up with Webpay.
    expect(proxy.requests.some((line) => line.includes('/transactions/'))).toBe(true)
  })

  it('the snapshot comparison notices an added, a changed and a removed record', async () => {
    const before = await snapshot(admin)
    const counter = await admin.collection('counters').create({ name: `sweep-self-test-${Date.now()}`, value: 1 })
    const added = diffSnapshots(before, await snapshot(admin))
    const withCounter = await snapshot(admin)
    await admin.collection('counters').update(counter.id, { value: 2 })
    const changed = diffSnapshots(withCounter, await snapshot(admin))
    await admin.collection('counters').delete(counter.id)
    const removed = diffSnapshots(withCounter, await snapshot(admin))
    expect(added).toEqual([expect.stringContaining(`counters: record ${counter.id} added`)])
    expect(changed).toEqual([expect.stringContaining(`counters: record ${counter.id} changed`)])
    expect(removed).toEqual([`counters: record ${counter.id} removed`])
    expect(diffSnapshots(before, await snapshot(admin))).toEqual([])
  })

  it('covers every function in functions/', async () => {
    const { readdirSync } = await import('node:fs')
    const names = readdirSync(new URL('../../functions/', import.meta.url))
      .filter((f) => f.endsWith('.mts'))
      .map((f) => f.replace(/\.mts$/, ''))
    const swept = PROFILES.map((p) => p.name)
    // A new function joins the sweep (a profile above) in the same change that adds it.
    expect([...swept].sort()).toEqual([...names].sort())
  })
})
