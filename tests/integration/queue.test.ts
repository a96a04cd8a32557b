import { beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { REQUEST_MESSAGES } from '../../src/domain/ticket-request.ts'
import { createModerator, superuser } from './support/pocketbase.ts'
import { createBuyer, ensureType, openRequests, pide } from './support/queue-fixtures.ts'

let admin: PocketBase
let general: RecordModel
let sponsor: RecordModel
let mega: RecordModel

beforeAll(async () => {
  admin = await superuser()
  general = await ensureType(admin, { tipo: 'B1', price: 45000, quedan: 100 })
  sponsor = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 40 })
  mega = await ensureType(admin, { tipo: 'MEGA', price: 300000, quedan: 5 })
})

describe('pideentrada: joining the queue', () => {
  it('creates one open request and answers the SPEC success text', async () => {
    const buyer = await createBuyer()
    const res = await pide({ userid: buyer.id, entradaid: general.id }, buyer.token)
    expect(res).toEqual({ status: 200, body: { message: 'Entrada pedida correctamente' } })
    const open = await openRequests(admin, buyer.id)
    expect(open).toHaveLength(1)
    expect(open[0]).toMatchObject({ user: buyer.id, tipo: general.id, estado: 'creada' })
  })

  it('refuses a second request while one is open with "Ya hay ticket pedido"', async () => {
    const buyer = await createBuyer()
    expect((await pide({ userid: buyer.id, entradaid: general.id }, buyer.token)).status).toBe(200)
    const again = await pide({ userid: buyer.id, entradaid: sponsor.id }, buyer.token)
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('Ya hay ticket pedido')
    expect(await openRequests(admin, buyer.id)).toHaveLength(1)
  })

  it('a storm of 50 parallel calls by one user creates exactly one request; past 10 per 10 s the rest are rate limited', async () => {
    const buyer = await createBuyer()
    const answers = await Promise.all(Array.from({ length: 50 }, () => pide({ userid: buyer.id, entradaid: general.id }, buyer.token)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    const duplicates = answers.filter((a) => a.status === 409)
    const limited = answers.filter((a) => a.status === 429)
    expect(duplicates).toHaveLength(9)
    expect(limited).toHaveLength(40)
    for (const r of duplicates) expect(r).toMatchObject({ body: { error: 'Ya hay ticket pedido' } })
    for (const r of limited) expect(r).toMatchObject({ body: { error: REQUEST_MESSAGES.rateLimited, details: { code: 'rateLimited' } } })
    expect(await openRequests(admin, buyer.id)).toHaveLength(1)
  })

  it('asks for the legal name and birth date first: "Información legal incompleta"', async () => {
    const buyer = await createBuyer({ legal: false })
    const res = await pide({ userid: buyer.id, entradaid: general.id }, buyer.token)
    expect(res.status).toBe(422)
    expect(res.body.error).toBe('Información legal incompleta')
    expect(await openRequests(admin, buyer.id)).toHaveLength(0)
  })

  it('refuses unverified and banned accounts', async () => {
    const unverified = await createBuyer({ verified: false, legal: false })
    const a = await pide({ userid: unverified.id, entradaid: general.id }, unverified.token)
    expect(a).toMatchObject({ status: 403, body: { error: 'Cuenta no verificada', details: { code: 'notVerified' } } })

    const banned = await createBuyer({ state: 3 })
    const b = await pide({ userid: banned.id, entradaid: general.id }, banned.token)
    expect(b).toMatchObject({ status: 403, body: { error: 'Cuenta suspendida', details: { code: 'banned' } } })

    const warned = await createBuyer({ state: 2 })
    expect((await pide({ userid: warned.id, entradaid: general.id }, warned.token)).status).toBe(200)
    expect(await openRequests(admin, unverified.id)).toHaveLength(0)
    expect(await openRequests(admin, banned.id)).toHaveLength(0)
  })

  it('refuses types that are announced, sold out or drafts', async () => {
    for (const estado of ['anunciada', 'agotada', 'creada']) {
      const type = await ensureType(admin, { tipo: 'SS2', price: 170000, estado })
      const buyer = await createBuyer()
      const res = await pide({ userid: buyer.id, entradaid: type.id }, buyer.token)
      expect(res, estado).toMatchObject({ status: 409, body: { error: 'Entrada no disponible', details: { code: 'notAvailable' } } })
      expect(await openRequests(admin, buyer.id)).toHaveLength(0)
    }
  })

  it('allows only real upgrades: higher price and higher level than the badge held', async () => {
    const holder = await createBuyer({ badge: { typeId: sponsor.id, paid: 90000 } })
    const down = await pide({ userid: holder.id, entradaid: general.id }, holder.token)
    expect(down).toMatchObject({ status: 409, body: { details: { code: 'notAnUpgrade' } } })
    const same = await pide({ userid: holder.id, entradaid: sponsor.id }, holder.token)
    expect(same.status).toBe(409)
    expect(await openRequests(admin, holder.id)).toHaveLength(0)
    const up = await pide({ userid: holder.id, entradaid: mega.id }, holder.token)
    expect(up).toEqual({ status: 200, body: { message: 'Entrada pedida correctamente' } })
  })

  it('answers 401 without a valid token and 403 with the token of another user or a moderator', async () => {
    const buyer = await createBuyer()
    const other = await createBuyer()
    const moderator = await createModerator()
    const body = { userid: buyer.id, entradaid: general.id }
    expect((await pide(body)).status).toBe(401)
    expect((await pide(body, 'not-a-token')).status).toBe(401)
    const [head, payload] = buyer.token.split('.')
    expect((await pide(body, `${head}.${payload}.forged`)).status).toBe(401)
    expect((await pide(body, other.token)).status).toBe(403)
    expect((await pide(body, moderator.pb.authStore.token)).status).toBe(403)
    // An invalid token wins over a malformed body.
    expect((await pide('{"userid":', 'bad')).status).toBe(401)
    expect(await openRequests(admin, buyer.id)).toHaveLength(0)
    expect(await openRequests(admin, other.id)).toHaveLength(0)
  })

  it('answers malformed bodies with a clear 400 and unknown ids with 404', async () => {
    const buyer = await createBuyer()
    const cases: [unknown, number, string][] = [
      ['{"userid":', 400, 'The body is not valid JSON.'],
      [[1, 2], 400, 'The body must be a JSON object.'],
      [{ entradaid: general.id }, 400, 'The field "userid" is required.'],
      [{ userid: buyer.id }, 400, 'The field "entradaid" is required.'],
      [{ userid: buyer.id, entradaid: 42 }, 400, 'The field "entradaid" must be a record id.'],
      [{ userid: buyer.id, entradaid: general.id, monto: 1 }, 400, 'Unknown field(s): monto.'],
      [{ userid: buyer.id, entradaid: 'zzzzzzzzzzzzzzz' }, 404, 'The ticket type was not found.'],
    ]
    for (const [body, status, error] of cases) {
      expect(await pide(body, buyer.token), JSON.stringify(body)).toEqual({ status, body: { error } })
    }
    expect(await openRequests(admin, buyer.id)).toHaveLength(0)
  })
})

describe('queue position', () => {
  it('is the FIFO place among open requests, visible only as a number to the owner', async () => {
    const first = await createBuyer()
    const second = await createBuyer()
    expect((await first.pb.send('/api/mi/queue-position', {})).position).toBeNull()
    await pide({ userid: first.id, entradaid: general.id }, first.token)
    await pide({ userid: second.id, entradaid: general.id }, second.token)
    const p1 = await first.pb.send<{ position: number }>('/api/mi/queue-position', {})
    const p2 = await second.pb.send<{ position: number }>('/api/mi/queue-position', {})
    expect(p2.position).toBe(p1.position + 1)
    const total = (await admin.collection('EntradasPedidas').getList(1, 1, { filter: "estado = 'creada'" })).totalItems
    expect(p2.position).toBeLessThanOrEqual(total)

    // Closing the first request moves the second one up.
    const [open] = await openRequests(admin, first.id)
    await admin.collection('EntradasPedidas').update(open?.id ?? '', { estado: 'agotada' })
    expect((await second.pb.send<{ position: number }>('/api/mi/queue-position', {})).position).toBe(p1.position)
  })

  it('lets users list only their own requests', async () => {
    const a = await createBuyer()
    const b = await createBuyer()
    await pide({ userid: a.id, entradaid: general.id }, a.token)
    const seenByB = await b.pb.collection('EntradasPedidas').getFullList()
    expect(seenByB.every((r) => r.user === b.id)).toBe(true)
    const seenByA = await a.pb.collection('EntradasPedidas').getFullList()
    expect(seenByA.map((r) => r.user)).toEqual([a.id])
  })
})
