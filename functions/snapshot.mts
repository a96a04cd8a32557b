import { createHash } from 'node:crypto'
import { endpoint, HttpError, json } from './_shared/http.ts'
import { adminClient } from './_shared/pocketbase.ts'
import type { PublicSnapshot } from '../src/domain/function-contracts.ts'
import { SNAPSHOT_CACHE_HEADERS } from '../src/domain/public-snapshot.ts'

type Facts = Omit<PublicSnapshot, 'version'>

/**
 * GET: the drop's public state (banner, ticket types' states, queue length, organiser-content stamp)
 * with its version, cached at Netlify's CDN under one tag that PocketBase purges on every change
 * (src/domain/public-snapshot.ts). One PocketBase request per cache miss, whatever the number of pages.
 */
export default endpoint(['GET'], async (req) => {
  // The whole query string is the CDN's cache key: a query would be a cache miss, i.e. a PocketBase read, on demand.
  if (new URL(req.url).search !== '') throw new HttpError(400, 'The snapshot takes no query parameters.')
  const pb = await adminClient()
  const facts = await pb.send<Facts>('/api/mi/public-snapshot', { method: 'GET' })
  const snapshot = { version: versionOf(facts), ...facts } satisfies PublicSnapshot
  return json(200, snapshot, { ...SNAPSHOT_CACHE_HEADERS, ETag: `"${snapshot.version}"` })
})

function versionOf(facts: Facts): string {
  const canonical = JSON.stringify([facts.banner, facts.catalogue.map((t) => [t.id, t.code, t.state]), facts.queue, facts.content])
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16)
}
