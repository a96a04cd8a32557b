import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SNAPSHOT_CACHE_TAG } from '../../src/domain/public-snapshot.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'

/**
 * A stand-in for Netlify's purge API. The contract, as @netlify/functions' purgeCache sends it
 * (node_modules/@netlify/functions/dist/main.js) and netlify-labs/cache-tags-and-purge-api documents it:
 * POST /api/v1/purge, `Authorization: Bearer <token>`, JSON {"site_id", "cache_tags"}; 2xx is success.
 */
interface Purge {
  at: number
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: unknown
}

class PurgeStub {
  readonly purges: Purge[] = []
  private server: Server | null = null

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let text = ''
      req.on('data', (chunk: Buffer) => (text += chunk.toString()))
      req.on('end', () => {
        this.purges.push({ at: Date.now(), method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: JSON.parse(text || 'null') })
        res.writeHead(202).end()
      })
    })
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  /** Resolves with the purges received after `from`, once at least one arrived (or fails after `ms`). */
  async after(from: number, ms = 4000): Promise<Purge[]> {
    const until = Date.now() + ms
    while (Date.now() < until) {
      const seen = this.purges.slice(from)
      if (seen.length > 0) return seen
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return []
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }
}

const TOKEN = 'purge-token-for-tests'
const SITE = 'site-id-for-tests'
const own = new OwnPocketBase()
const stub = new PurgeStub()
let admin: PocketBase

beforeAll(async () => {
  const api = await stub.start()
  await own.start({ NETLIFY_PURGE_TOKEN: TOKEN, NETLIFY_SITE_ID: SITE, NETLIFY_API_URL: api })
  admin = await own.superuser()
}, 60_000)

afterAll(async () => {
  await own.remove()
  await stub.stop()
})

/** Each change is purged at once and once more a second later (server/cdnpurge: a render that straddled the first purge). */
const PURGES_SETTLE_MS = 2300

/** Runs a change and expects a purge of the snapshot's tag for it (coalesced: at most one a second). */
async function expectPurge(change: () => Promise<unknown>): Promise<void> {
  // Let both purges of an earlier change go out first, so this one is really this change's.
  await new Promise((resolve) => setTimeout(resolve, PURGES_SETTLE_MS))
  const from = stub.purges.length
  await change()
  const purges = await stub.after(from)
  expect(purges.length).toBeGreaterThanOrEqual(1)
  for (const purge of purges) {
    expect(purge.method).toBe('POST')
    expect(purge.url).toBe('/api/v1/purge')
    expect(purge.headers['authorization']).toBe(`Bearer ${TOKEN}`)
    expect(purge.headers['content-type']).toMatch(/^application\/json/)
    expect(purge.body).toEqual({ site_id: SITE, cache_tags: [SNAPSHOT_CACHE_TAG] })
  }
}

