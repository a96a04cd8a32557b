import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cdnPurge } from '../../scripts/doctor/cdn-purge.ts'
import { SNAPSHOT_CACHE_TAG } from '../../src/domain/public-snapshot.ts'

// A stand-in for Netlify's purge API (POST /api/v1/purge, Bearer token, {site_id, cache_tags}: the contract of
// @netlify/functions' purgeCache): 202 for the right token, 401 otherwise.
const received: { headers: IncomingHttpHeaders; body: unknown }[] = []
const server = createServer((req, res) => {
  let text = ''
  req.on('data', (chunk: Buffer) => (text += chunk.toString()))
  req.on('end', () => {
    received.push({ headers: req.headers, body: JSON.parse(text || 'null') })
    res.writeHead(req.headers.authorization === 'Bearer good' ? 202 : 401).end()
  })
})
let api = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('doctor: the CDN purge credentials', () => {
  it('passes without them (the max-age bounds staleness) and names the missing half of a pair', async () => {
    expect(await cdnPurge.run({}, 'production')).toEqual([])
    expect(await cdnPurge.run({ NETLIFY_SITE_ID: 's' }, 'production')).toEqual([expect.stringContaining('without NETLIFY_PURGE_TOKEN')])
    expect(await cdnPurge.run({ NETLIFY_PURGE_TOKEN: 't' }, 'production')).toEqual([expect.stringContaining('without NETLIFY_SITE_ID')])
    expect(received).toEqual([])
  })

  it('purges the snapshot tag once with them, and reports a refused token', async () => {
    expect(await cdnPurge.run({ NETLIFY_PURGE_TOKEN: 'good', NETLIFY_SITE_ID: 'site-1', NETLIFY_API_URL: api }, 'production')).toEqual([])
    expect(received.at(-1)?.body).toEqual({ site_id: 'site-1', cache_tags: [SNAPSHOT_CACHE_TAG] })
    expect(await cdnPurge.run({ NETLIFY_PURGE_TOKEN: 'bad', NETLIFY_SITE_ID: 'site-1', NETLIFY_API_URL: api }, 'production')).toEqual([expect.stringContaining('HTTP 401')])
  })
})
