import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, blankUser, ensureQuedan, ensureTicketType, issuedData, legalData, quickUser } from './permissions-fixtures.ts'
import { client, createModerator, errorOf, statusOf, uniqueEmail, type TestAccount } from './support/pocketbase.ts'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'

let pb: PocketBase
let moderator: TestAccount
let typeId: string

beforeAll(async () => {
  pb = await admin()
  moderator = await createModerator()
  typeId = (await ensureTicketType(pb, 'MEGA2', 'disponible')).id
  // Complete as a buyer needs it (image, quantity row): a moderator may then show it and sell it (requireTypeReady).
  const image = new FormData()
  image.append('Imagen', new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'mega.svg', { type: 'image/svg+xml' }))
  await pb.collection('Entradas').update(typeId, image)
  await ensureQuedan(pb, typeId, 3)
})

afterAll(async () => {
  await ensureTicketType(pb, 'MEGA2', 'creada')
})

/** Asserts the call is refused with `status` and the record reads exactly as before. */
async function refusedAndUnchanged(collection: string, id: string, call: () => Promise<unknown>, status: number) {
  const before = await pb.collection(collection).getOne(id)
  expect(await statusOf(call())).toBe(status)
  expect(await pb.collection(collection).getOne(id)).toEqual(before)
}

describe('users: sign-up and the account fields only PocketBase may set', () => {
  it('a visitor signs up, and the new account is unverified', async () => {
    const email = uniqueEmail('signup')
    const record = await client().collection('users').create({ email, password: 'Password123', passwordConfirm: 'Password123' })
    expect((await pb.collection('users').getOne(record.id)).verified).toBe(false)
  })

  it('a visitor cannot sign up already verified: 400 with a verified field error and no account', async () => {
    const email = uniqueEmail('signup')
    const err = await errorOf(
      client().collection('users').create({ email, password: 'Password123', passwordConfirm: 'Password123', verified: true }),
    )
    expect(err.status).toBe(400)
    expect(err.response.data).toHaveProperty('verified')
    expect((await pb.collection('users').getList(1, 1, { filter: pb.filter('email = {:e}', { e: email }) })).totalItems).toBe(0)
  })

  it('a user cannot verify themselves with an update', async () => {
    const user = await quickUser({ verified: false })
    const err = await errorOf(user.pb.collection('users').update(user.id, { verified: true }))
    expect(err.status).toBe(400)
    expect(err.response.data).toHaveProperty('verified')
    expect((await pb.collection('users').getOne(user.id)).verified).toBe(false)
  })

  it('a user cannot change their e-mail with a plain update (only through the e-mail change flow)', async () => {
    const user = await quickUser()
    const err = await errorOf(user.pb.collection('users').update(user.id, { email: uniqueEmail('hijack') }))
    expect(err.status).toBe(400)
    expect(err.response.data).toHaveProperty('email')
    expect((await pb.collection('users').getOne(user.id)).email).toBe(user.email)
  })

  it('a user cannot change their password without the old one', async () => {
    const user = await quickUser()
    const err = await errorOf(user.pb.collection('users').update(user.id, { password: 'Another123', passwordConfirm: 'Another123' }))
    expect(err.status).toBe(400)
    expect(err.response.data).toHaveProperty('oldPassword')
    await expect(client().collection('users').authWithPassword(user.email, user.password)).resolves.toBeTruthy()
  })

  it('a user changes their own name and username', async () => {
    const user = await quickUser()
    const username = `lobo_${Date.now().toString(36)}`
    await user.pb.collection('users').update(user.id, { name: 'Ana', username })
    expect(await pb.collection('users').getOne(user.id)).toMatchObject({ name: 'Ana', username })
  })
})

