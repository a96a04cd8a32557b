import { SNAPSHOT_CACHE_TAG } from '../../src/domain/public-snapshot.ts'
import { messageOf, type DoctorCheck } from './types.ts'

/**
 * The public snapshot's CDN purge (server/cdnpurge, on the PocketBase host): NETLIFY_PURGE_TOKEN and
 * NETLIFY_SITE_ID go together. Neither is a valid choice (the CDN's max-age alone bounds staleness);
 * when both are set here, one purge of the snapshot's tag proves Netlify accepts them (harmless: the
 * next poll reads the function again).
 */
export const cdnPurge: DoctorCheck = {
  name: 'CDN purge of the public snapshot (NETLIFY_PURGE_TOKEN, NETLIFY_SITE_ID)',
  async run(env) {
    const token = env.NETLIFY_PURGE_TOKEN?.trim() ?? ''
    const site = env.NETLIFY_SITE_ID?.trim() ?? ''
    if (!token && !site) return []
    if (!token) return ['NETLIFY_SITE_ID is set without NETLIFY_PURGE_TOKEN: PocketBase purges nothing']
    if (!site) return ['NETLIFY_PURGE_TOKEN is set without NETLIFY_SITE_ID: PocketBase purges nothing']
    const api = (env.NETLIFY_API_URL?.trim() || 'https://api.netlify.com').replace(/\/+$/, '')
    try {
      const res = await fetch(`${api}/api/v1/purge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', authorization: `Bearer ${token}` },
        body: JSON.stringify({ site_id: site, cache_tags: [SNAPSHOT_CACHE_TAG] }),
        signal: AbortSignal.timeout(10_000),
      })
      if (res.ok) return []
      return [`Netlify's purge API answered HTTP ${res.status} to NETLIFY_PURGE_TOKEN and NETLIFY_SITE_ID${res.status === 401 || res.status === 403 ? ' (the token is refused)' : ''}`]
    } catch (err) {
      return [`Netlify's purge API (${api}) could not be reached: ${messageOf(err)}`]
    }
  },
}
