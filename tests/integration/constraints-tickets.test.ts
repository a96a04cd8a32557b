import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rejectedOn } from './constraints-support.ts'
import { admin, blankUser, ensureQuedan, ensureTicketType, issuedData, testOrderId } from './permissions-fixtures.ts'
import { createModerator, errorOf, type TestAccount } from './support/pocketbase.ts'

let pb: PocketBase
let type: RecordModel
let moderator: TestAccount

beforeAll(async () => {
  pb = await admin()
  type = await ensureTicketType(pb, 'MEGA2', 'disponible')
  moderator = await createModerator()
})

afterAll(async () => {
  await ensureTicketType(pb, 'MEGA2', 'creada')
})

const entrada = (data: Record<string, unknown>) => pb.collection('Entradas').update(type.id, data)

describe('Entradas', () => {
  const VALID_CODES = ['B', 'B1', 'B2', 'S', 'S1', 'S2', 'SS', 'SS1', 'SS2', 'MEGA', 'MEGA1', 'MEGA2']

  it.each(VALID_CODES)('accepts the Tipo code %s (or only finds it already taken)', async (Tipo) => {
    try {
      expect((await entrada({ Tipo }))['Tipo']).toBe(Tipo)
    } catch (err) {
      // Another ticket type already holds this code: the pattern passed, the unique index answered.
      expect(await rejectedOn('Tipo', Promise.reject(err as Error))).toBe('validation_not_unique')
    } finally {
      await entrada({ Tipo: 'MEGA2' })
    }
  })

  it.each(['B3', 'X1', 'b1', 'MEGA12', 'SSS', 'M', 'GENERAL', ''])('rejects the Tipo code "%s"', async (Tipo) => {
    await rejectedOn('Tipo', entrada({ Tipo }))
    expect((await pb.collection('Entradas').getOne(type.id))['Tipo']).toBe('MEGA2')
  })

  it('rejects a second ticket type with the same code', async () => {
    const code = await rejectedOn(
      'Tipo',
      pb.collection('Entradas').create({ Tipo: 'MEGA2', ValorCLP: 1, Estado: 'creada', Nombre: 'Copia', NombreIngles: 'Copy' }),
    )
    expect(code).toBe('validation_not_unique')
  })

  it('accepts ValorCLP 0 and rejects negative or fractional prices', async () => {
    expect((await entrada({ ValorCLP: 0 }))['ValorCLP']).toBe(0)
    await rejectedOn('ValorCLP', entrada({ ValorCLP: -1 }))
    await rejectedOn('ValorCLP', entrada({ ValorCLP: 1000.5 }))
    await entrada({ ValorCLP: 250000 })
  })

  it.each(['disponible', 'agotada', 'creada', 'anunciada'])('accepts Estado %s', async (Estado) => {
    expect((await entrada({ Estado }))['Estado']).toBe(Estado)
  })

  it.each(['vendida', 'Disponible', ''])('rejects Estado "%s"', async (Estado) => {
    await rejectedOn('Estado', entrada({ Estado }))
  })
})

describe('EntradasQuedan', () => {
  it('never goes below 0, whoever writes it', async () => {
    const quedan = await ensureQuedan(pb, type.id, 1)
    const step = (delta: number) => moderator.pb.send(`/api/mi/stock/${quedan.id}`, { method: 'POST', body: { delta } })
    await step(-1)
    expect((await errorOf(step(-1))).status).toBe(400)
    await rejectedOn('CantidadQuedan', pb.collection('EntradasQuedan').update(quedan.id, { CantidadQuedan: -1 }))
    await rejectedOn('CantidadQuedan', pb.collection('EntradasQuedan').update(quedan.id, { 'CantidadQuedan-': 1 }))
    await rejectedOn('CantidadQuedan', pb.collection('EntradasQuedan').update(quedan.id, { CantidadQuedan: 2.5 }))
    expect((await pb.collection('EntradasQuedan').getOne(quedan.id))['CantidadQuedan']).toBe(0)
  })

  it('holds one quantity per ticket type', async () => {
    await ensureQuedan(pb, type.id, 1)
    expect(await rejectedOn('EntradasID', pb.collection('EntradasQuedan').create({ EntradasID: type.id, CantidadQuedan: 3 }))).toBe(
      'validation_not_unique',
    )
  })
})

describe('EntradasPedidas', () => {
  const request = (user: string, estado: string) => pb.collection('EntradasPedidas').create({ user, tipo: type.id, estado })

  it('allows at most one open request per user, next to closed ones', async () => {
    const user = await blankUser()
    await request(user, 'agotada')
    await request(user, 'rechazada')
    await request(user, 'aprobada')
    await request(user, 'creada')
    expect(await rejectedOn('user', request(user, 'creada'))).toBe('validation_not_unique')
    const rows = await pb.collection('EntradasPedidas').getFullList({ filter: `user = "${user}"` })
    expect(rows.map((r) => r['estado']).sort()).toEqual(['agotada', 'aprobada', 'creada', 'rechazada'])
  })

  it('lets a user whose request was closed join the queue again', async () => {
    const user = await blankUser()
    const first = await request(user, 'creada')
    await pb.collection('EntradasPedidas').update(first.id, { estado: 'agotada' })
    await expect(request(user, 'creada')).resolves.toMatchObject({ estado: 'creada' })
  })

  it.each(['pagada', 'pendiente', ''])('rejects estado "%s"', async (estado) => {
    await rejectedOn('estado', request(await blankUser(), estado))
  })
})

