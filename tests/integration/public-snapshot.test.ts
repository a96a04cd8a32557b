import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import snapshot from '../../functions/snapshot.mts'
import { invokeFunction } from '../../scripts/lib/netlify-functions-runtime.ts'
import { isPublicSnapshot, type PublicSnapshot } from '../../src/domain/function-contracts.ts'
import { SNAPSHOT_CACHE_TAG } from '../../src/domain/public-snapshot.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'

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

/** A type's card as the snapshot must carry it: every field buyers see. */
const cardOf = (type: RecordModel) => ({
  id: type.id,
  code: type['Tipo'],
  state: type['Estado'],
  price: type['ValorCLP'],
  name: type['Nombre'],
  nameEn: type['NombreIngles'],
  image: type['Imagen'],
  waitingList: type['listaEspera'],
})

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

// A PocketBase of this file's own, the function pointed at it: the other files change the shared one
// meanwhile (versions, the queue) and take every ticket code (they are few and unique).
const own = new OwnPocketBase()
const pointedAt = ['POCKETBASE_URL', 'PB_SUPERUSER_EMAIL', 'PB_SUPERUSER_PASSWORD'] as const
const shared = new Map(pointedAt.map((name) => [name, Netlify.env.get(name)]))

beforeAll(async () => {
  await own.start({})
  Netlify.env.set('POCKETBASE_URL', own.url)
  Netlify.env.set('PB_SUPERUSER_EMAIL', own.serviceEmail)
  Netlify.env.set('PB_SUPERUSER_PASSWORD', own.servicePassword)
  admin = await own.superuser()
}, 60_000)

afterAll(async () => {
  for (const [name, value] of shared) {
    if (value === undefined) Netlify.env.delete(name)
    else Netlify.env.set(name, value)
  }
  await own.remove()
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
    for (const type of types) expect(snap.catalogue.find((t) => t.id === type.id)).toEqual(cardOf(type))
    const queue = await admin.collection('EntradasPedidas').getList(1, 1, { filter: "estado = 'creada'" })
    expect(snap.queue).toBe(queue.totalItems)
    // Nothing else: the card's fields, no quantity (EntradasQuedan stays hidden, SPEC).
    expect(Object.keys(snap).sort()).toEqual(['banner', 'catalogue', 'content', 'queue', 'version'])
    for (const type of snap.catalogue) expect(Object.keys(type).sort()).toEqual(['code', 'id', 'image', 'name', 'nameEn', 'price', 'state', 'waitingList'])
  })

  it('keeps its version while nothing changes and changes it with every kind of change', async () => {
    const first = await current()
    expect((await current()).version).toBe(first.version)

    const code = 'SS2'
    const draft = await admin.collection('Entradas').create({ Tipo: code, ValorCLP: 77_777, Estado: 'creada', Nombre: 'Borrador', NombreIngles: 'Draft' })
    // A draft is invisible to buyers: same snapshot.
    expect((await current()).version).toBe(first.version)

    await admin.collection('Entradas').update(draft.id, { Estado: 'anunciada' })
    const announced = await current()
    expect(announced.catalogue).toContainEqual(cardOf({ ...draft, Estado: 'anunciada' }))
    expect(announced.version).not.toBe(first.version)

    const buyer = await admin.collection('users').create({ email: 'snapshot-buyer@tests.local', password: 'Password123', passwordConfirm: 'Password123', verified: true })
    await admin.collection('EntradasPedidas').create({ user: buyer.id, tipo: draft.id, estado: 'creada' })
    const queued = await current()
    expect(queued.queue).toBe(announced.queue + 1)
    expect(queued.version).not.toBe(announced.version)

    const member = await admin.collection('Equipo').create({ name: 'Snapshot', roleEs: 'Prueba', roleEn: 'Test', order: 99 })
    const staffed = await current()
    expect(staffed.content).not.toBe(queued.content)
    expect(staffed.version).not.toBe(queued.version)

    await admin.collection('Equipo').delete(member.id)
    const banners = await admin.collection('AlertBanner').getList(1, 1, { sort: 'created' })
    let shown = banners.items[0]
    if (!shown) {
      shown = await admin.collection('AlertBanner').create<RecordModel>({ status: 'None' })
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

  it('serves an organiser’s change of any card field (price, names, waiting list, image) at once, with a new version', async () => {
    const seat = await admin.collection('moderators').create({ email: 'snapshot-organiser@tests.local', password: 'Organiser123', passwordConfirm: 'Organiser123', name: 'Organiza', organizador: true })
    const organiser = own.as((await admin.collection('moderators').impersonate(seat.id, 3600)).authStore.token)
    // A type organisers may keep announced: image, English name and a quantity (pb_hooks/lib/organiser-console.js).
    const fields = new FormData()
    for (const [key, value] of Object.entries({ Tipo: 'S2', ValorCLP: '95000', Estado: 'anunciada', Nombre: 'Sponsor Segunda Venta', NombreIngles: 'Sponsor Second Sale' })) fields.append(key, value)
    fields.append('Imagen', new Blob([PNG], { type: 'image/png' }), 's2-first.png')
    const type = await admin.collection('Entradas').create(fields)
    await admin.collection('EntradasQuedan').create({ EntradasID: type.id, CantidadQuedan: 10 })
    let before = await current()
    expect(before.catalogue).toContainEqual(cardOf(type))

    const changes: Record<string, unknown>[] = [{ ValorCLP: 99_000 }, { Nombre: 'Sponsor Segunda' }, { NombreIngles: 'Sponsor Second' }, { listaEspera: true }]
    for (const change of changes) {
      const saved = await organiser.collection('Entradas').update(type.id, change)
      const after = await current()
      expect(after.catalogue, JSON.stringify(change)).toContainEqual(cardOf(saved))
      expect(after.version, JSON.stringify(change)).not.toBe(before.version)
      before = after
    }
    expect(before.catalogue.find((t) => t.id === type.id)?.price).toBe(99_000)

    const image = new FormData()
    image.append('Imagen', new Blob([PNG], { type: 'image/png' }), 's2.png')
    const pictured = await organiser.collection('Entradas').update(type.id, image)
    const after = await current()
    expect(pictured['Imagen']).not.toBe(type['Imagen'])
    expect(after.catalogue.find((t) => t.id === type.id)?.image).toBe(pictured['Imagen'])
    expect(after.version).not.toBe(before.version)
  })

  it('refuses a query string (each would be a CDN cache miss) and any method but GET', async () => {
    const withQuery = await read(`${URL_}?v=1`)
    expect(withQuery.status).toBe(400)
    expect(withQuery.headers.get('netlify-cdn-cache-control')).toBeNull()
    const post = await read(URL_, 'POST')
    expect(post.status).toBe(405)
  })
})
