import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUERY_ALLOWLIST, type CollectionQueries } from '../../src/domain/query-allowlist.ts'
import { legalData } from './permissions-fixtures.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'
import { ensureType } from './support/queue-fixtures.ts'
import { realtimeClient } from './support/pocketbase.ts'

// The allowlist (server/queryguard, docs/security.md §1) decides before PocketBase plans a query. The
// proof is PocketBase's own: with --dev it prints every SQL statement as it runs it, so a refusal must
// come back 400 with no statement printed between two fences. A fence is a public list whose SQL is
// unique (its OFFSET); once it shows, everything PocketBase ran before it has shown too.

const server = new OwnPocketBase()
const lines: string[] = []
const waiters: { text: string; resolve: (index: number) => void }[] = []

function onLine(line: string): void {
  lines.push(line)
  for (const waiter of [...waiters]) {
    if (line.includes(waiter.text)) {
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve(lines.length - 1)
    }
  }
}

const lineWith = (text: string) =>
  new Promise<number>((resolve) => {
    const found = lines.findIndex((line) => line.includes(text))
    if (found >= 0) resolve(found)
    else waiters.push({ text, resolve })
  })

let fences = 0
async function fence(): Promise<number> {
  const page = 1_000_000 + ++fences
  const seen = lineWith(`OFFSET ${(page - 1) * 30}`)
  expect((await fetch(`${server.url}/api/collections/Amigos/records?page=${page}&skipTotal=1`)).status).toBe(200)
  return seen
}

const isSql = (line: string) => /^\[\d+(\.\d+)?ms\]/.test(line.trim()) && !line.includes('_logs')

/** The status of a request and every SQL statement PocketBase ran for it. */
async function traced(path: string, init: RequestInit = {}): Promise<{ status: number; sql: string[] }> {
  const start = await fence()
  const status = (await fetch(`${server.url}${path}`, init)).status
  const end = await fence()
  return { status, sql: lines.slice(start + 1, end).filter(isSql) }
}

beforeAll(async () => {
  await server.start({ MI_DEADLINE_CRON: 'off' }, { dev: true, log: onLine })
})
afterAll(() => server.remove())

const RECORD_ID = 'abcdefghijklmno'
const MARK = 'zzguessedzz'
const fill = (template: string, value = `'${RECORD_ID}'`) => template.replace(/\{:[A-Za-z0-9_]+\}/g, value)
const query = (params: [string, string][]) => params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')

