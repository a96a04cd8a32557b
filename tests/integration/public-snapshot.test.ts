import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import snapshot from '../../functions/snapshot.mts'
import { invokeFunction } from '../../scripts/lib/netlify-functions-runtime.ts'
import { isPublicSnapshot, type PublicSnapshot } from '../../src/domain/function-contracts.ts'
import { SNAPSHOT_CACHE_TAG } from '../../src/domain/public-snapshot.ts'
import { createUser, superuser } from './support/pocketbase.ts'

const URL_ = 'http://localhost:5173/.netlify/functions/snapshot'

async function read(url = URL_, method = 'GET'): Promise<Response> {
  return invokeFunction(snapshot, new Request(url, { method }))
}

async function current(): Promise<PublicSnapshot> {
  const res = await read()
  expect(res.status).toBe(200)
  const body: unknown = await res.json()
  if (!isPublicSnapshot(body)) throw new Error(`unexpected snapshot ${JSON.stringify(body)}`)
  return body
}

let admin: PocketBase
const created: { collection: string; id: string }[] = []

/**
 * A ticket code no type has yet: codes are unique and few (src/domain/ticket-levels.ts), and the
 * other test files on the same PocketBase find-or-create the usual ones.
 */
async function unusedTicketCode(): Promise<string> {
  const used = new Set((await admin.collection('Entradas').getFullList({ fields: 'Tipo' })).map((type) => String(type['Tipo'])))
  const code = ['MEGA2', 'S2', 'SS1', 'MEGA1', 'SS', 'B2', 'SS2', 'S1', 'MEGA', 'S', 'B', 'B1'].find((candidate) => !used.has(candidate))
  if (!code) throw new Error('every ticket code is taken on this PocketBase')
  return code
}

beforeAll(async () => {
  admin = await superuser()
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) await admin.collection(collection).delete(id).catch(() => undefined)
})

describe('GET snapshot (functions/snapshot.mts): the drop state every public page shows, cached at the CDN', () => {
  it('answers with the CDN cache headers and the tag PocketBase purges', async () => {
    const res = await read()
    expect(res.status).toBe(200)
    // Netlify's contract (knowledge base, "How to control CDN caching on Netlify"): Netlify-CDN-Cache-Control is
    // for Netlify's CDN only (durable: one cached answer shared by the edge nodes, serverless functions only),
    // Cache-Control for the browser, Netlify-Cache-Tag names what the purge API (POST /api/v1/purge) drops.
    expect(res.headers.get('netlify-cdn-cache-control')).toBe('public, durable, max-age=5, stale-while-revalidate=30')
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(res.headers.get('netlify-cache-tag')).toBe(SNAPSHOT_CACHE_TAG)
    const body = (await res.json()) as PublicSnapshot
    expect(res.headers.get('etag')).toBe(`"${body.version}"`)
  })

  it('holds the banner, the ticket types buyers see (no drafts), the queue length and a content stamp', async () => {
    const snap = await current()
    const banner = await admin.collection('AlertBanner').getList(1, 1, { sort: 'created' })
    expect(snap.banner).toBe(banner.items[0]?.['status'] ?? '')
    const types = await admin.collection('Entradas').getFullList({ filter: "Estado != 'creada'", sort: 'ValorCLP' })
    expect(snap.catalogue.map((t) => t.id).sort()).toEqual(types.map((t) => t.id).sort())
    for (const type of types) expect(snap.catalogue.find((t) => t.id === type.id)).toEqual({ id: type.id, code: type['Tipo'], state: type['Estado'] })
    const queue = await admin.collection('EntradasPedidas').getList(1, 1, { filter: "estado = 'creada'" })
    expect(snap.queue).toBe(queue.totalItems)
    // Nothing else: no price, no name, no quantity (EntradasQuedan stays hidden, SPEC).
    expect(Object.keys(snap).sort()).toEqual(['banner', 'catalogue', 'content', 'queue', 'version'])
    for (const type of snap.catalogue) expect(Object.keys(type).sort()).toEqual(['code', 'id', 'state'])
  })

  // Other test files change the same PocketBase meanwhile, so "nothing changes" is asked of two reads
  // in a row until a quiet moment gives one (expect.poll), and the queue is compared with PocketBase's own count.
  it('keeps its version while nothing changes and changes it with every kind of change', async () => {
    await expect.poll(async () => (await current()).version === (await current()).version).toBe(true)
    const first = await current()

    const code = await unusedTicketCode()
    const draft = await admin.collection('Entradas').create({ Tipo: code, ValorCLP: 77_777, Estado: 'creada', Nombre: 'Borrador', NombreIngles: 'Draft' })
    created.push({ collection: 'Entradas', id: draft.id })
    // A draft is invisible to buyers.
    expect((await current()).catalogue.map((type) => type.id)).not.toContain(draft.id)

    await admin.collection('Entradas').update(draft.id, { Estado: 'anunciada' })
    const announced = await current()
    expect(announced.catalogue).toContainEqual({ id: draft.id, code, state: 'anunciada' })
    expect(announced.version).not.toBe(first.version)

    const buyer = await createUser({ verified: true })
    created.push({ collection: 'users', id: buyer.id })
    const request = await admin.collection('EntradasPedidas').create({ user: buyer.id, tipo: draft.id, estado: 'creada' })
    created.push({ collection: 'EntradasPedidas', id: request.id })
    const queued = await current()
    expect(queued.version).not.toBe(announced.version)
    const openRequests = async () => (await admin.collection('EntradasPedidas').getList(1, 1, { filter: "estado = 'creada'" })).totalItems
    await expect.poll(async () => (await current()).queue === (await openRequests())).toBe(true)

    const member = await admin.collection('Equipo').create({ name: 'Snapshot', roleEs: 'Prueba', roleEn: 'Test', order: 99 })
    created.push({ collection: 'Equipo', id: member.id })
    const staffed = await current()
    expect(staffed.content).not.toBe(queued.content)
    expect(staffed.version).not.toBe(queued.version)

    await admin.collection('Equipo').delete(member.id)
    const banners = await admin.collection('AlertBanner').getList(1, 1, { sort: 'created' })
    let shown = banners.items[0]
    if (!shown) {
      shown = await admin.collection('AlertBanner').create<RecordModel>({ status: 'None' })
      created.push({ collection: 'AlertBanner', id: shown.id })
    }
    const before = await current()
    const status = shown['status'] === 'Warn' ? 'Soon' : 'Warn'
    await admin.collection('AlertBanner').update(shown.id, { status })
    try {
      const flipped = await current()
      expect(flipped.banner).toBe(status)
      expect(flipped.version).not.toBe(before.version)
    } finally {
      await admin.collection('AlertBanner').update(shown.id, { status: shown['status'] })
    }
  })

  it('refuses a query string (each would be a CDN cache miss) and any method but GET', async () => {
    const withQuery = await read(`${URL_}?v=1`)
    expect(withQuery.status).toBe(400)
    expect(withQuery.headers.get('netlify-cdn-cache-control')).toBeNull()
    const post = await read(URL_, 'POST')
    expect(post.status).toBe(405)
  })
})
