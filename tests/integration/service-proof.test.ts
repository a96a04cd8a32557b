import { beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import { client, createModerator, nextClientIp, pocketbaseUrl, superuser, uniqueEmail } from './support/pocketbase.ts'
import { createBuyer, ensureType, openRequests, pide, type Buyer } from './support/queue-fixtures.ts'
import { adminClient } from '../../functions/_shared/pocketbase.ts'

// The ticket rush route takes the functions' service token in X-MI-Service-Token (pb_hooks/lib/service-auth.js
// serviceProof), not in Authorization: only the service account's token opens it, and guesses are budgeted.

const ROUTE = '/api/mi/service/pide-entrada'

/** POSTs to the rush route from `address` (the connecting address PocketBase's trusted proxy reports). */
async function askRoute(headers: Record<string, string>, body: unknown, address = nextClientIp()) {
  const res = await fetch(`${pocketbaseUrl()}${ROUTE}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify(body),
  })
  return { status: res.status, code: ((await res.json()) as { code?: string }).code }
}

/** A second service superuser under `.invalid`, signed in with its password alone. */
async function serviceAccount(admin: PocketBase) {
  const email = uniqueEmail('service').replace(/@.*$/, '@functions.invalid')
  const password = 'Service-account-password-0123456789'
  const record = await admin.collection('_superusers').create({ email, password, passwordConfirm: password })
  const pb = client()
  await pb.collection('_superusers').authWithPassword(email, password)
  return { id: record.id, token: pb.authStore.token }
}

describe('the ticket rush route: the functions prove themselves with their service token', () => {
  let admin: PocketBase
  let type: { id: string }
  let buyer: Buyer
  let body: { userid: string; entradaid: string }

  beforeAll(async () => {
    admin = await superuser()
    type = await ensureType(admin, { tipo: 'B1', price: 45000, quedan: 100 })
    buyer = await createBuyer()
    body = { userid: buyer.id, entradaid: type.id }
  })

  it('refuses calls without the service token, or with a user’s, a moderator’s or a human superuser’s token, and queues nobody', async () => {
    const moderator = await createModerator()
    const human = await admin.collection('_superusers').create({ email: uniqueEmail('human'), password: 'Human-admin-pass-1', passwordConfirm: 'Human-admin-pass-1' })
    const humanToken = (await admin.collection('_superusers').impersonate(human.id, 600)).authStore.token
    const user = { 'x-mi-user-token': buyer.token }
    const refused = { status: 401, code: 'serviceUnauthenticated' }
    expect(await askRoute(user, body)).toEqual(refused)
    expect(await askRoute({ ...user, 'x-mi-service-token': buyer.token }, body)).toEqual(refused)
    expect(await askRoute({ ...user, 'x-mi-service-token': moderator.pb.authStore.token }, body)).toEqual(refused)
    expect(await askRoute({ ...user, 'x-mi-service-token': humanToken }, body)).toEqual(refused)
    // The service token in Authorization, as other routes take it, does not open this one.
    expect(await askRoute({ ...user, authorization: admin.authStore.token }, body)).toEqual(refused)
    expect(await openRequests(admin, buyer.id)).toHaveLength(0)
  })

  it('the old route that took the buyer’s own token, outside the per-buyer budgets, is gone (404) and queues nobody', async () => {
    const res = await fetch(`${pocketbaseUrl()}/api/mi/pide-entrada`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientIp(), authorization: buyer.token },
      body: JSON.stringify(body),
    })
    expect(res.status).toBe(404)
    expect(await openRequests(admin, buyer.id)).toHaveLength(0)
  })

  it('queues the buyer when the service token comes in X-MI-Service-Token', async () => {
    const service = await serviceAccount(admin)
    expect(await askRoute({ 'x-mi-service-token': service.token, 'x-mi-user-token': buyer.token }, body)).toEqual({ status: 200, code: 'ok' })
    expect(await openRequests(admin, buyer.id)).toHaveLength(1)
  })

  it('refuses a service token PocketBase no longer accepts (password changed) the first time it is shown', async () => {
    const service = await serviceAccount(admin)
    const password = 'Another-service-password-9876543210'
    await admin.collection('_superusers').update(service.id, { password, passwordConfirm: password })
    const other = await createBuyer()
    const answer = await askRoute({ 'x-mi-service-token': service.token, 'x-mi-user-token': other.token }, { userid: other.id, entradaid: type.id })
    expect(answer).toEqual({ status: 401, code: 'serviceUnauthenticated' })
    expect(await openRequests(admin, other.id)).toHaveLength(0)
  })

  it('after 30 refused calls (no service token or a wrong one) from one address within 10 s, that address gets 429 even with the right token; others do not', async () => {
    const address = nextClientIp()
    const refusals = []
    for (let i = 0; i < 30; i++) refusals.push(await askRoute(i % 2 ? { 'x-mi-service-token': `guess.${i}.x` } : {}, body, address))
    expect(refusals.every((answer) => answer.status === 401 && answer.code === 'serviceUnauthenticated')).toBe(true)
    // A token never shown before needs a full check, and this address has spent its checks.
    const fresh = await serviceAccount(admin)
    const other = await createBuyer()
    const ask = { 'x-mi-service-token': fresh.token, 'x-mi-user-token': other.token }
    const otherBody = { userid: other.id, entradaid: type.id }
    expect(await askRoute(ask, otherBody, address)).toEqual({ status: 429, code: 'rateLimited' })
    expect(await openRequests(admin, other.id)).toHaveLength(0)
    expect(await askRoute(ask, otherBody, nextClientIp())).toEqual({ status: 200, code: 'ok' })
  })

  it('when the service password changed under a warm function, pideentrada logs in again once and queues the buyer exactly once', async () => {
    const email = uniqueEmail('service').replace(/@.*$/, '@functions.invalid')
    const before = 'Service-password-before-0123456789'
    const account = await admin.collection('_superusers').create({ email, password: before, passwordConfirm: before })
    const saved = { email: Netlify.env.get('PB_SUPERUSER_EMAIL'), password: Netlify.env.get('PB_SUPERUSER_PASSWORD') }
    try {
      Netlify.env.set('PB_SUPERUSER_EMAIL', email)
      Netlify.env.set('PB_SUPERUSER_PASSWORD', before)
      // A warm instance: it logged in and keeps the token.
      const stale = (await adminClient()).authStore.token
      const after = 'Service-password-after-9876543210'
      await admin.collection('_superusers').update(account.id, { password: after, passwordConfirm: after })
      Netlify.env.set('PB_SUPERUSER_PASSWORD', after)
      const other = await createBuyer()
      expect((await pide({ userid: other.id, entradaid: type.id }, other.token)).status).toBe(200)
      expect(await openRequests(admin, other.id)).toHaveLength(1)
      expect((await adminClient()).authStore.token).not.toBe(stale)
    } finally {
      Netlify.env.set('PB_SUPERUSER_EMAIL', saved.email ?? '')
      Netlify.env.set('PB_SUPERUSER_PASSWORD', saved.password ?? '')
    }
  })
})