describe('profile records: owners write only their own', () => {
  it('an unverified user creates basic information but no legal or health record', async () => {
    const user = await quickUser({ verified: false })
    await expect(user.pb.collection('userPersonalInfoPaws').create({ user: user.id, Badge: 'Zorro' })).resolves.toBeTruthy()
    expect(await statusOf(user.pb.collection('userLegalInfoPaws').create(legalData(user.id)))).toBe(400)
    expect(await statusOf(user.pb.collection('userHealthInfoPaws').create({ user: user.id, consentimientoVersion: NOTICE_VERSION, CondicionMedica: 'x' }))).toBe(400)
    for (const name of ['userLegalInfoPaws', 'userHealthInfoPaws']) {
      expect((await pb.collection(name).getList(1, 1, { filter: `user = "${user.id}"` })).totalItems).toBe(0)
    }
  })

  it.each(['userPersonalInfoPaws', 'userHealthInfoPaws'])('the owner cannot hand their %s record to another user', async (name) => {
    const user = await quickUser()
    const record = await user.pb.collection(name).create({ user: user.id, ...(name === 'userHealthInfoPaws' ? { consentimientoVersion: NOTICE_VERSION } : {}) })
    const stranger = await blankUser()
    await refusedAndUnchanged(name, record.id, () => user.pb.collection(name).update(record.id, { user: stranger }), 404)
  })

  it('a user cannot read another user\'s records by filtering through a relation', async () => {
    const owner = await quickUser()
    await pb.collection('EntradasPedidas').create({ user: owner.id, tipo: typeId, estado: 'creada' })
    const other = await quickUser()
    // The query guard refuses the walk itself (400), before any count could be computed.
    const probe = other.pb.collection('Entradas').getList(1, 50, { filter: `EntradasPedidas_via_tipo.user ?= "${owner.id}"` })
    expect(await statusOf(probe)).toBe(400)
    expect(await statusOf(other.pb.collection('Entradas').getOne(typeId, { expand: 'EntradasPedidas_via_tipo' }))).toBe(400)
  })

  it('a visitor\'s unfiltered list of every private collection is empty or refused', async () => {
    for (const name of [
      'users', 'moderators', 'userPersonalInfoPaws', 'userLegalInfoPaws', 'userHealthInfoPaws', 'userStatusPaws',
      'EntradasQuedan', 'EntradasPedidas', 'EntradasEntregadas', 'EntradasUsuario', 'userCompleteLegal',
      'UserCompleteEntradasPedidas',
    ]) {
      const page = await client().collection(name).getList(1, 50)
      expect({ name, items: page.items.length, total: page.totalItems }).toEqual({ name, items: 0, total: 0 })
    }
    for (const name of ['counters', 'auditLog']) expect(await statusOf(client().collection(name).getList(1, 50)), name).toBe(403)
  })

  it('a moderator sees no health, personal or legal record and no user account directly', async () => {
    const user = await quickUser()
    await pb.collection('userHealthInfoPaws').create({ user: user.id, consentimientoVersion: NOTICE_VERSION, CondicionMedica: 'Asma' })
    await pb.collection('userPersonalInfoPaws').create({ user: user.id, Badge: 'Oso' })
    await pb.collection('userLegalInfoPaws').create(legalData(user.id))
    for (const name of ['userHealthInfoPaws', 'userPersonalInfoPaws', 'userLegalInfoPaws', 'users']) {
      const page = await moderator.pb.collection(name).getList(1, 50)
      expect({ name, total: page.totalItems }).toEqual({ name, total: 0 })
    }
  })

  it('a moderator does not see other moderators', async () => {
    const colleague = await createModerator()
    expect(await statusOf(moderator.pb.collection('moderators').getOne(colleague.id))).toBe(404)
    const page = await moderator.pb.collection('moderators').getList(1, 50)
    expect(page.items.map((m) => m.id)).toEqual([moderator.id])
  })
})

