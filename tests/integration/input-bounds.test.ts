import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUERY_ALLOWLIST } from '../../src/domain/query-allowlist.ts'
import { MAX_FILTER_BYTES, MAX_HEADER_BYTES, MAX_JSON_BODY_BYTES, MAX_QUERY_BYTES, MAX_REALTIME_TOPICS } from '../../src/domain/input-limits.ts'
import { hooksDir } from '../../scripts/lib/paths.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'
import { runPool } from './support/sweep.ts'

// Every input a visitor, an attendee or a moderator can send PocketBase is bounded before anything
// parses it (server/queryguard limits.go, src/domain/input-limits.ts, docs/security.md §1). The walk
// is generated: every route that names a collection (for each collection of the allowlist and the
// two auth collections) and every hook route registered in pb_hooks, with inputs growing up to the
// server's own request limits. A filter nested 20,000 deep once cost PocketBase seconds of CPU.

const server = new OwnPocketBase()
const ID = 'abcdefghijklmno'

interface Route {
  method: string
  path: string
  /** Sends a JSON body. */
  body: boolean
}

/** Every `routerAdd(method, path, …)` of pb_hooks, as PocketBase registers them. */
function hookRoutes(): Route[] {
  const routes: Route[] = []
  for (const file of readdirSync(hooksDir).filter((f) => f.endsWith('.pb.js'))) {
    const source = readFileSync(path.join(hooksDir, file), 'utf8')
    for (const [, method, route] of source.matchAll(/routerAdd\(\s*'([A-Z]+)',\s*'([^']+)'/g)) {
      routes.push({ method: method!, path: route!.replace(/\{[^}]+\}/g, ID), body: method !== 'GET' })
    }
  }
  return routes
}

function collectionRoutes(): Route[] {
  const collections = [...new Set([...Object.keys(QUERY_ALLOWLIST.collections), 'users', 'moderators'])]
  return collections.flatMap((c) => [
    { method: 'GET', path: `/api/collections/${c}/records`, body: false },
    { method: 'GET', path: `/api/collections/${c}/records/${ID}`, body: false },
    { method: 'POST', path: `/api/collections/${c}/records`, body: true },
    { method: 'PATCH', path: `/api/collections/${c}/records/${ID}`, body: true },
    { method: 'DELETE', path: `/api/collections/${c}/records/${ID}`, body: true },
    { method: 'GET', path: `/api/files/${c}/${ID}/picture.png`, body: false },
    ...(c === 'users' || c === 'moderators'
      ? ['auth-with-password', 'request-password-reset', 'request-verification', 'request-otp', 'auth-with-otp', 'request-email-change', 'auth-refresh'].map((action) => ({
          method: 'POST',
          path: `/api/collections/${c}/${action}`,
          body: true,
        }))
      : []),
  ])
}

const ROUTES: Route[] = [...collectionRoutes(), ...hookRoutes(), { method: 'POST', path: '/api/realtime', body: true }]

/** Nesting of the growing inputs: from a small refused input up to past the server's request limits. */
// The last: a ~840 KB URL, under Go's default 1 MiB header limit and far past the server's 16 KiB.
const QUERY_DEPTHS = [2, 1_000, 5_000, 140_000]
const BODY_DEPTHS = [2, 2_000, 30_000, 200_000]

const nestedFilter = (depth: number) => `${'('.repeat(depth)}id = '${ID}'${')'.repeat(depth)}`
/** Never valid JSON (unclosed), so even the smallest is refused and nothing is ever written. */
const nestedBody = (depth: number) => `{"a":${'['.repeat(depth)}`

type Caller = { name: string; headers: Record<string, string> }
let callers: Caller[] = []

beforeAll(async () => {
  await server.start({ MI_DEADLINE_CRON: 'off' })
  const attendee = await server.user()
  callers = [
    { name: 'a visitor', headers: {} },
    { name: 'an attendee', headers: { Authorization: attendee.pb.authStore.token } },
    { name: 'a moderator', headers: { Authorization: await server.moderatorToken() } },
  ]
}, 120_000)
afterAll(() => server.remove())

interface Answer {
  route: string
  status: number
}

async function send(route: Route, caller: Caller, input: { query?: string; body?: string }): Promise<Answer> {
  const url = `${server.url}${route.path}${input.query ? `?${input.query}` : ''}`
  const init: RequestInit = { method: route.method, headers: { ...caller.headers } }
  if (input.body !== undefined && route.body) {
    init.body = input.body
    ;(init.headers as Record<string, string>)['Content-Type'] = 'application/json'
  }
  const response = await fetch(url, init)
  await response.arrayBuffer()
  return { route: `${caller.name} ${route.method} ${route.path} (${url.length} + ${input.body?.length ?? 0} bytes)`, status: response.status }
}

/** The server's CPU seconds for one pass of every route × caller with one input, and the answers. */
async function pass(input: (route: Route) => { query?: string; body?: string }, routes: Route[]): Promise<{ cpu: number; answers: Answer[] }> {
  const jobs = callers.flatMap((caller) => routes.map((route) => () => send(route, caller, input(route))))
  const before = server.cpuSeconds()
  const answers = await runPool(jobs, 4, (job) => job())
  return { cpu: server.cpuSeconds() - before, answers }
}

const notRefused = (answers: Answer[]) => answers.filter((a) => a.status < 400 || a.status >= 500)

