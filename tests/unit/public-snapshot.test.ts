import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isPublicSnapshot } from '../../src/domain/function-contracts.ts'
import { SNAPSHOT_CACHE_HEADERS, SNAPSHOT_CACHE_TAG, SNAPSHOT_CDN_MAX_AGE_SECONDS, snapshotPollDelay } from '../../src/domain/public-snapshot.ts'

const root = path.resolve(import.meta.dirname, '../..')
const goSource = readFileSync(path.join(root, 'server/cdnpurge/cdnpurge.go'), 'utf8')

describe('the public snapshot (src/domain/public-snapshot.ts)', () => {
  it('PocketBase purges the very tag the function answers with', () => {
    expect(goSource).toContain(`const Tag = "${SNAPSHOT_CACHE_TAG}"`)
    expect(SNAPSHOT_CACHE_HEADERS['Netlify-Cache-Tag']).toBe(SNAPSHOT_CACHE_TAG)
  })

  it('PocketBase purges on saves of every collection the snapshot reads (pb_hooks/lib/public-snapshot.js)', () => {
    const facts = readFileSync(path.join(root, 'pb_hooks/lib/public-snapshot.js'), 'utf8')
    const read = new Set([...facts.matchAll(/(?:FROM|stamp\(')\s*'?([A-Za-z]+)/g)].map((m) => m[1]))
    const purged = /var Collections = \[\]string\{([^}]*)\}/.exec(goSource)?.[1]?.match(/"([^"]+)"/g)?.map((s) => s.slice(1, -1)) ?? []
    expect([...read].sort()).toEqual([...purged].sort())
  })

  it('is cached by the CDN (durable, short max-age, stale-while-revalidate) and revalidated by browsers on every poll', () => {
    // Netlify knowledge base, "How to control CDN caching on Netlify": Netlify-CDN-Cache-Control is Netlify's
    // only (stripped before the browser), `durable` shares the answer between edge nodes, and only GET is cached.
    expect(SNAPSHOT_CACHE_HEADERS['Netlify-CDN-Cache-Control']).toMatch(/^public, durable, max-age=\d+, stale-while-revalidate=\d+$/)
    expect(SNAPSHOT_CACHE_HEADERS['Cache-Control']).toBe('public, max-age=0, must-revalidate')
  })

  it('pages poll with jitter, never later than max-age + 1 s after a purge', () => {
    const delays = [0, 0.25, 0.5, 0.75, 0.999999].map((r) => snapshotPollDelay(() => r))
    expect(delays[0]).toBe(3200)
    expect(delays[2]).toBe(4000)
    expect(Math.max(...delays)).toBeLessThanOrEqual((SNAPSHOT_CDN_MAX_AGE_SECONDS + 1) * 1000)
    expect(new Set(delays).size).toBe(delays.length)
  })

  it('the answer check accepts the function’s shape and refuses others', () => {
    const type = { id: 'abcdefghijklmno', code: 'B1', state: 'disponible', price: 45_000, name: 'General Preventa', nameEn: 'General Early Bird', image: 'b1.png', waitingList: false }
    const snap = { version: 'abc', banner: 'Ok', catalogue: [type], queue: 3, content: '1.x|2.y|1.z' }
    expect(isPublicSnapshot(snap)).toBe(true)
    expect(isPublicSnapshot({ ...snap, catalogue: [{ ...type, state: 'creada' }] })).toBe(false)
    expect(isPublicSnapshot({ ...snap, catalogue: [{ ...type, price: '45000' }] })).toBe(false)
    expect(isPublicSnapshot({ ...snap, catalogue: [{ id: 'a', code: 'B1', state: 'disponible' }] })).toBe(false)
    expect(isPublicSnapshot({ ...snap, queue: '3' })).toBe(false)
    expect(isPublicSnapshot({ ...snap, catalogue: null })).toBe(false)
    expect(isPublicSnapshot(null)).toBe(false)
  })
})