describe('EntradasEntregadas', () => {
  const issue = async (extra: Record<string, unknown>) =>
    pb.collection('EntradasEntregadas').create(issuedData(await blankUser(), type.id, extra))

  it('fills SPEC\'s defaults: token "1", estado creada, both mail flags "no"', async () => {
    const ticket = await pb.collection('EntradasEntregadas').create({
      user: await blankUser(),
      tipo: type.id,
      orderID: testOrderId(),
      monto: 45000,
    })
    expect(ticket).toMatchObject({ token: '1', estado: 'creada', correoEnviado: 'no', correoEnviado2: 'no' })
  })

  it('keeps orderID unique', async () => {
    const orderID = testOrderId()
    await issue({ orderID })
    expect(await rejectedOn('orderID', issue({ orderID }))).toBe('validation_not_unique')
  })

  it.each([
    ['the first order id', 'Paw25a00000000000000000000'],
    ['a later one', 'Paw25a00000000000000001234'],
  ])('accepts %s', async (_label, orderID) => {
    const existing = await pb.collection('EntradasEntregadas').getList(1, 1, { filter: `orderID = "${orderID}"` })
    const ticket = await issue({ orderID: existing.totalItems > 0 ? testOrderId() : orderID })
    expect(ticket['orderID']).toMatch(/^Paw25a\d{20}$/)
  })

  it.each([
    ['a short counter', 'Paw25a123'],
    ['21 digits', 'Paw25a000000000000000000001'],
    ['a prefix of another shape', 'Miau25a0000000000000000001'],
    ['an upper-case edition letter', 'Paw25A00000000000000000001'],
    ['letters in the counter', 'Paw25a0000000000000000000x'],
    ['nothing', ''],
  ])('rejects an orderID with %s', async (_label, orderID) => {
    await rejectedOn('orderID', issue({ orderID }))
  })

  it.each([
    ['0', 0],
    ['negative', -100],
    ['fractional', 100.5],
  ])('rejects a %s monto', async (_label, monto) => {
    await rejectedOn('monto', issue({ monto }))
  })

  it('accepts a monto of 1 CLP', async () => {
    expect((await issue({ monto: 1 }))['monto']).toBe(1)
  })

  it.each(['correoEnviado', 'correoEnviado2'])('accepts only "si" or "no" in %s', async (field) => {
    expect((await issue({ [field]: 'si' }))[field]).toBe('si')
    expect((await issue({ [field]: 'no' }))[field]).toBe('no')
    await rejectedOn(field, issue({ [field]: 'yes' }))
    await rejectedOn(field, issue({ [field]: 'true' }))
  })

  it.each(['creada', 'pagada', 'rechazada'])('accepts estado %s', async (estado) => {
    expect((await issue({ estado }))['estado']).toBe(estado)
  })

  it.each(['aprobada', 'pendiente'])('rejects estado %s', async (estado) => {
    await rejectedOn('estado', issue({ estado }))
  })

  it('accepts a Webpay token and rejects one with spaces or over 64 characters', async () => {
    const webpayToken = 'e'.repeat(64)
    expect((await issue({ token: webpayToken }))['token']).toBe(webpayToken)
    await rejectedOn('token', issue({ token: 'not a token' }))
    await rejectedOn('token', issue({ token: 'e'.repeat(65) }))
  })
})

describe('badge summary, user status and the order counter', () => {
  it('holds one EntradasUsuario and one userStatusPaws per user', async () => {
    const user = await blankUser()
    await pb.collection('EntradasUsuario').create({ user, TipoBadge: type.id, MontoTotalPagado: 45000 })
    await pb.collection('userStatusPaws').create({ user, state: 0 })
    expect(await rejectedOn('user', pb.collection('EntradasUsuario').create({ user, MontoTotalPagado: 1 }))).toBe('validation_not_unique')
    expect(await rejectedOn('user', moderator.pb.collection('userStatusPaws').create({ user, state: 1 }))).toBe('validation_not_unique')
  })

  it('rejects a negative amount paid and a negative or fractional state', async () => {
    await rejectedOn('MontoTotalPagado', pb.collection('EntradasUsuario').create({ user: await blankUser(), MontoTotalPagado: -1 }))
    await rejectedOn('state', moderator.pb.collection('userStatusPaws').create({ user: await blankUser(), state: -1 }))
    await rejectedOn('state', moderator.pb.collection('userStatusPaws').create({ user: await blankUser(), state: 1.5 }))
  })

  it('starts with the orderID counter row, unique by name', async () => {
    const counter = await pb.collection('counters').getFirstListItem('name = "orderID"')
    expect(Number.isInteger(counter['value'])).toBe(true)
    expect(await rejectedOn('name', pb.collection('counters').create({ name: 'orderID', value: 0 }))).toBe('validation_not_unique')
    const err = await errorOf(pb.collection('counters').update(counter.id, { value: -1 }))
    expect(err.response['data']).toHaveProperty('value')
  })
})
