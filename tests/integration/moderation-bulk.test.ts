import { beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { createModerator, createUser, editionPrefix, errorOf, startMailbox, statusOf, superuser, type TestAccount } from './support/pocketbase.ts'
import { ensureType } from './support/queue-fixtures.ts'
import { blankUser, legalData } from './permissions-fixtures.ts'

let admin: PocketBase
let mod: TestAccount

beforeAll(async () => {
  admin = await superuser()
  mod = await createModerator()
})

const setStock = (id: string, value: unknown, pb: PocketBase = mod.pb) => pb.send<RecordModel>(`/api/mi/stock/${id}/set`, { method: 'POST', body: { value } })
const approveNext = (ids: unknown, pb: PocketBase = mod.pb) =>
  pb.send<{ results: { id: string; ticket?: RecordModel; refused?: string }[] }>('/api/mi/approve-next', { method: 'POST', body: { ids } })
const stockRow = async (type: RecordModel) => admin.collection('EntradasQuedan').getFirstListItem(admin.filter('EntradasID = {:id}', { id: type.id }))
const openQueue = async () => (await admin.collection('EntradasPedidas').getFullList({ filter: "estado = 'creada'", sort: 'created,id' })).map((r) => r.id)

async function queued(type: RecordModel, state?: number): Promise<string> {
  const userId = await blankUser()
  await admin.collection('userLegalInfoPaws').create(legalData(userId))
  if (state !== undefined) await admin.collection('userStatusPaws').create({ user: userId, state })
  return (await admin.collection('EntradasPedidas').create({ user: userId, tipo: type.id, estado: 'creada' })).id
}

describe('remaining quantity set by number', () => {
  it('sets the number in one audited step; refuses negatives, fractions, text and attendees', async () => {
    const type = await ensureType(admin, { tipo: 'B2', price: 50000, estado: 'anunciada', quedan: 4 })
    const row = await stockRow(type)
    expect((await setStock(row.id, 120)).CantidadQuedan).toBe(120)
    expect((await stockRow(type)).CantidadQuedan).toBe(120)
    const audit = await admin.collection('auditLog').getFullList({ filter: admin.filter("target = {:t} && action = 'stock-set'", { t: row.id }) })
    expect(audit.at(-1)).toMatchObject({ actor: mod.id, before: { CantidadQuedan: 4 }, after: { CantidadQuedan: 120 } })
    for (const value of [-1, 1.5, '10', null, 100001]) expect((await errorOf(setStock(row.id, value))).status).toBe(400)
    const user = await createUser()
    expect(await statusOf(setStock(row.id, 1, user.pb))).toBe(403)
    expect(await statusOf(setStock('zzzzzzzzzzzzzzz', 1))).toBe(404)
    expect((await stockRow(type)).CantidadQuedan).toBe(120)
  })
})

describe('approve the next N requests', () => {
  it('approves the confirmed head of the queue in order, reports a refused one and goes on', async () => {
    // Clear older open requests of other tests so the head of the queue is ours.
    for (const id of await openQueue()) await admin.collection('EntradasPedidas').update(id, { estado: 'rechazada' })
    const type = await ensureType(admin, { tipo: 'SS2', price: 120000, quedan: 10 })
    const first = await queued(type)
    const banned = await queued(type, 3)
    const third = await queued(type)
    const fourth = await queued(type)
    const { results } = await approveNext([first, banned, third])
    expect(results.map((r) => r.id)).toEqual([first, banned, third])
    expect(results[0]?.ticket?.orderID).toMatch(new RegExp(`^${editionPrefix()}\\d{20}$`))
    expect(results[1]?.refused).toMatch(/banned/)
    expect(Number(String(results[2]?.ticket?.orderID).slice(6))).toBe(Number(String(results[0]?.ticket?.orderID).slice(6)) + 1)
    expect((await stockRow(type)).CantidadQuedan).toBe(8)
    expect(await openQueue()).toEqual([banned, fourth])
  })

  it('mails each approved ticket its payment request in the same call, and says which went out', async () => {
    const mailbox = await startMailbox()
    try {
      for (const id of await openQueue()) await admin.collection('EntradasPedidas').update(id, { estado: 'rechazada' })
      const type = await ensureType(admin, { tipo: 'SS2', price: 120000, quedan: 10 })
      const [first, second] = [await queued(type), await queued(type)]
      const { results } = await approveNext([first, second])
      expect(results.map((r) => [r.ticket?.['mailed'], r.ticket?.['correoEnviado']])).toEqual([
        [true, 'si'],
        [true, 'si'],
      ])
      const orders = results.map((r) => String(r.ticket?.orderID))
      for (const order of orders) await mailbox.waitFor((m) => m.subject === 'Monster Invasion: paga tu entrada / pay your ticket ($120.000)' && m.text.includes(order))
    } finally {
      await mailbox.stop()
    }
  })

  it('approves nothing when the queue changed since it was shown (409), and refuses bad lists', async () => {
    for (const id of await openQueue()) await admin.collection('EntradasPedidas').update(id, { estado: 'rechazada' })
    const type = await ensureType(admin, { tipo: 'SS2', price: 120000, quedan: 10 })
    const a = await queued(type)
    const b = await queued(type)
    // Shown [a, b]; another moderator approved a meanwhile.
    await mod.pb.send(`/api/mi/approve/${a}`, { method: 'POST' })
    expect((await errorOf(approveNext([a, b]))).status).toBe(409)
    // Skipping the head is not "the next N" either.
    const c = await queued(type)
    expect((await errorOf(approveNext([c]))).status).toBe(409)
    expect(await openQueue()).toEqual([b, c])
    for (const ids of [[], 'x', [1], Array.from({ length: 51 }, () => b)]) expect((await errorOf(approveNext(ids))).status).toBe(400)
    expect(await statusOf(approveNext([b], (await createUser()).pb))).toBe(403)
  })
})
