import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureTicketType, quickUser } from './permissions-fixtures.ts'
import { client, createModerator, nextClientIp, pocketbaseUrl, superuser, type TestAccount } from './support/pocketbase.ts'
import { allPaths, inPool, loadSchema, pathsInto, relationHops, type SchemaCollection } from './support/relation-paths.ts'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'

// The attacker's question, asked of every path the live schema has: "does the answer to a list, a
// sort or an expand change with another attendee's private data?" A true and a false predicate about
// the victim's secret are sent side by side; any difference in status, count or ids is a leak.

/** Collections whose rows belong to one attendee and are private to them. */
const PRIVATE = new Set([
  'users',
  'userLegalInfoPaws',
  'userHealthInfoPaws',
  'userPersonalInfoPaws',
  'userStatusPaws',
  'EntradasPedidas',
  'EntradasEntregadas',
  'EntradasUsuario',
  'pagos',
  'auditLog',
  'legalCorrections',
])
const COMPARABLE = new Set(['text', 'email', 'number', 'date', 'select'])
const MAX_DEPTH = 4
const DECOY = 'qqNobodyHasThisqq'
/** The answers that mean the server judged the query: a result, a refusal, or a locked collection. */
const ANSWERED = new Set([200, 400, 403])

const admin = await superuser()
const schema: SchemaCollection[] = await loadSchema(admin)
const hops = relationHops(schema)
const LISTABLE = schema.filter((c) => !c.name.startsWith('_')).map((c) => c.name)

type Actor = { role: string; pb: PocketBase }
let victimValues: Map<string, Record<string, unknown>>
let attackerValues: Map<string, Record<string, unknown>>
let actors: Actor[]

const run = Date.now().toString(36)

async function createPerson(prefix: 'zz' | 'aa', typeId: string): Promise<{ id: string; account?: TestAccount }> {
  const high = prefix === 'zz'
  let id: string
  let account: TestAccount | undefined
  if (high) {
    const user = await admin.collection('users').create({
      email: `zzvictim-${run}@tests.local`,
      username: `zzvictim${run}`,
      name: `Zz Victima ${run}`,
      password: 'Password123',
      passwordConfirm: 'Password123',
      verified: true,
    })
    id = user.id
  } else {
    account = await quickUser()
    id = account.id
  }
  const Cap = high ? 'Zz' : 'Aa'
  await admin.collection('userPersonalInfoPaws').create({
    user: id, Badge: `${Cap}badge`, Pronombres: `${prefix}/${prefix}`, NombreFur: `${Cap}fur`, EspecieFur: `${Cap}species`, Polera: high ? 'XXL' : 'S', Fursuit: high,
  })
  await admin.collection('userLegalInfoPaws').create(
    high
      ? { user: id, numDocumento: 'ZZ9876543', tipoDocumento: 'PASSPORT', paisDocumento: 'Uruguay', nombreEnDocumento: 'Zz Victima', bdate: '1990-01-01 00:00:00.000Z' }
      : { user: id, numDocumento: `1${run.slice(-7).replace(/\D/g, '1').padStart(7, '1')}`, tipoDocumento: 'PASSPORT', paisDocumento: 'Chile', nombreEnDocumento: 'Aa Atacante', bdate: '2000-06-06 00:00:00.000Z' },
  )
  await admin.collection('userHealthInfoPaws').create({
    user: id,
    consentimientoVersion: NOTICE_VERSION,
    CondicionMedica: `${prefix}diabetes`,
    RestriccionAlimentaria: `${prefix}gluten`,
    ContactoEmergenciaNombre: `${Cap} Contacto`,
    ContactoEmergencia: high ? '+56999999999' : '+1111',
    OtraCondicion: `${prefix}asma`,
  })
  if (high) await admin.collection('userStatusPaws').create({ user: id, state: 2 })
  const request = await admin.collection('EntradasPedidas').create({ user: id, tipo: typeId, estado: high ? 'rechazada' : 'creada' })
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.padStart(19, '0').slice(-19)
  await admin.collection('EntradasEntregadas').create({
    user: id,
    tipo: typeId,
    pedida: request.id,
    nombre: `${Cap} Persona`,
    token: high ? `zzToken${run}` : '1',
    orderID: `Paw25a${high ? '8' : '1'}${digits}`,
    monto: high ? 77777 : 11111,
    estado: high ? 'rechazada' : 'creada',
    correoEnviado: high ? 'si' : 'no',
    correoEnviado2: high ? 'si' : 'no',
    ...(high ? { pagadoEn: '1990-01-01 00:00:00.000Z', tokenCreadoEn: '1990-01-01 00:00:00.000Z' } : {}),
  })
  await admin.collection('EntradasUsuario').create({ user: id, TipoBadge: typeId, MontoTotalPagado: high ? 77777 : 11111 })
  await admin.collection('legalCorrections').create(
    high
      ? { user: id, motivo: `Zz corrige su pasaporte ${run}`, estado: 'resuelta', resueltaEn: '1990-01-01 00:00:00.000Z' }
      : { user: id, motivo: `Aa corrige su nombre ${run}`, estado: 'pendiente' },
  )
  return { id, account }
}