describe('inputs growing in size and depth, on every route that names a collection and every hook route', () => {
  it('a nested filter is refused with 4xx everywhere, and the CPU per refusal stays flat as it grows from 2 to 140,000 levels', async () => {
    const cpu: number[] = []
    for (const depth of QUERY_DEPTHS) {
      const filter = encodeURIComponent(nestedFilter(depth))
      const { cpu: used, answers } = await pass(() => ({ query: `filter=${filter}` }), ROUTES)
      expect(notRefused(answers), `depth ${depth}`).toEqual([])
      cpu.push(used)
    }
    const baseline = Math.max(cpu[0]!, 0.05)
    // Before the bounds, one 40 KB filter cost PocketBase 36 s of CPU; now the largest input costs
    // about what the smallest does (reading 840 KB is the only work that grows).
    expect(cpu.map((c) => c / baseline).every((ratio) => ratio < 4), `CPU seconds per pass: ${cpu.join(', ')}`).toBe(true)
  }, 120_000)

  it('a nested or oversized JSON body is refused with 4xx everywhere, and the CPU per refusal stays flat as it grows to 200 KB', async () => {
    const cpu: number[] = []
    const withBody = ROUTES.filter((r) => r.body)
    for (const depth of BODY_DEPTHS) {
      const body = nestedBody(depth)
      const { cpu: used, answers } = await pass(() => ({ body }), withBody)
      expect(notRefused(answers), `depth ${depth}`).toEqual([])
      cpu.push(used)
    }
    const baseline = Math.max(cpu[0]!, 0.05)
    expect(cpu.map((c) => c / baseline).every((ratio) => ratio < 4), `CPU seconds per pass: ${cpu.join(', ')}`).toBe(true)
  }, 120_000)
})

describe('the limits, at their edges', () => {
  const list = (query: string) => fetch(`${server.url}/api/collections/EntradasEntregadas/records?${query}`, { headers: callers[1]!.headers })

  it('request headers past the server’s limit are refused by Go’s server itself (431)', async () => {
    const response = await fetch(`${server.url}/api/health`, { headers: { 'X-Padding': 'a'.repeat(2 * MAX_HEADER_BYTES) } })
    expect(response.status).toBe(431)
  })

  it('a query string one byte over the limit answers 414 before any parsing', async () => {
    const response = await list(`perPage=1&x=${'a'.repeat(MAX_QUERY_BYTES)}`)
    expect(response.status).toBe(414)
    expect((await response.json()).message).toContain('The request address is too long.')
  })

  it('the longest filter the SPA sends is accepted and one byte more is refused', async () => {
    const ids = Array.from({ length: 50 }, () => `user = '${ID}'`).join(' || ')
    expect(ids.length).toBeLessThanOrEqual(MAX_FILTER_BYTES)
    expect((await list(`filter=${encodeURIComponent(ids)}`)).status).toBe(200)
    const search = `orderID ~ '${'a'.repeat(MAX_FILTER_BYTES - 11)}'`
    expect(search.length).toBe(MAX_FILTER_BYTES + 1)
    expect((await list(`filter=${encodeURIComponent(search)}`)).status).toBe(400)
  })

  it('a JSON body over the limit answers 413 and one nested deeper than the limit answers 400, and neither writes', async () => {
    const admin = await server.superuser()
    const before = (await admin.collection('privacyRequests').getList(1, 1)).totalItems
    const post = (body: string) =>
      fetch(`${server.url}/api/mi/rights`, { method: 'POST', headers: { ...callers[1]!.headers, 'Content-Type': 'application/json' }, body })
    const big = await post(JSON.stringify({ derecho: 'acceso', detalle: 'a'.repeat(MAX_JSON_BODY_BYTES) }))
    expect(big.status).toBe(413)
    expect((await big.json()).message).toContain('The request body is too large.')
    const deep = await post(`{"derecho":"acceso","x":${'['.repeat(17)}${']'.repeat(17)}}`)
    expect(deep.status).toBe(400)
    expect((await deep.json()).message).toContain('The request body is nested too deeply.')
    expect((await admin.collection('privacyRequests').getList(1, 1)).totalItems).toBe(before)
  })

  it('an unfinished JSON body on a record route is refused at once, for the CPU of a whole one', async () => {
    // PocketBase's reader starts the body again at its end, so `{"a":[[` was decoded as itself
    // thousands of times: 0.3 s of CPU for seven bytes.
    const create = (body: string) =>
      fetch(`${server.url}/api/collections/Equipo/records`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }).then(async (r) => {
        await r.arrayBuffer()
        return r.status
      })
    const cpuOf = async (body: string) => {
      const before = server.cpuSeconds()
      const statuses = await runPool(Array.from({ length: 60 }), 4, () => create(body))
      return { cpu: server.cpuSeconds() - before, statuses: [...new Set(statuses)] }
    }
    const whole = await cpuOf('{"a":1}')
    const unfinished = await cpuOf('{"a":[[')
    expect(unfinished.statuses).toEqual([400])
    expect(whole.statuses.every((s) => s >= 400 && s < 500)).toBe(true)
    expect(unfinished.cpu / Math.max(whole.cpu, 0.05), `CPU seconds: whole ${whole.cpu}, unfinished ${unfinished.cpu}`).toBeLessThan(3)
  })

  it('a form body is refused on every route but the record writes of collections with files', async () => {
    const form = new FormData()
    form.set('derecho', 'acceso')
    const hook = await fetch(`${server.url}/api/mi/rights`, { method: 'POST', headers: callers[1]!.headers, body: form })
    expect(hook.status).toBe(415)
    const urlencoded = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'identity=a%40b.c&password=x',
    })
    expect(urlencoded.status).toBe(415)
  })

  it('a realtime subscription with more topics than a page holds is refused', async () => {
    const topics = Array.from({ length: MAX_REALTIME_TOPICS + 1 }, () => 'Entradas/*')
    const response = await fetch(`${server.url}/api/realtime`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientId: 'x'.repeat(40), subscriptions: topics }),
    })
    expect(response.status).toBe(400)
  })
})
