import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { createModerator, createUser, nextClientIp, pocketbaseUrl, superuser, type TestAccount } from './support/pocketbase.ts'

// The routes added for transfers, rights requests and the moving queue, sent malformed bodies, ids and
// queries by the role each one is for: every answer is a clear 4xx (never a 5xx), and nothing is written.

let admin: PocketBase
let user: TestAccount
let moderator: TestAccount
let organiser: TestAccount

beforeAll(async () => {
  admin = await superuser()
  user = await createUser()
  moderator = await createModerator()
  organiser = await createModerator()
  await admin.collection('moderators').update(organiser.id, { organizador: true })
})

const JUNK_VALUES: unknown[] = [null, true, false, 0, -1, 1e308, '', ' ', 'x'.repeat(100_000), '\u0000', '../../etc', '__proto__', [], ['a'], {}, { $ne: 1 }, { __proto__: { x: 1 } }, [[[[[]]]]]]
const JUNK_IDS = ['x', 'aaaaaaaaaaaaaaa', 'AAAAAAAAAAAAAAA', '%00', '..%2F..', '__proto__', 'constructor', encodeURIComponent("' OR 1=1 --"), 'a'.repeat(400)]

/** Raw bodies PocketBase's JSON reader must refuse or read as something harmless. */
const RAW_BODIES = ['', 'null', '[]', '"text"', '42', '{', '{"a":', '{"ticket":{"$gt":""}}', `{"to":"${'a'.repeat(300_000)}"}`, '\u0000\u0001']