/** Every private record of a person, by collection, as the superuser sees it. */
async function privateValues(userId: string): Promise<Map<string, Record<string, unknown>>> {
  const values = new Map<string, Record<string, unknown>>()
  values.set('users', await admin.collection('users').getOne(userId))
  for (const name of PRIVATE) {
    if (name === 'users') continue
    const collection = schema.find((c) => c.name === name)
    if (!collection?.fields.some((f) => f.name === 'user' && f.type === 'relation')) continue
    const rows = await admin.collection(name).getFullList({ filter: admin.filter('user = {:u}', { u: userId }) })
    if (rows[0]) values.set(name, rows[0])
  }
  return values
}

type Literal = string | number
interface Probe {
  field: string
  op: string
  /** True for the victim's value. */
  yes: Literal
  /** False for the victim's value; the attacker's own value answers both alike. */
  no: Literal
}

const shiftDay = (date: string, days: number) => new Date(new Date(date.replace(' ', 'T')).getTime() + days * 86_400_000).toISOString().replace('T', ' ')

/** True/false predicate pairs about the victim's value that the attacker's own value cannot tell apart. */
function probesFor(fieldType: string, field: string, victim: unknown, attacker: unknown): Probe[] {
  if (victim === undefined || victim === null || victim === '' || victim === attacker) return []
  // `=` is answered by a join, `!=` and `>` by the sub-query PocketBase builds for multi-valued
  // (back-)relations: one pair of each kind per field.
  const probes: Probe[] = []
  if (fieldType === 'number' && typeof victim === 'number') {
    probes.push({ field, op: '=', yes: victim, no: -987654 }, { field, op: '!=', yes: victim, no: -987654 }, { field, op: '>', yes: victim - 1, no: victim + 1 })
  } else {
    const text = String(victim)
    const [below, above] = fieldType === 'date' ? [shiftDay(text, -1), shiftDay(text, 1)] : [text.slice(0, -1), `${text}~`]
    probes.push({ field, op: '=', yes: text, no: DECOY }, { field, op: '!=', yes: text, no: DECOY }, { field, op: '>', yes: below, no: above })
  }
  const own = attacker === undefined || attacker === null ? '' : attacker
  // The attacker may compare their own values: keep only pairs their own row answers alike.
  return probes.filter((p) => compare(own, p.op, p.yes) === compare(own, p.op, p.no))
}

function compare(value: unknown, op: string, literal: Literal): boolean {
  const a = typeof literal === 'number' ? Number(value) : String(value)
  switch (op) {
    case '=': return a === literal
    case '!=': return a !== literal
    default: return a > literal
  }
}

const literal = (value: Literal) => (typeof value === 'number' ? String(value) : `'${value}'`)

interface Answer {
  status: number
  total: number
  ids: string
}

/**
 * One list question, each from an address of its own: the attacker this models has many addresses, so
 * PocketBase's per-address limiter (which counts a list before the guard refuses it) is not what answers.
 */
async function listAnswer(pb: PocketBase, collection: string, query: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const url = new URL(`${pocketbaseUrl()}/api/collections/${encodeURIComponent(collection)}/records`)
  for (const [key, value] of Object.entries({ perPage: '200', ...query })) url.searchParams.set(key, value)
  const headers: Record<string, string> = { 'X-Forwarded-For': nextClientIp() }
  if (pb.authStore.token) headers['Authorization'] = pb.authStore.token
  const res = await fetch(url, { headers })
  return { status: res.status, body: await res.json() }
}

async function ask(pb: PocketBase, collection: string, query: Record<string, string>): Promise<Answer> {
  const { status, body } = await listAnswer(pb, collection, query)
  if (status !== 200) return { status, total: -1, ids: '' }
  const page = body as { totalItems: number; items: { id: string }[] }
  return { status, total: page.totalItems, ids: page.items.map((i) => i.id).join(',') }
}

/** Every probe of every private field reachable from `start` within MAX_DEPTH hops. */
function probesFrom(start: string): { path: string; probe: Probe }[] {
  const out: { path: string; probe: Probe }[] = []
  for (const { path, to } of pathsInto(hops, start, PRIVATE, MAX_DEPTH)) {
    const target = schema.find((c) => c.name === to)
    const victim = victimValues.get(to)
    if (!target || !victim) continue
    for (const field of target.fields) {
      if (!COMPARABLE.has(field.type) || field.hidden || field.name === 'id') continue
      for (const probe of probesFor(field.type, field.name, victim[field.name], attackerValues.get(to)?.[field.name])) {
        out.push({ path: `${path}.${field.name}`, probe })
      }
    }
  }
  return out
}

