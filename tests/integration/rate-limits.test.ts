import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import pideentrada from '../../functions/pideentrada.mts'
import { authenticate } from '../../functions/_shared/auth.ts'
import { HttpError } from '../../functions/_shared/http.ts'
import { REQUEST_MESSAGES } from '../../src/domain/ticket-request.ts'
import { cheapPasswordHashing, createVerifiedUsers, type BenchUser } from '../../scripts/bench/fixtures.ts'
import { RATE_LIMIT_RULES } from '../../scripts/lib/pocketbase-settings.ts'
import { client, createUser, nextClientIp, statusOf, superuser } from './support/pocketbase.ts'
import { ensureType } from './support/queue-fixtures.ts'
import { invokeFunction } from '../../scripts/lib/netlify-functions-runtime.ts'

/** pideentrada as Netlify calls it: the buyer's token, and the buyer's address in x-nf-client-connection-ip. */
async function pide(user: BenchUser, entradaid: string, ip: string) {
  const res = await invokeFunction(pideentrada,
    new Request('http://localhost/.netlify/functions/pideentrada', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}`, 'x-nf-client-connection-ip': ip },
      body: JSON.stringify({ userid: user.id, entradaid }),
    }),
  )
  return { status: res.status, body: (await res.json()) as { error?: string; details?: { code?: string } } }
}

/** Runs `count` calls with at most `width` in flight. */
async function inFlight<T>(count: number, width: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count)
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++
        results[i] = await call(i)
      }
    }),
  )
  return results
}

describe('the production rate limiter is on, and the ticket rush is intact', () => {
  let admin: PocketBase
  let users: BenchUser[] = []
  let general: { id: string }
  let passwordCost: unknown

  beforeAll(async () => {
    admin = await superuser()
    general = await ensureType(admin, { tipo: 'B1', price: 45000, estado: 'disponible', quedan: 5000 })
    // 2,040 accounts: with the bench's cheap password hashing (bcrypt cost 4 for this file only).
    passwordCost = (await admin.collections.getOne('users')).fields.find((field) => field.name === 'password')?.cost
    await cheapPasswordHashing(admin)
    users = await createVerifiedUsers(admin, 2040, 16)
  }, 300_000)

  afterAll(async () => {
    // Leave the shared PocketBase as it was for the next files: no extra open requests or accounts.
    const ids = new Set(users.map((user) => user.id))
    const requests = await admin.collection('EntradasPedidas').getFullList({ fields: 'id,user', batch: 1000 })
    const mine = requests.filter((request) => ids.has(String(request.user)))
    await inFlight(mine.length, 16, (i) => admin.collection('EntradasPedidas').delete((mine[i] as { id: string }).id))
    await inFlight(users.length, 16, (i) => admin.collection('users').delete((users[i] as BenchUser).id))
    const collection = await admin.collections.getOne('users')
    const fields = collection.fields.map((field) => (field.name === 'password' ? { ...field, cost: passwordCost } : field))
    await admin.collections.update('users', { fields })
  }, 300_000)

  it('PocketBase runs with the rules pb:configure applies', async () => {
    const settings = await admin.settings.getAll()
    expect(settings.rateLimits.enabled).toBe(true)
    expect(settings.rateLimits.rules).toEqual(RATE_LIMIT_RULES.map((rule) => ({ ...rule })))
    expect(settings.trustedProxy.headers).toEqual(['X-Forwarded-For'])
  })

  it('2,000 distinct buyers, each from their own address, asking at once through pideentrada get no 429', async () => {
    // Shared by all (the functions' IP, before this design), PocketBase's 300 per 10 s would refuse most of them.
    const rush = users.slice(0, 2000)
    const started = performance.now()
    const answers = await inFlight(rush.length, 50, (i) => pide(rush[i] as BenchUser, general.id, `172.16.${i >> 8}.${i & 255}`))
    const seconds = (performance.now() - started) / 1000
    const statuses: Record<number, number> = {}
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1
    expect(statuses, `${answers.length} requests in ${seconds.toFixed(1)} s`).toEqual({ 200: 2000 })
  }, 120_000)

  it('40 buyers behind one address (a carrier NAT, the venue Wi-Fi) asking 8 times each are budgeted per person, not per address', async () => {
    const crowd = users.slice(2000, 2040)
    const ip = nextClientIp()
    // 40 accounts × 8 calls from ONE address: every account stays within its own budget (10 per 10 s).
    const answers = await inFlight(320, 40, (i) => pide(crowd[i % 40] as BenchUser, general.id, ip))
    expect(answers.filter((a) => a.status === 429)).toEqual([])
    expect(answers.filter((a) => a.status >= 500)).toEqual([])
  })

  it('a flood of bad tokens from one address gets 401 then 429 with Retry-After, while a buyer at the same address still buys', async () => {
    const ip = nextClientIp()
    const forged = (i: number) =>
      invokeFunction(pideentrada,
        new Request('http://localhost/.netlify/functions/pideentrada', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${users[0]?.token.slice(0, -4)}x${i}yz`, 'x-nf-client-connection-ip': ip },
          body: JSON.stringify({ userid: users[0]?.id, entradaid: general.id }),
        }),
      )
    const flood = await inFlight(300, 20, (i) => forged(i))
    const statuses = flood.map((res) => res.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(30)
    expect(statuses.filter((status) => status === 429)).toHaveLength(270)
    const refused = flood.find((res) => res.status === 429)
    expect(refused?.headers.get('Retry-After')).toBe('10')
    expect(await refused?.json()).toEqual({ error: REQUEST_MESSAGES.rateLimited, details: { code: 'rateLimited' } })
    const neighbour = users[2039] as BenchUser
    await admin.collection('EntradasPedidas').getFullList({ filter: admin.filter('user = {:u}', { u: neighbour.id }) }).then((open) => Promise.all(open.map((r) => admin.collection('EntradasPedidas').delete(r.id))))
    expect((await pide(neighbour, general.id, ip)).status).toBe(200)
  })

  it('one buyer double-clicking 40 times at once gets exactly one request and no 5xx', async () => {
    const buyer = await createVerifiedUsers(admin, 1, 1).then((list) => list[0] as BenchUser)
    const answers = await inFlight(40, 40, () => pide(buyer, general.id, nextClientIp()))
    expect(answers.filter((a) => a.status >= 500)).toEqual([])
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    const open = await admin.collection('EntradasPedidas').getFullList({ filter: admin.filter('user = {:u}', { u: buyer.id }) })
    expect(open).toHaveLength(1)
    await admin.collection('EntradasPedidas').delete((open[0] as { id: string }).id)
    await admin.collection('users').delete(buyer.id)
  })

  /** Verifies `user`'s token as a function does, from `ip`; the status the function would answer. */
  const check = async (token: string, ip: string) => {
    try {
      await authenticate(new Request('http://localhost/x', { headers: { authorization: `Bearer ${token}`, 'x-nf-client-connection-ip': ip } }))
      return 200
    } catch (err) {
      if (err instanceof HttpError) return err.status
      throw err
    }
  }

  it('one account hammering from one address: past 60 token checks per 10 s a 429, never "not logged in" (401)', async () => {
    const user = await createUser()
    const ip = nextClientIp()
    const outcomes = await inFlight(70, 10, () => check(user.pb.authStore.token, ip))
    expect(outcomes.filter((s) => s === 200)).toHaveLength(60)
    expect(outcomes.filter((s) => s === 429)).toHaveLength(10)
    expect(outcomes).not.toContain(401)
  })

  it('limits password guessing: the 11th login attempt from one address within 30 s is refused, another address is not', async () => {
    const victim = await createUser()
    const attacker = client(nextClientIp())
    const tries = await inFlight(11, 1, () => statusOf(attacker.collection('users').authWithPassword(victim.email, 'wrong-password')))
    expect(tries.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 400))
    expect(tries[10]).toBe(429)
    expect(await statusOf(client(nextClientIp()).collection('users').authWithPassword(victim.email, victim.password))).toBe(0)
  })
})
