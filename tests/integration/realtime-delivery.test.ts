import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createBuyer, ensureType, type Buyer } from './support/queue-fixtures.ts'
import { pocketbaseUrl, realtimeClient, superuser, type RealtimeConnection } from './support/pocketbase.ts'

/** A page's realtime connection and its subscription set, sent as the SDK sends it (the whole set each time). */
interface Page extends RealtimeConnection {
  subscribe: (as: Buyer, subscriptions: string[]) => Promise<void>
}

let admin: PocketBase
let type: RecordModel
const pages: Page[] = []
const page = async (): Promise<Page> => {
  const connection = await realtimeClient(pocketbaseUrl())
  const subscribe = async (as: Buyer, subscriptions: string[]) => {
    const res = await fetch(`${pocketbaseUrl()}/api/realtime`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: as.token },
      body: JSON.stringify({ clientId: connection.clientId, subscriptions }),
    })
    expect(res.status, await res.text()).toBe(204)
  }
  const p = { ...connection, subscribe }
  pages.push(p)
  return p
}

beforeAll(async () => {
  admin = await superuser()
  type = await ensureType(admin, { tipo: 'B', price: 20000, quedan: null })
})

afterEach(() => {
  for (const p of pages.splice(0)) p.close()
})

// PocketBase's realtime connections carry the server's topic index (server/topicindex): a save
// reaches exactly the pages whose topics and rules let it through, as with PocketBase's own client.
describe('realtime events through the indexed connections', () => {
  it('a save reaches its owner on the record topic and on the collection topic, once each, and no other signed-in page', async () => {
    const owner = await createBuyer()
    const other = await createBuyer()
    const request = await admin.collection('EntradasPedidas').create({ user: owner.id, tipo: type.id, estado: 'creada' })
    const ownerPage = await page()
    await ownerPage.subscribe(owner, [`EntradasPedidas/${request.id}`, 'EntradasPedidas/*'])
    const otherPage = await page()
    await otherPage.subscribe(other, [`EntradasPedidas/${request.id}`, 'EntradasPedidas/*', 'Entradas/*'])

    const both = Promise.all([
      ownerPage.next((e) => e.topic === `EntradasPedidas/${request.id}`),
      ownerPage.next((e) => e.topic === 'EntradasPedidas/*'),
    ])
    await admin.collection('EntradasPedidas').update(request.id, { estado: 'creada' })
    await both
    // A later save the other page may see: by the time it arrives, the first one's would have.
    const marker = otherPage.next((e) => e.topic === 'Entradas/*')
    await admin.collection('Entradas').update(type.id, { Nombre: type['Nombre'] })
    await marker

    expect(ownerPage.events).toEqual([
      expect.objectContaining({ action: 'update', id: request.id }),
      expect.objectContaining({ action: 'update', id: request.id }),
    ])
    expect(ownerPage.events.map((e) => e.topic).sort()).toEqual([`EntradasPedidas/${request.id}`, 'EntradasPedidas/*'].sort())
    expect(otherPage.events).toEqual([expect.objectContaining({ topic: 'Entradas/*', action: 'update', id: type.id })])
  })

  it('after a page replaces its topics, a save reaches it only on the topics it still holds', async () => {
    const owner = await createBuyer()
    const request = await admin.collection('EntradasPedidas').create({ user: owner.id, tipo: type.id, estado: 'creada' })
    const ownerPage = await page()
    await ownerPage.subscribe(owner, [`EntradasPedidas/${request.id}`, 'EntradasPedidas/*', 'Entradas/*'])
    await ownerPage.subscribe(owner, ['EntradasPedidas/*', 'Entradas/*'])

    const wildcard = ownerPage.next((e) => e.topic === 'EntradasPedidas/*')
    await admin.collection('EntradasPedidas').update(request.id, { estado: 'creada' })
    await wildcard
    const marker = ownerPage.next((e) => e.topic === 'Entradas/*')
    await admin.collection('Entradas').update(type.id, { Nombre: type['Nombre'] })
    await marker
    expect(ownerPage.events.map((e) => e.topic)).toEqual(['EntradasPedidas/*', 'Entradas/*'])

    await ownerPage.subscribe(owner, ['Entradas/*'])
    await admin.collection('EntradasPedidas').update(request.id, { estado: 'creada' })
    const last = ownerPage.next((e) => e.topic === 'Entradas/*')
    await admin.collection('Entradas').update(type.id, { Nombre: type['Nombre'] })
    await last
    expect(ownerPage.events.map((e) => e.topic)).toEqual(['EntradasPedidas/*', 'Entradas/*', 'Entradas/*'])
  })

  it('a record created after the page subscribed reaches it on the collection topic; a delete of it too', async () => {
    const owner = await createBuyer()
    const ownerPage = await page()
    await ownerPage.subscribe(owner, ['EntradasPedidas/*'])
    const created = ownerPage.next((e) => e.action === 'create')
    const request = await admin.collection('EntradasPedidas').create({ user: owner.id, tipo: type.id, estado: 'creada' })
    await created
    const deleted = ownerPage.next((e) => e.action === 'delete')
    await admin.collection('EntradasPedidas').delete(request.id)
    await deleted
    expect(ownerPage.events).toEqual([
      expect.objectContaining({ topic: 'EntradasPedidas/*', action: 'create', id: request.id }),
      expect.objectContaining({ topic: 'EntradasPedidas/*', action: 'delete', id: request.id }),
    ])
  })
})