beforeAll(async () => {
  const typeT = await ensureTicketType(admin, 'SS', 'disponible')
  await ensureTicketType(admin, 'S', 'disponible')
  const victim = await createPerson('zz', typeT.id)
  const attacker = await createPerson('aa', typeT.id)
  victimValues = await privateValues(victim.id)
  attackerValues = await privateValues(attacker.id)
  const moderator = await createModerator()
  actors = [
    { role: 'visitor', pb: client() },
    { role: 'user', pb: (attacker.account as TestAccount).pb },
    { role: 'moderator', pb: moderator.pb },
  ]
}, 120_000)

describe('privacy fuzz over the live schema (relations and back-relations up to depth 4)', () => {
  it('reaches every private collection from the collections a user or moderator can list', () => {
    const reached = new Set(LISTABLE.flatMap((start) => pathsInto(hops, start, PRIVATE, MAX_DEPTH).map((p) => p.to)))
    for (const name of ['userHealthInfoPaws', 'userLegalInfoPaws', 'userPersonalInfoPaws', 'users', 'EntradasPedidas', 'EntradasEntregadas', 'legalCorrections']) {
      expect(reached).toContain(name)
    }
  })

  describe.each(['visitor', 'user', 'moderator'])('as a %s', (role) => {
    it.each(LISTABLE)('no filter on %s answers differently for another attendee’s private values', async (start) => {
      const { pb } = actors.find((a) => a.role === role) as Actor
      const base = await ask(pb, start, { fields: 'id' })
      // With no row visible, no filter can change a count or an id list.
      const probes = base.status === 200 && base.total > 0 ? probesFrom(start) : []
      const leaks: string[] = []
      await inPool(probes, 6, async ({ path, probe }) => {
        const yes = await ask(pb, start, { fields: 'id', filter: `(${path} ${probe.op} ${literal(probe.yes)})` })
        const no = await ask(pb, start, { fields: 'id', filter: `(${path} ${probe.op} ${literal(probe.no)})` })
        if (yes.status !== no.status || yes.total !== no.total || yes.ids !== no.ids) leaks.push(`${path} ${probe.op} (${yes.total} vs ${no.total})`)
        // A throttled (429) or failing answer would hide a leak behind an equal status: it fails too.
        for (const answer of [yes, no]) if (!ANSWERED.has(answer.status)) leaks.push(`${path} ${probe.op}: HTTP ${answer.status}`)
      })
      expect(leaks).toEqual([])
    }, 300_000)

    it.each(LISTABLE)('no sort of %s by another attendee’s private values changes the order', async (start) => {
      const { pb } = actors.find((a) => a.role === role) as Actor
      const base = await ask(pb, start, { fields: 'id' })
      // With fewer than two rows visible there is no order to change.
      const sortPaths = base.status === 200 && base.total > 1 ? [...new Set(probesFrom(start).map((p) => p.path))] : []
      const leaks: string[] = []
      await inPool(sortPaths, 6, async (path) => {
        const up = await ask(pb, start, { fields: 'id', sort: path })
        const down = await ask(pb, start, { fields: 'id', sort: `-${path}` })
        if (up.status !== down.status || up.ids !== down.ids) leaks.push(path)
        for (const answer of [up, down]) if (!ANSWERED.has(answer.status)) leaks.push(`${path}: HTTP ${answer.status}`)
      })
      expect(leaks).toEqual([])
    }, 300_000)

    it.each(LISTABLE)('no expand from %s returns another attendee’s private values', async (start) => {
      const { pb } = actors.find((a) => a.role === role) as Actor
      const secrets = [...victimValues.values()].flatMap((record) =>
        Object.entries(record)
          .filter(([key, value]) => typeof value === 'string' && value.length > 4 && !['id', 'collectionId', 'collectionName', 'created', 'updated', 'user', 'tipo', 'TipoBadge', 'pedida'].includes(key))
          .map(([, value]) => value as string),
      )
      const base = await ask(pb, start, { fields: 'id' })
      const paths = base.status === 200 && base.total > 0 ? allPaths(hops, start, MAX_DEPTH) : []
      const leaks: string[] = []
      await inPool(paths, 6, async (path) => {
        let body = ''
        const answer = await listAnswer(pb, start, { expand: path })
        // Only what the expand added counts: a moderator may list other attendees' tickets themselves.
        if (answer.status === 200) body = JSON.stringify((answer.body as { items: { expand?: unknown }[] }).items.map((item) => item.expand ?? null))
        else if (!ANSWERED.has(answer.status)) leaks.push(`${path}: HTTP ${answer.status}`)
        for (const secret of secrets) if (body.includes(secret)) leaks.push(`${path}: ${secret}`)
      })
      expect(leaks).toEqual([])
    }, 300_000)
  })
})
