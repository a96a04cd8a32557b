import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_TYPE_FIELDS } from '../../src/domain/query-allowlist.ts'
import { ensureTicketType, issuedData, legalData, quickUser } from './permissions-fixtures.ts'
import { client, createModerator, nextClientIp, onDevice, pocketbaseUrl, realtimeClient, statusOf, superuser, type TestAccount } from './support/pocketbase.ts'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'

// The query allowlist (server/queryguard) seen from outside with each role's account: what the SPA
// sends still answers, what walks a relation is refused with 400 and changes nothing, on every door
// (list, view, writes, logins, realtime, batch). query-allowlist.test.ts proves no SQL runs first.

const WALK = "EntradasPedidas_via_tipo.user.userHealthInfoPaws_via_user.CondicionMedica !~ 'diabetes'"
let admin: PocketBase
let user: TestAccount
let moderator: TestAccount
let typeId: string
let issuedId: string
let personalId: string

beforeAll(async () => {
  admin = await superuser()
  user = await quickUser()
  moderator = await createModerator()
  typeId = (await ensureTicketType(admin, 'SS', 'disponible')).id
  await admin.collection('userLegalInfoPaws').create(legalData(user.id))
  await admin.collection('EntradasPedidas').create({ user: user.id, tipo: typeId, estado: 'creada' })
  issuedId = (await admin.collection('EntradasEntregadas').create(issuedData(user.id, typeId))).id
  personalId = (await admin.collection('userPersonalInfoPaws').create({ user: user.id, Badge: 'Antes' })).id
})

describe('the SPA’s own queries still answer', () => {
  it('for a visitor: the catalogue, the banner status and the partner list', async () => {
    const visitor = client()
    await expect(visitor.collection('Entradas').getFullList({ sort: 'ValorCLP', fields: TICKET_TYPE_FIELDS })).resolves.toBeInstanceOf(Array)
    const banner = await fetch(`${pocketbaseUrl()}/api/collections/AlertBanner/records?page=1&perPage=1&skipTotal=1&sort=created&fields=id,status`)
    expect(banner.status).toBe(200)
    await expect(visitor.collection('Amigos').getFullList()).resolves.toBeInstanceOf(Array)
  })

  it('for a user: profile records, open requests, issued tickets with their type, badge summary', async () => {
    const pb = user.pb
    const mine = pb.filter('user = {:userId}', { userId: user.id })
    await expect(pb.collection('userLegalInfoPaws').getFirstListItem(mine)).resolves.toMatchObject({ user: user.id })
    await expect(pb.collection('userPersonalInfoPaws').getFirstListItem(mine)).resolves.toMatchObject({ Badge: 'Antes' })
    const open = await pb.collection('EntradasPedidas').getFullList({ filter: pb.filter("user = {:userId} && estado = 'creada'", { userId: user.id }), sort: 'created' })
    expect(open).toHaveLength(1)
    const issued = await pb.collection('EntradasEntregadas').getFullList({ filter: mine, sort: '-created', expand: 'tipo' })
    expect(issued[0]?.expand?.['tipo']).toMatchObject({ id: typeId })
    expect(await statusOf(pb.collection('EntradasUsuario').getFirstListItem(mine))).toBe(404)
  })

  it('for a moderator: both admin views, the searches and pages of people and tickets, the id chunk lookup and the last order id', async () => {
    const pb = moderator.pb
    await expect(pb.collection('userCompleteLegal').getList(1, 20, { sort: 'email,id' })).resolves.toMatchObject({ page: 1 })
    const people = pb.filter('email ~ {:text} || username ~ {:text} || nombreEnDocumento ~ {:text}', { text: 'example' })
    await expect(pb.collection('userCompleteLegal').getList(2, 20, { sort: 'email,id', filter: people })).resolves.toMatchObject({ page: 2 })
    await expect(pb.collection('EntradasEntregadas').getList(1, 20, { sort: '-created,id', filter: pb.filter('orderID ~ {:text}', { text: '0042' }) })).resolves.toMatchObject({ page: 1 })
    const holders = [user.id, moderator.id].map((userId, n) => pb.filter(`user = {:userId${n}}`, { [`userId${n}`]: userId })).join(' || ')
    await expect(pb.collection('EntradasEntregadas').getList(1, 20, { sort: '-created,id', filter: holders })).resolves.toMatchObject({ page: 1 })
    await expect(pb.collection('UserCompleteEntradasPedidas').getList(1, 50, { filter: "estado = 'creada'", sort: 'fechaPedida,id' })).resolves.toMatchObject({ page: 1 })
    const searched = pb.filter("estado = 'creada' && (email ~ {:text} || username ~ {:text} || nombreEnDocumento ~ {:text})", { text: 'example' })
    await expect(pb.collection('UserCompleteEntradasPedidas').getList(2, 20, { filter: searched, sort: 'fechaPedida,id' })).resolves.toMatchObject({ page: 2 })
    const chunk = [user.id, moderator.id].map((id, n) => pb.filter(`id = {:id${n}}`, { [`id${n}`]: id })).join(' || ')
    await expect(pb.collection('userCompleteLegal').getFullList({ filter: chunk })).resolves.toHaveLength(1)
    await expect(pb.collection('EntradasEntregadas').getList(1, 1, { sort: '-orderID', fields: 'orderID' })).resolves.toMatchObject({ page: 1 })
  })
})

