/**
 * The public snapshot (functions/snapshot.mts, GET /.netlify/functions/snapshot): the drop's state that
 * every page shows and that is the same for everyone, served from Netlify's CDN so that open pages cost
 * PocketBase nothing. PocketBase purges the cache tag on every change (server/cdnpurge); without purge
 * credentials the CDN's max-age bounds how stale it can be.
 */

import type { PublicSnapshot } from './function-contracts'

/** The tag the answer carries (`Netlify-Cache-Tag`) and PocketBase purges; server/cdnpurge/cdnpurge.go holds the same text (tests/unit/public-snapshot.test.ts). */
export const SNAPSHOT_CACHE_TAG = 'mi-public-snapshot'

/** Seconds the CDN serves an answer as fresh: the bound on staleness when no purge arrives. */
export const SNAPSHOT_CDN_MAX_AGE_SECONDS = 5
/** Seconds after max-age the CDN may still serve the old answer while it asks the function again in the background. */
export const SNAPSHOT_CDN_STALE_SECONDS = 30

/**
 * The answer's cache headers. `Netlify-CDN-Cache-Control` is read by Netlify's CDN only and stripped
 * before the browser; `durable` shares one cached answer between Netlify's edge nodes (serverless
 * functions only); `Netlify-Cache-Tag` lets PocketBase purge it by tag (Netlify knowledge base, "How to
 * control CDN caching on Netlify"; netlify-labs/cache-tags-and-purge-api). Browsers revalidate every
 * time, so each poll reaches the CDN and sees a purge at once.
 */
export const SNAPSHOT_CACHE_HEADERS: Readonly<Record<string, string>> = {
  'Netlify-CDN-Cache-Control': `public, durable, max-age=${SNAPSHOT_CDN_MAX_AGE_SECONDS}, stale-while-revalidate=${SNAPSHOT_CDN_STALE_SECONDS}`,
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'Netlify-Cache-Tag': SNAPSHOT_CACHE_TAG,
}

/** Pages poll every SNAPSHOT_POLL_MS, each delay drawn from ±SNAPSHOT_POLL_JITTER of it so pages do not poll in step. */
export const SNAPSHOT_POLL_MS = 4000
export const SNAPSHOT_POLL_JITTER = 0.2

/** The next poll's delay: SNAPSHOT_POLL_MS ± SNAPSHOT_POLL_JITTER (3.2–4.8 s): a page sees a purged change within max-age + 1 s even when a poll lands just before the purge or a busy CDN answers late (BENCHMARKS.md, 2026-11-27). */
export function snapshotPollDelay(random: () => number = Math.random): number {
  return Math.round(SNAPSHOT_POLL_MS * (1 - SNAPSHOT_POLL_JITTER + 2 * SNAPSHOT_POLL_JITTER * random()))
}

/** What the snapshot holds besides its version. */
export type SnapshotFacts = Omit<PublicSnapshot, 'version'>

/**
 * The snapshot's content as one text, from which its version is hashed (functions/_shared/snapshot-version.ts):
 * every field at any depth, whatever its name, object keys sorted (the same content is the same text
 * however it was built), arrays in order (the catalogue's order is shown). The version is derived from
 * the content itself, so a field added to the snapshot changes the version without anyone listing it.
 */
export function snapshotCanonical(facts: SnapshotFacts): string {
  // A whole snapshot may be passed too: its version is not content.
  return canonicalJson(Object.fromEntries(Object.entries(facts).filter(([key]) => key !== 'version')))
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