describe('moderator writes are limited to the fields the admin pages change', () => {
  it.each([
    ['Tipo', { Tipo: 'MEGA1' }],
    ['ValorCLP', { ValorCLP: 1 }],
    ['Nombre', { Nombre: 'Gratis' }],
    ['NombreIngles', { NombreIngles: 'Free' }],
  ])('Entradas.%s is refused (404) and unchanged', async (_field, change) => {
    await refusedAndUnchanged('Entradas', typeId, () => moderator.pb.collection('Entradas').update(typeId, change), 404)
  })

  it('Entradas.Imagen cannot be replaced by a moderator', async () => {
    const form = new FormData()
    form.append('Imagen', new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', { type: 'image/svg+xml' }))
    await refusedAndUnchanged('Entradas', typeId, () => moderator.pb.collection('Entradas').update(typeId, form), 404)
  })

  it.each(['disponible', 'agotada', 'anunciada', 'creada'])('a moderator sets Entradas.Estado to %s', async (Estado) => {
    await moderator.pb.collection('Entradas').update(typeId, { Estado })
    expect((await pb.collection('Entradas').getOne(typeId)).Estado).toBe(Estado)
    await pb.collection('Entradas').update(typeId, { Estado: 'disponible' })
  })

  it('EntradasQuedan is never written directly by a moderator (only through the transactional stock route)', async () => {
    const other = await ensureTicketType(pb, 'MEGA1', 'creada')
    const quedan = await ensureQuedan(pb, typeId, 3)
    const update = (data: Record<string, unknown>) => moderator.pb.collection('EntradasQuedan').update(quedan.id, data)
    await refusedAndUnchanged('EntradasQuedan', quedan.id, () => update({ EntradasID: other.id }), 403)
    await refusedAndUnchanged('EntradasQuedan', quedan.id, () => update({ CantidadQuedan: 9 }), 403)
    await refusedAndUnchanged('EntradasQuedan', quedan.id, () => update({ 'CantidadQuedan+': 1 }), 403)
    const stepped = await moderator.pb.send<{ CantidadQuedan: number }>(`/api/mi/stock/${quedan.id}`, { method: 'POST', body: { delta: 1 } })
    expect(stepped.CantidadQuedan).toBe(4)
    expect((await pb.collection('EntradasQuedan').getOne(quedan.id))['CantidadQuedan']).toBe(4)
  })

  it('a request cannot be approved by a plain update, nor moved to another user or type', async () => {
    const request = await pb.collection('EntradasPedidas').create({ user: await blankUser(), tipo: typeId, estado: 'creada' })
    const other = await ensureTicketType(pb, 'MEGA1', 'creada')
    const update = (data: Record<string, unknown>) => moderator.pb.collection('EntradasPedidas').update(request.id, data)
    await refusedAndUnchanged('EntradasPedidas', request.id, () => update({ estado: 'aprobada' }), 404)
    const stranger = await blankUser()
    await refusedAndUnchanged('EntradasPedidas', request.id, () => update({ estado: 'agotada', user: stranger }), 404)
    await refusedAndUnchanged('EntradasPedidas', request.id, () => update({ estado: 'agotada', tipo: other.id }), 404)
    await update({ estado: 'rechazada' })
    expect((await pb.collection('EntradasPedidas').getOne(request.id)).estado).toBe('rechazada')
  })

  it('a closed request stays closed', async () => {
    const request = await pb.collection('EntradasPedidas').create({ user: await blankUser(), tipo: typeId, estado: 'agotada' })
    await refusedAndUnchanged('EntradasPedidas', request.id, () => moderator.pb.collection('EntradasPedidas').update(request.id, { estado: 'rechazada' }), 404)
  })

  it.each([
    ['token', { token: 'abc' }],
    ['orderID', { orderID: 'Paw25a00000000000000000001' }],
    ['monto', { monto: 1 }],
    ['user', { user: 'placeholder' }],
    ['nombre', { nombre: 'Otra' }],
    ['estado → pagada', { estado: 'pagada' }],
  ])('an issued ticket\'s %s cannot be changed by a moderator', async (_label, change) => {
    const ticket = await pb.collection('EntradasEntregadas').create(issuedData(await blankUser(), typeId))
    const data = 'user' in change ? { user: await blankUser() } : change
    await refusedAndUnchanged('EntradasEntregadas', ticket.id, () => moderator.pb.collection('EntradasEntregadas').update(ticket.id, data), 404)
  })

  it('a moderator marks both mails sent and rejects an unpaid issued ticket', async () => {
    const ticket = await pb.collection('EntradasEntregadas').create(issuedData(await blankUser(), typeId))
    await moderator.pb.collection('EntradasEntregadas').update(ticket.id, { correoEnviado: 'si', correoEnviado2: 'si' })
    await moderator.pb.collection('EntradasEntregadas').update(ticket.id, { estado: 'rechazada' })
    expect(await pb.collection('EntradasEntregadas').getOne(ticket.id)).toMatchObject({ correoEnviado: 'si', correoEnviado2: 'si', estado: 'rechazada' })
  })

  it('a paid ticket can be neither deleted nor rejected by a moderator', async () => {
    const ticket = await pb.collection('EntradasEntregadas').create(issuedData(await blankUser(), typeId, { estado: 'pagada' }))
    await refusedAndUnchanged('EntradasEntregadas', ticket.id, () => moderator.pb.collection('EntradasEntregadas').delete(ticket.id), 404)
    await refusedAndUnchanged('EntradasEntregadas', ticket.id, () => moderator.pb.collection('EntradasEntregadas').update(ticket.id, { estado: 'rechazada' }), 404)
  })

  it('a status record cannot be moved to another user', async () => {
    const status = await pb.collection('userStatusPaws').create({ user: await blankUser(), state: 0 })
    const stranger = await blankUser()
    await refusedAndUnchanged('userStatusPaws', status.id, () => moderator.pb.collection('userStatusPaws').update(status.id, { user: stranger, state: 1 }), 404)
  })
})

describe('audit log', () => {
  const rowsFor = async (target: string) =>
    pb.collection('auditLog').getFullList({ filter: pb.filter('target = {:t}', { t: target }), sort: 'created' })

  it('records who changed what, before and after, for a moderator\'s update, create and delete', async () => {
    const user = await blankUser()
    const status = await moderator.pb.collection('userStatusPaws').create({ user, state: 0 })
    await moderator.pb.collection('userStatusPaws').update(status.id, { state: 2 })
    const rows = await rowsFor(status.id)
    expect(rows.map((r) => r['action'])).toEqual(['create', 'update'])
    expect(rows[1]).toMatchObject({ actor: moderator.id, actorEmail: moderator.email, collection: 'userStatusPaws' })
    expect(rows[1]?.['before']).toMatchObject({ state: 0, user })
    expect(rows[1]?.['after']).toMatchObject({ state: 2, user })
    expect(rows[1]?.['created']).toBeTruthy()

    const ticket = await pb.collection('EntradasEntregadas').create(issuedData(await blankUser(), typeId))
    await moderator.pb.collection('EntradasEntregadas').delete(ticket.id)
    const [deleted] = await rowsFor(ticket.id)
    expect(deleted).toMatchObject({ action: 'delete', after: null })
    expect(deleted?.['before']).toMatchObject({ orderID: ticket['orderID'] })
  })

  it('writes nothing for a refused moderator change, nor for changes by users or superusers', async () => {
    const ticket = await pb.collection('EntradasEntregadas').create(issuedData(await blankUser(), typeId, { estado: 'pagada' }))
    expect(await statusOf(moderator.pb.collection('EntradasEntregadas').delete(ticket.id))).toBe(404)
    await pb.collection('EntradasEntregadas').update(ticket.id, { correoEnviado: 'si' })
    const user = await quickUser()
    const personal = await user.pb.collection('userPersonalInfoPaws').create({ user: user.id, Badge: 'Gato' })
    await user.pb.collection('userPersonalInfoPaws').update(personal.id, { Badge: 'Gato Negro' })
    expect(await rowsFor(ticket.id)).toEqual([])
    expect(await rowsFor(personal.id)).toEqual([])
  })

  it('a moderator change refused by validation leaves neither the change nor an audit row', async () => {
    const before = (await rowsFor(typeId)).length
    const estado = (await pb.collection('Entradas').getOne(typeId))['Estado']
    const err = await errorOf(moderator.pb.collection('Entradas').update(typeId, { Estado: 'vendida' }))
    expect(err.response.data).toHaveProperty('Estado')
    expect((await pb.collection('Entradas').getOne(typeId))['Estado']).toBe(estado)
    expect(await rowsFor(typeId)).toHaveLength(before)

    const quedan = await ensureQuedan(pb, typeId, 0)
    const stockRows = (await rowsFor(quedan.id)).length
    expect(await statusOf(moderator.pb.send(`/api/mi/stock/${quedan.id}`, { method: 'POST', body: { delta: -1 } }))).toBe(400)
    expect((await pb.collection('EntradasQuedan').getOne(quedan.id))['CantidadQuedan']).toBe(0)
    expect(await rowsFor(quedan.id)).toHaveLength(stockRows)
  })
})
