import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configurePocketBase } from '../../scripts/lib/configure-pocketbase.ts'
import { localSettings } from '../../scripts/lib/pocketbase-settings.ts'
import { freePort } from '../../scripts/lib/ports.ts'
import { startSmtpSink, type SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'
import { createPerson } from './support/person-fixtures.ts'
import { ensureType } from './support/queue-fixtures.ts'
import { errorOf } from './support/pocketbase.ts'
import { testOrderId } from './support/payments.ts'

// A server of our own: switching a type's queue on must not move other files' queues.
const own = new OwnPocketBase()
let mailbox: SmtpSink
let admin: PocketBase
let moderator: PocketBase
let organiser: PocketBase

beforeAll(async () => {
  await own.start({ MI_DEADLINE_CRON: 'off' })
  mailbox = await startSmtpSink({ port: await freePort() })
  admin = await own.superuser()
  await configurePocketBase(admin, localSettings('http://localhost:5173', `smtp://127.0.0.1:${mailbox.port}`, 'entradas@tests.local'))
  moderator = own.as(await own.moderatorToken())
  const seat = await admin.collection('moderators').create({ email: 'organiser@tests.local', password: 'Organiser123', passwordConfirm: 'Organiser123', name: 'Org', organizador: true })
  organiser = own.as((await admin.collection('moderators').impersonate(seat.id, 3600)).authStore.token)
}, 60_000)
afterAll(async () => {
  await mailbox.stop()
  await own.remove()
})

const stockRow = (type: RecordModel) => admin.collection('EntradasQuedan').getFirstListItem(admin.filter('EntradasID = {:id}', { id: type.id }))
const setMoving = async (type: RecordModel, on: boolean) => organiser.send(`/api/mi/organiser/moving-queue/${(await stockRow(type)).id}`, { method: 'POST', body: { on } })
const requestOf = (id: string) => admin.collection('EntradasPedidas').getOne(id)
const ticketOfRequest = (id: string) => admin.collection('EntradasEntregadas').getFullList({ filter: admin.filter('pedida = {:id}', { id }) })
const autoApprovals = (type: RecordModel) =>
  admin.collection('auditLog').getFullList({ filter: admin.filter("action = 'auto-approve' && after.request.tipo = {:type}", { type: type.id }) })

let people = 0
/** An account created by the superuser: no sign-in, so the auth rate limit never counts it. */
async function account(): Promise<{ id: string; email: string }> {
  const email = `queue-${Date.now().toString(36)}-${people++}@tests.local`
  const record = await admin.collection('users').create({ email, password: 'Password123', passwordConfirm: 'Password123', verified: true })
  return { id: record.id, email }
}

/** Someone waiting in the queue for `type`. */
async function waiting(type: RecordModel): Promise<{ id: string; email: string }> {
  const user = await account()
  const request = await admin.collection('EntradasPedidas').create({ user: user.id, tipo: type.id, estado: 'creada' })
  return { id: request.id, email: user.email }
}

/** An approved, unpaid ticket of `type` holding one unit (the row's quantity is set by the caller). */
async function unpaid(type: RecordModel, pagarAntes = '2099-01-01 00:00:00.000Z'): Promise<RecordModel> {
  const user = await account()
  const request = await admin.collection('EntradasPedidas').create({ user: user.id, tipo: type.id, estado: 'aprobada' })
  return admin.collection('EntradasEntregadas').create({ user: user.id, tipo: type.id, pedida: request.id, nombre: 'Ana', orderID: testOrderId(), monto: 30000, estado: 'creada', pagarAntes })
}

async function closeQueue(type: RecordModel): Promise<void> {
  for (const r of await admin.collection('EntradasPedidas').getFullList({ filter: admin.filter("tipo = {:t} && estado = 'creada'", { t: type.id }) })) {
    await admin.collection('EntradasPedidas').update(r.id, { estado: 'rechazada' })
  }
}

describe('the organisers’ switch', () => {
  it('is off by default, organisers only, audited', async () => {
    const type = await ensureType(admin, { tipo: 'B1', price: 30000, quedan: 3 })
    expect((await stockRow(type))['colaAutomatica']).toBe(false)
    const row = await stockRow(type)
    expect((await errorOf(moderator.send(`/api/mi/organiser/moving-queue/${row.id}`, { method: 'POST', body: { on: true } }))).status).toBe(403)
    expect((await errorOf(setMoving(type, 'yes' as unknown as boolean))).status).toBe(400)
    expect((await setMoving(type, true))['colaAutomatica']).toBe(true)
    const audit = await admin.collection('auditLog').getFirstListItem(admin.filter("target = {:t} && action = 'update'", { t: row.id }))
    expect(audit).toMatchObject({ before: { colaAutomatica: false }, after: { colaAutomatica: true } })
    await setMoving(type, false)
  })
})

describe('with the switch on, a returned unit approves the next request once', () => {
  it('expiry: the head of that type’s queue is approved in the expiry’s run and mailed its payment request', async () => {
    const type = await ensureType(admin, { tipo: 'S1', price: 30000, quedan: 0 })
    await closeQueue(type)
    await setMoving(type, true)
    const ticket = await unpaid(type, '2026-01-01 00:00:00.000Z')
    const first = await waiting(type)
    const second = await waiting(type)
    const summary = await admin.send<{ expired: string[] }>('/api/mi/deadlines/run', { method: 'POST', body: { now: '2026-01-02T00:00:00Z' } })
    expect(summary.expired).toContain(ticket.id)
    expect((await requestOf(first.id))['estado']).toBe('aprobada')
    expect((await requestOf(second.id))['estado']).toBe('creada')
    const [issued] = await ticketOfRequest(first.id)
    expect(issued).toMatchObject({ estado: 'creada', monto: 30000 })
    expect((await stockRow(type))['CantidadQuedan']).toBe(0)
    expect(await autoApprovals(type)).toHaveLength(1)
    const mail = await mailbox.waitFor((m) => m.to.includes(first.email))
    expect(mail.text).toContain(String(issued?.['orderID']))
    await expect.poll(async () => (await admin.collection('EntradasEntregadas').getOne(String(issued?.id)))['correoEnviado']).toBe('si')
    // A second run finds nothing more to return or approve.
    await admin.send('/api/mi/deadlines/run', { method: 'POST', body: { now: '2026-01-03T00:00:00Z' } })
    expect((await requestOf(second.id))['estado']).toBe('creada')
    expect(await autoApprovals(type)).toHaveLength(1)
  })

  it('delete: a moderator’s "Eliminar" of an unpaid ticket approves the next request in the same step', async () => {
    const type = await ensureType(admin, { tipo: 'SS1', price: 30000, quedan: 0 })
    await closeQueue(type)
    await setMoving(type, true)
    const ticket = await unpaid(type)
    const next = await waiting(type)
    await moderator.collection('EntradasEntregadas').delete(ticket.id)
    expect((await requestOf(next.id))['estado']).toBe('aprobada')
    expect(await ticketOfRequest(next.id)).toHaveLength(1)
    expect((await stockRow(type))['CantidadQuedan']).toBe(0)
    await mailbox.waitFor((m) => m.to.includes(next.email))
  })

  it('refund: an organiser refund recorded by /api/mi/refunded approves the next request', async () => {
    const person = await createPerson({ eventTypeTipo: 'S2' }, { superuser: () => own.superuser(), user: () => own.user() })
    const type = await ensureType(admin, { tipo: 'S2', price: 60000, quedan: 0 })
    await closeQueue(type)
    await setMoving(type, true)
    const next = await waiting(type)
    await admin.collection('pagos').update(person.ids.payment, { estado: 'reembolsando', reembolsoMotivo: 'organizador' })
    await admin.send('/api/mi/refunded', { method: 'POST', body: { token: String(person.ticket['token']), answer: { type: 'REVERSED' } } })
    expect((await admin.collection('EntradasEntregadas').getOne(person.ids.ticket))['estado']).toBe('reembolsada')
    expect((await requestOf(next.id))['estado']).toBe('aprobada')
    expect((await stockRow(type))['CantidadQuedan']).toBe(0)
  })

  it('two returns at once: two approvals, in queue order, never more than the units returned', async () => {
    const type = await ensureType(admin, { tipo: 'MEGA', price: 30000, quedan: 0 })
    await closeQueue(type)
    await setMoving(type, true)
    const tickets = [await unpaid(type), await unpaid(type)]
    const queue = [await waiting(type), await waiting(type), await waiting(type)]
    await Promise.all(tickets.map((t) => moderator.collection('EntradasEntregadas').delete(t.id)))
    const states = await Promise.all(queue.map(async (q) => (await requestOf(q.id))['estado']))
    expect(states).toEqual(['aprobada', 'aprobada', 'creada'])
    expect((await stockRow(type))['CantidadQuedan']).toBe(0)
    expect(await autoApprovals(type)).toHaveLength(2)
    for (const q of queue.slice(0, 2)) expect(await ticketOfRequest(q.id)).toHaveLength(1)
  })

  it('a refused head (banned) stays open for a moderator and the next one gets the unit', async () => {
    const type = await ensureType(admin, { tipo: 'B2', price: 30000, quedan: 0 })
    await closeQueue(type)
    await setMoving(type, true)
    const ticket = await unpaid(type)
    const banned = await waiting(type)
    const bannedUser = (await requestOf(banned.id))['user'] as string
    await admin.collection('userStatusPaws').create({ user: bannedUser, state: 3 })
    const next = await waiting(type)
    await moderator.collection('EntradasEntregadas').delete(ticket.id)
    expect((await requestOf(banned.id))['estado']).toBe('creada')
    expect((await requestOf(next.id))['estado']).toBe('aprobada')
  })
})

describe('with the switch off, the sell page is told and a moderator moves it', () => {
  it('leaves the queue pending, counts the returned unit, and "approve next" approves the head of that type', async () => {
    const type = await ensureType(admin, { tipo: 'SS2', price: 30000, quedan: 0 })
    await closeQueue(type)
    const ticket = await unpaid(type)
    const first = await waiting(type)
    const second = await waiting(type)
    await moderator.collection('EntradasEntregadas').delete(ticket.id)
    expect((await requestOf(first.id))['estado']).toBe('creada')
    const returned = await moderator.send<{ types: { typeId: string; returned: number; waiting: number; tipo: string }[] }>('/api/mi/queue/returned', {})
    expect(returned.types.find((t) => t.typeId === type.id)).toMatchObject({ tipo: 'SS2', returned: 1, waiting: 2 })
    const answer = await moderator.send<{ orderID: string; mailed: boolean; pedida: string }>(`/api/mi/queue/approve-next/${type.id}`, { method: 'POST' })
    expect(answer).toMatchObject({ pedida: first.id, mailed: true })
    expect((await requestOf(second.id))['estado']).toBe('creada')
    const after = await moderator.send<{ types: { typeId: string }[] }>('/api/mi/queue/returned', {})
    expect(after.types.find((t) => t.typeId === type.id)).toBeUndefined()
    // No unit left: the next one is refused and nothing changes.
    expect((await errorOf(moderator.send(`/api/mi/queue/approve-next/${type.id}`, { method: 'POST' }))).status).toBe(409)
    expect((await requestOf(second.id))['estado']).toBe('creada')
  })

  it('is for moderators only', async () => {
    const user = await own.user()
    expect((await errorOf(user.pb.send('/api/mi/queue/returned', {}))).status).toBe(403)
    expect((await errorOf(user.pb.send('/api/mi/queue/approve-next/abcdefghijklmno', { method: 'POST' }))).status).toBe(403)
  })
})