describe('PocketBase purges the public snapshot from the CDN on every change it shows (server/cdnpurge)', () => {
  it('ticket types: created, updated, deleted', async () => {
    let id = ''
    await expectPurge(async () => {
      id = (await admin.collection('Entradas').create({ Tipo: 'SS2', ValorCLP: 1000, Estado: 'anunciada', Nombre: 'Prueba', NombreIngles: 'Test' })).id
    })
    await expectPurge(() => admin.collection('Entradas').update(id, { Estado: 'disponible' }))
    await expectPurge(() => admin.collection('Entradas').delete(id))
  }, 30_000)

  it('the banner: created, a status change, deleted', async () => {
    let id = ''
    await expectPurge(async () => {
      id = (await admin.collection('AlertBanner').create({ status: 'Soon' })).id
    })
    await expectPurge(() => admin.collection('AlertBanner').update(id, { status: 'Ok' }))
    await expectPurge(() => admin.collection('AlertBanner').delete(id))
  }, 30_000)

  it('the queue: a request joins, changes state, is removed', async () => {
    const type = await admin.collection('Entradas').create({ Tipo: 'S2', ValorCLP: 2000, Estado: 'disponible', Nombre: 'Cola', NombreIngles: 'Queue' })
    const buyer = await own.user()
    let id = ''
    await expectPurge(async () => {
      id = (await admin.collection('EntradasPedidas').create({ user: buyer.id, tipo: type.id, estado: 'creada' })).id
    })
    await expectPurge(() => admin.collection('EntradasPedidas').update(id, { estado: 'agotada' }))
    await expectPurge(() => admin.collection('EntradasPedidas').delete(id))
  }, 30_000)

  it('organiser content, staff and editions (the snapshot tells pages to read them again)', async () => {
    let member = ''
    await expectPurge(async () => {
      member = (await admin.collection('Equipo').create({ name: 'Purga', roleEs: 'Prueba', roleEn: 'Test', order: 5 })).id
    })
    await expectPurge(() => admin.collection('Equipo').delete(member))
    const content = (await admin.collection('ContenidoOrganizador').getFullList())[0]
    if (!content) throw new Error('no organiser content record')
    await expectPurge(() => admin.collection('ContenidoOrganizador').update(content.id, {}))
    const edition = (await admin.collection('Ediciones').getFullList({ sort: '-inicio' }))[0]
    if (!edition) throw new Error('no edition')
    await expectPurge(() => admin.collection('Ediciones').update(edition.id, { minutosPago: edition['minutosPago'] }))
  }, 30_000)

  it('a rush of changes is coalesced: at most one purge a second, and the last change is covered', async () => {
    const type = await admin.collection('Entradas').create({ Tipo: 'B2', ValorCLP: 3000, Estado: 'disponible', Nombre: 'Ráfaga', NombreIngles: 'Burst' })
    await new Promise((resolve) => setTimeout(resolve, PURGES_SETTLE_MS))
    const from = stub.purges.length
    const started = Date.now()
    for (let i = 0; i < 60; i++) await admin.collection('Entradas').update(type.id, { Estado: i % 2 === 0 ? 'agotada' : 'disponible' })
    const lastChange = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 3500))
    const purges = stub.purges.slice(from)
    const seconds = (lastChange - started) / 1000
    expect(purges.length).toBeGreaterThanOrEqual(2)
    expect(purges.length).toBeLessThanOrEqual(Math.ceil(seconds) + 3)
    for (let i = 1; i < purges.length; i++) expect(purges[i]!.at - purges[i - 1]!.at).toBeGreaterThanOrEqual(950)
    // A purge went out after the last change (changes during a purge's cooldown are not lost), and one more
    // at least a second after that one, for a render that read PocketBase before the change committed.
    const firstAfter = purges.find((purge) => purge.at >= lastChange - 5)
    if (!firstAfter) throw new Error('no purge after the last change')
    expect(purges.at(-1)!.at).toBeGreaterThanOrEqual(firstAfter.at + 950)
  }, 30_000)

  it('a change the snapshot does not show (remaining quantities, accounts) sends nothing', async () => {
    const type = await admin.collection('Entradas').create({ Tipo: 'S1', ValorCLP: 4000, Estado: 'disponible', Nombre: 'Stock', NombreIngles: 'Stock' })
    const buyer = await own.user()
    // Earlier changes' purges go out first.
    await new Promise((resolve) => setTimeout(resolve, PURGES_SETTLE_MS))
    const from = stub.purges.length
    const stock = await admin.collection('EntradasQuedan').getFirstListItem(`EntradasID = "${type.id}"`).catch(() => null)
    if (stock) await admin.collection('EntradasQuedan').update(stock.id, { CantidadQuedan: 7 })
    else await admin.collection('EntradasQuedan').create({ EntradasID: type.id, CantidadQuedan: 7 })
    await admin.collection('users').update(buyer.id, { emailVisibility: false })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(stub.purges.slice(from)).toEqual([])
  }, 30_000)
})

describe('without purge credentials PocketBase sends nothing', () => {
  const bare = new OwnPocketBase()
  const silent = new PurgeStub()

  afterAll(async () => {
    await bare.remove()
    await silent.stop()
  })

  it('no token or no site: no call, whatever changes', async () => {
    const api = await silent.start()
    // The API address alone (no token, no site) must not enable anything.
    await bare.start({ NETLIFY_API_URL: api, NETLIFY_SITE_ID: SITE, NETLIFY_PURGE_TOKEN: '' })
    const pb = await bare.superuser()
    const banner = await pb.collection('AlertBanner').create({ status: 'Warn' })
    await pb.collection('AlertBanner').update(banner.id, { status: 'Ok' })
    await pb.collection('Entradas').create({ Tipo: 'MEGA', ValorCLP: 5000, Estado: 'disponible', Nombre: 'Sin purga', NombreIngles: 'No purge' })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(silent.purges).toEqual([])
  }, 60_000)
})