describe('a refused expression gets 400 and changes nothing', () => {
  const refused: [string, Record<string, string>][] = [
    ['a back-relation walk in filter', { filter: WALK }],
    ['a relation in filter', { filter: "user.email ~ 'a%'" }],
    ['@collection in filter', { filter: "@collection.userLegalInfoPaws.numDocumento ~ '1%'" }],
    ['a relation in sort', { sort: 'user.userLegalInfoPaws_via_user.numDocumento' }],
    ['an expand of a person', { expand: 'user' }],
    ['a deep expand', { expand: 'tipo.EntradasPedidas_via_tipo.user' }],
    ['expanded fields of a person', { fields: 'id,expand.user.email' }],
  ]

  // On a list PocketBase parses the filter first: what it cannot resolve it refuses itself (400, or 403 for
  // @collection); everything it can run, the guard refuses before an item is answered.
  it.each(refused)('%s on a list: refused, with no item in the answer', async (_label, query) => {
    const res = await fetch(`${pocketbaseUrl()}/api/collections/EntradasEntregadas/records?${new URLSearchParams(query).toString()}`, {
      headers: { Authorization: user.pb.authStore.token, 'X-Forwarded-For': nextClientIp() },
    })
    expect([400, 403]).toContain(res.status)
    expect(await res.json()).not.toHaveProperty('items')
  })

  it.each(refused)('%s on a view, for a moderator too', async (_label, query) => {
    expect(await statusOf(user.pb.send(`/api/collections/EntradasEntregadas/records/${issuedId}`, { query }))).toBe(400)
    expect(await statusOf(moderator.pb.send(`/api/collections/EntradasEntregadas/records/${issuedId}`, { query }))).toBe(400)
  })

  it('on an update: the owner’s change is not written', async () => {
    const status = await statusOf(user.pb.collection('userPersonalInfoPaws').update(personalId, { Badge: 'Despues' }, { expand: 'user.userHealthInfoPaws_via_user' }))
    expect(status).toBe(400)
    expect((await admin.collection('userPersonalInfoPaws').getOne(personalId))['Badge']).toBe('Antes')
  })

  it('on a create: nothing is created', async () => {
    const other = await quickUser()
    const status = await statusOf(other.pb.collection('userHealthInfoPaws').create({ user: other.id, consentimientoVersion: NOTICE_VERSION, CondicionMedica: 'x' }, { fields: 'expand.user.email' }))
    expect(status).toBe(400)
    expect(await admin.collection('userHealthInfoPaws').getList(1, 1, { filter: admin.filter('user = {:u}', { u: other.id }) })).toMatchObject({ totalItems: 0 })
  })

  it('on a login: the answer carries no expand', async () => {
    expect(await statusOf(client().collection('users').authWithPassword(user.email, user.password, { expand: 'userHealthInfoPaws_via_user' }))).toBe(400)
  })

  it('a superuser (the functions) keeps the full filter language', async () => {
    const list = await admin.collection('Entradas').getList(1, 1, { filter: `id = '${typeId}' && EntradasPedidas_via_tipo.user ?= '${user.id}'` })
    expect(list.totalItems).toBe(1)
  })
})

describe('realtime subscription options', () => {
  const subscribe = async (subscriptions: string[]) => {
    const ip = nextClientIp()
    onDevice(user.pb, ip)
    const { clientId, close } = await realtimeClient(pocketbaseUrl(), { 'X-Forwarded-For': ip })
    try {
      return await statusOf(user.pb.send('/api/realtime', { method: 'POST', body: { clientId, subscriptions } }))
    } finally {
      close()
    }
  }
  const withOptions = (query: Record<string, unknown>) => `Entradas/*?options=${encodeURIComponent(JSON.stringify({ query }))}`

  it('accept the plain topics the SPA subscribes to', async () => {
    expect(await subscribe(['Entradas/*', 'EntradasPedidas/*', 'AlertBanner/*'])).toBe(0)
  })

  it.each([
    ['a walking filter', { filter: WALK }],
    ['an expand of requesters', { expand: 'EntradasPedidas_via_tipo' }],
    ['fields of an expand', { fields: 'expand.EntradasPedidas_via_tipo.user' }],
  ])('refuse %s with 400', async (_label, query) => {
    expect(await subscribe([withOptions(query)])).toBe(400)
  })
})

describe('batch sub-requests', () => {
  beforeAll(async () => {
    await admin.settings.update({ batch: { enabled: true, maxRequests: 10, timeout: 3 } })
  })
  afterAll(async () => {
    await admin.settings.update({ batch: { enabled: false } })
  })

  it('refuse an expand that walks to a person, and write nothing of the batch', async () => {
    const other = await quickUser()
    const batch = other.pb.createBatch()
    batch.collection('userPersonalInfoPaws').create({ user: other.id, Badge: 'Lote' })
    batch.collection('userHealthInfoPaws').create({ user: other.id, consentimientoVersion: NOTICE_VERSION, CondicionMedica: 'y' }, { expand: 'user.userLegalInfoPaws_via_user' })
    // The SDK sends a batch as a form: refused (415) before anything reads it, as every batch is.
    expect(await statusOf(batch.send())).toBe(415)
    expect((await admin.collection('userPersonalInfoPaws').getList(1, 1, { filter: admin.filter('user = {:u}', { u: other.id }) })).totalItems).toBe(0)
  })
})