async function send(account: TestAccount, method: string, path: string, body?: string) {
  const res = await fetch(`${pocketbaseUrl()}${path}`, {
    method,
    // Each call from an address of its own: the production limiter would otherwise answer 429 and hide the route's answer.
    headers: { Authorization: account.pb.authStore.token, 'X-Forwarded-For': nextClientIp(), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    ...(body !== undefined ? { body } : {}),
  })
  await res.arrayBuffer()
  return res.status
}

const bodiesFor = (fields: string[]) => [
  ...RAW_BODIES,
  ...JUNK_VALUES.map((v) => JSON.stringify(v)),
  ...fields.flatMap((field) => JUNK_VALUES.map((v) => JSON.stringify({ [field]: v }))),
]

async function counts() {
  const total = async (name: string) => (await admin.collection(name).getList(1, 1, { skipTotal: false })).totalItems
  return { traspasos: await total('traspasos'), privacyRequests: await total('privacyRequests'), Ediciones: JSON.stringify((await admin.collection('Ediciones').getFullList()).map((e) => e['traspasosHasta'])), EntradasQuedan: JSON.stringify((await admin.collection('EntradasQuedan').getFullList()).map((q) => q['colaAutomatica'])) }
}

describe('new routes, bad input by the role each is for', () => {
  it('answers 4xx, never 5xx, and writes nothing, for every malformed body, id and query', async () => {
    const before = await counts()
    const calls: [TestAccount, string, string, string | undefined][] = []
    for (const body of bodiesFor(['ticket', 'to'])) calls.push([user, 'POST', '/api/mi/transfers', body])
    for (const id of JUNK_IDS) calls.push([user, 'POST', `/api/mi/transfers/${id}/cancel`, '{}'])
    for (const id of JUNK_IDS) for (const action of ['approve', 'refuse', 'reverse', 'x']) calls.push([moderator, 'POST', `/api/mi/transfers/${id}/${action}`, '{}'])
    // Only values that are not a day or '' (those are valid deadlines).
    for (const body of bodiesFor(['deadline'])) if (!/^\{"deadline":("\d{4}-\d{2}-\d{2}"|" *")\}$/.test(body)) calls.push([organiser, 'PUT', '/api/mi/transfer-deadline', body])
    for (const body of bodiesFor(['right', 'detail'])) calls.push([user, 'POST', '/api/mi/rights', body])
    for (const id of JUNK_IDS) {
      for (const body of bodiesFor(['state', 'answer']).slice(0, 12)) calls.push([moderator, 'POST', `/api/mi/rights/${id}/answer`, body])
      calls.push([moderator, 'POST', `/api/mi/rights/${id}/answer`, JSON.stringify({ state: 'resuelta', answer: 'Listo.' })])
      calls.push([moderator, 'POST', `/api/mi/rights/${id}/extend`, JSON.stringify({ reason: 'Una razón suficientemente larga.' })])
      calls.push([organiser, 'POST', `/api/mi/organiser/moving-queue/${id}`, JSON.stringify({ on: true })])
      calls.push([moderator, 'POST', `/api/mi/queue/approve-next/${id}`, '{}'])
    }
    for (const body of bodiesFor(['on'])) if (!/^\{"on":(true|false)\}$/.test(body)) calls.push([organiser, 'POST', '/api/mi/organiser/moving-queue/aaaaaaaaaaaaaaa', body])
    for (const query of ['state=x', 'page=0', 'page=-1', 'page=1e9', 'page=abc', 'page=1.5', 'state=open&page=99999999999', `state=${'o'.repeat(5000)}`]) calls.push([moderator, 'GET', `/api/mi/rights/inbox?${query}`, undefined])

    const failures: string[] = []
    for (const [account, method, path, body] of calls) {
      const status = await send(account, method, path, body)
      // 429 would hide what the route does: the test server's limiter must not answer these.
      if (status < 400 || status >= 500 || status === 429) failures.push(`${status} ${method} ${path.slice(0, 80)} ${String(body).slice(0, 60)}`)
    }
    expect(failures).toEqual([])
    expect(await counts()).toEqual(before)
  }, 120_000)
})

describe('new routes, the wrong role', () => {
  it('visitors, attendees and plain moderators are refused (401/403) on every route that is not theirs, before any work', async () => {
    const visitor: TestAccount = { pb: { authStore: { token: '' } } as unknown as PocketBase, id: '', email: '', password: '' }
    const before = await counts()
    const id = 'aaaaaaaaaaaaaaa'
    const cases: [TestAccount, string, string, string | undefined][] = [
      [visitor, 'POST', '/api/mi/transfers', '{}'],
      [visitor, 'GET', '/api/mi/transfers/mine', undefined],
      [visitor, 'GET', '/api/mi/transfer-deadline', undefined],
      [visitor, 'GET', '/api/mi/rights', undefined],
      [visitor, 'GET', '/api/mi/public-snapshot', undefined],
      [moderator, 'POST', '/api/mi/transfers', JSON.stringify({ ticket: id, to: user.email })],
      [moderator, 'GET', '/api/mi/transfers/mine', undefined],
      [moderator, 'POST', '/api/mi/rights', JSON.stringify({ right: 'acceso' })],
      [moderator, 'GET', '/api/mi/public-snapshot', undefined],
      [moderator, 'PUT', '/api/mi/transfer-deadline', JSON.stringify({ deadline: '' })],
      [moderator, 'POST', `/api/mi/organiser/moving-queue/${id}`, JSON.stringify({ on: true })],
      [moderator, 'POST', '/api/mi/rights/remind', '{}'],
      [user, 'GET', '/api/mi/transfers', undefined],
      [user, 'POST', `/api/mi/transfers/${id}/approve`, '{}'],
      [user, 'POST', `/api/mi/transfers/${id}/reverse`, '{}'],
      [user, 'PUT', '/api/mi/transfer-deadline', JSON.stringify({ deadline: '' })],
      [user, 'GET', '/api/mi/rights/inbox', undefined],
      [user, 'POST', `/api/mi/rights/${id}/answer`, JSON.stringify({ state: 'resuelta', answer: 'x' })],
      [user, 'POST', `/api/mi/rights/${id}/extend`, JSON.stringify({ reason: 'Una razón suficientemente larga.' })],
      [user, 'POST', '/api/mi/rights/remind', '{}'],
      [user, 'GET', '/api/mi/accessibility-summary', undefined],
      [user, 'GET', '/api/mi/queue/returned', undefined],
      [user, 'POST', `/api/mi/queue/approve-next/${id}`, '{}'],
      [user, 'POST', `/api/mi/organiser/moving-queue/${id}`, JSON.stringify({ on: true })],
      [user, 'GET', '/api/mi/public-snapshot', undefined],
    ]
    const wrong: string[] = []
    for (const [account, method, path, body] of cases) {
      const status = await send(account, method, path, body)
      if (status !== 401 && status !== 403) wrong.push(`${status} ${account === visitor ? 'visitor' : account === user ? 'user' : 'moderator'} ${method} ${path}`)
    }
    expect(wrong).toEqual([])
    expect(await counts()).toEqual(before)
  })
})