/** What an attacker tries on each collection, built from what the allowlist accepts there. */
function mutations(queries: CollectionQueries): [string, string][] {
  const filter = queries.filters?.[0]
  const allowed = filter ? fill(filter.template) : `id = '${RECORD_ID}'`
  const out: [string, string][] = [
    ['a relation walk in filter', query([['filter', `user.email ~ '${MARK}%'`]])],
    ['a back-relation walk in filter', query([['filter', `EntradasPedidas_via_user.user.userLegalInfoPaws_via_user.numDocumento ~ '${MARK}%'`]])],
    ['@collection in filter', query([['filter', `@collection.userLegalInfoPaws.numDocumento ~ '${MARK}%'`]])],
    ['@request in filter', query([['filter', `@request.auth.email ~ '${MARK}%'`]])],
    ['an extra clause after the allowed one', query([['filter', `${allowed} && id != '${MARK}'`]])],
    ['the allowed one inside parentheses with another', query([['filter', `(${allowed}) || (id != '${MARK}')`]])],
    ['the allowed one with a comment', query([['filter', `${allowed} // ${MARK}`]])],
    ['a second filter parameter', query([['filter', allowed], ['filter', `id != '${MARK}'`]])],
    ['a semicolon in the query string', `filter=${encodeURIComponent(allowed)};x=${MARK}`],
    ['sort by a private field of a relation', query([['sort', 'user.email']])],
    ['sort by a back-relation', query([['sort', 'EntradasPedidas_via_user.user']])],
    ['sort at random', query([['sort', '@random']])],
    ['an expand of a person', query([['expand', 'user']])],
    ['a deep expand', query([['expand', 'tipo.EntradasPedidas_via_tipo.user']])],
    ['fields of an expand', query([['fields', 'id,expand.user.email']])],
  ]
  if (filter && /\{:/.test(filter.template)) {
    out.push(
      ['the placeholder given text instead of a record id', query([['filter', fill(filter.template, `'${MARK}%'`)]])],
      ['the allowed comparison with another operator', query([['filter', fill(filter.template).replace(' = ', ' ~ ')]])],
    )
  }
  return out
}

const collections = Object.entries(QUERY_ALLOWLIST.collections) as [string, CollectionQueries][]

describe('every allowlisted collection refuses what the allowlist does not name, before any SQL', () => {
  const cases = collections.flatMap(([name, queries]) => mutations(queries).map(([label, q]) => [name, label, q] as const))

  it.each(cases)('%s: %s — 400, no statement run', async (collection, _label, q) => {
    const { status, sql } = await traced(`/api/collections/${collection}/records?${q}`)
    expect(status).toBe(400)
    expect(sql).toEqual([])
  })

  it.each(collections.map(([name]) => name))('%s: the same refusal on a single record, by collection id too', async (collection) => {
    const admin = await server.superuser()
    const { id } = await admin.collections.getOne(collection)
    const { status, sql } = await traced(`/api/collections/${id}/records/${RECORD_ID}?${query([['expand', 'user']])}`)
    expect(status).toBe(400)
    expect(sql).toEqual([])
  })

  it('the detector sees statements: an allowlisted public list runs its SQL', async () => {
    const { status, sql } = await traced(`/api/collections/Entradas/records?${query([['sort', 'ValorCLP']])}`)
    expect(status).toBe(200)
    expect(sql.some((line) => line.includes('`Entradas`'))).toBe(true)
  })

  it('the moderators’ lookup by id takes up to 50 ids joined by ||, and nothing else', async () => {
    const moderator = await server.moderatorToken()
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id = 'a${String(i).padStart(14, '0')}'`)
    const list = (filter: string) => traced(`/api/collections/userCompleteLegal/records?${query([['filter', filter]])}`, { headers: { Authorization: moderator } })
    expect((await list(ids(50).join(' || '))).status).toBe(200)
    for (const refused of [ids(51).join(' || '), ids(2).join(' && '), `${ids(1)[0]} || email ~ 'a%'`]) {
      const { status, sql } = await list(refused)
      expect(status, refused.slice(0, 60)).toBe(400)
      // PocketBase reads the moderator's account for the token first; the view is never queried.
      expect(sql.filter((line) => line.includes('userCompleteLegal'))).toEqual([])
    }
  })

  it('routes without a collection take no filter, sort, expand or fields at all', async () => {
    for (const path of ['/api/health?fields=message', '/api/mi/audit?expand=actor', '/api/realtime?filter=x']) {
      expect((await traced(path)).status, path).toBe(400)
    }
  })

  it('a batch request is refused whole, before any sub-request runs', async () => {
    const body = JSON.stringify({ requests: [{ method: 'GET', url: `/api/collections/Entradas/records?filter=${encodeURIComponent(`id != '${MARK}'`)}` }] })
    const { status, sql } = await traced('/api/batch', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    expect(status).toBe(400)
    expect(sql).toEqual([])
  })
})

describe('realtime subscriptions: topics from the allowlist, never options', () => {
  const subscribe = async (body: (clientId: string) => string, contentType = 'application/json') => {
    const { clientId, close } = await realtimeClient(server.url)
    try {
      return (await fetch(`${server.url}/api/realtime`, { method: 'POST', headers: { 'Content-Type': contentType }, body: body(clientId) })).status
    } finally {
      close()
    }
  }
  const topics = (list: string[]) => (clientId: string) => JSON.stringify({ clientId, subscriptions: list })
  const withOptions = (raw: string) => `Entradas/*?options=${encodeURIComponent(raw)}`

  it('accepts every topic the SPA subscribes to, and the SDK’s own PB_CONNECT', async () => {
    const all = [...QUERY_ALLOWLIST.clientEvents, ...Object.entries(QUERY_ALLOWLIST.realtime).flatMap(([name, kinds]) => [
      ...('all' in kinds && kinds.all ? [`${name}/*`] : []),
      ...('record' in kinds && kinds.record ? [`${name}/${RECORD_ID}`] : []),
    ])]
    expect(await subscribe(topics(all))).toBe(204)
  })

  it.each([
    ['options with a duplicate filter key (the first walks, the last is harmless)', withOptions(`{"query":{"filter":"user.email ~ '${MARK}%'","filter":"id != ''"}}`)],
    ['options with a harmless filter', withOptions(`{"query":{"filter":"id != ''"}}`)],
    ['options with only headers', withOptions('{"headers":{"Authorization":"x"}}')],
    ['empty options', withOptions('{}')],
    ['a collection outside the allowlist', 'userLegalInfoPaws/*'],
    ['a record topic where only the collection is allowed', `AlertBanner/${RECORD_ID}`],
    ['the collection topic where only records are allowed', 'EntradasUsuario/*'],
    ['another collection outside it (accounts)', 'users/*'],
    ['a topic with a query but no options', 'Entradas/*?filter=x'],
  ])('refuses %s', async (_label, topic) => {
    expect(await subscribe(topics([topic]))).toBe(400)
  })

  it('refuses an allowlisted collection named by its id instead of its name', async () => {
    const { id } = await (await server.superuser()).collections.getOne('Entradas')
    expect(await subscribe(topics([`${id}/*`]))).toBe(400)
  })

  it('refuses a body with a key twice, a key it does not know, trailing data, or not JSON', async () => {
    expect(await subscribe((id) => `{"clientId":"${id}","subscriptions":["Entradas/*"],"subscriptions":["users/*"]}`)).toBe(400)
    expect(await subscribe((id) => `{"clientId":"${id}","Subscriptions":["users/*"],"subscriptions":["Entradas/*"]}`)).toBe(400)
    expect(await subscribe((id) => `{"clientId":"${id}","subscriptions":["Entradas/*"]} {}`)).toBe(400)
    // A form body is refused before anything reads it (only record writes with files take forms).
    expect(await subscribe((id) => `clientId=${id}&subscriptions=users%2F*`, 'application/x-www-form-urlencoded')).toBe(415)
  })
})

describe('a refused guess takes the same time whether it is true or false', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

  it('true and false prefixes of another attendee’s legal name (plaintext, reachable by the walk) are refused in indistinguishable times', async () => {
    const admin = await server.superuser()
    const victim = await server.user()
    await admin.collection('userLegalInfoPaws').create(legalData(victim.id))
    const secret = String((await admin.collection('userLegalInfoPaws').getFirstListItem(admin.filter('user = {:u}', { u: victim.id })))['nombreEnDocumento']).slice(0, 4)
    // The victim waits in a queue, so the walk from the public catalogue reaches their legal record.
    const type = await ensureType(admin, { tipo: 'B2', price: 30000, quedan: null })
    await admin.collection('EntradasPedidas').create({ user: victim.id, tipo: type.id, estado: 'creada' })
    // The walk of the report: a guess, then an expensive join that PocketBase would run only if the guess holds.
    const guess = (prefix: string) =>
      `/api/collections/Entradas/records?${query([['filter', `EntradasPedidas_via_tipo.user.userLegalInfoPaws_via_user.nombreEnDocumento ~ '${prefix}%' && EntradasPedidas_via_tipo.user.EntradasPedidas_via_user.user.EntradasPedidas_via_user.id != ''`]])}`
    const time = async (path: string) => {
      const started = performance.now()
      const res = await fetch(`${server.url}${path}`)
      expect(res.status).toBe(400)
      return performance.now() - started
    }
    const truths: number[] = []
    const falsehoods: number[] = []
    for (let i = 0; i < 40; i++) {
      truths.push(await time(guess(secret)))
      falsehoods.push(await time(guess('Zqxw')))
    }
    const ratio = median(truths) / median(falsehoods)
    expect(ratio).toBeGreaterThan(0.5)
    expect(ratio).toBeLessThan(2)
  })
})
