import { endpoint, HttpError, json } from './_shared/http.ts'
import { adminClient } from './_shared/pocketbase.ts'
import { snapshotVersion } from './_shared/snapshot-version.ts'
import type { PublicSnapshot } from '../src/domain/function-contracts.ts'
import { SNAPSHOT_CACHE_HEADERS, type SnapshotFacts } from '../src/domain/public-snapshot.ts'

/**
 * GET: the drop's public state (banner, the ticket types' cards, queue length, organiser-content stamp)
 * with its version (a hash of all of it), cached at Netlify's CDN under one tag that PocketBase purges on every change
 * (src/domain/public-snapshot.ts). One PocketBase request per cache miss, whatever the number of pages.
 */
export default endpoint(['GET'], async (req) => {
  // The whole query string is the CDN's cache key: a query would be a cache miss, i.e. a PocketBase read, on demand.
  if (new URL(req.url).search !== '') throw new HttpError(400, 'The snapshot takes no query parameters.')
  const pb = await adminClient()
  const facts = await pb.send<SnapshotFacts>('/api/mi/public-snapshot', { method: 'GET' })
  const snapshot = { ...facts, version: snapshotVersion(facts) } satisfies PublicSnapshot
  return json(200, snapshot, { ...SNAPSHOT_CACHE_HEADERS, ETag: `"${snapshot.version}"` })
})
