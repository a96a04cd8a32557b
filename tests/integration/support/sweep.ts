import { createHmac } from 'node:crypto'
import http from 'node:http'
import type PocketBase from 'pocketbase'
import { freePort } from '../../../scripts/lib/ports.ts'

/** Tools of the bad-input sweep: a seeded generator, forged tokens, database snapshots, a counting proxy. */

export interface Rng {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  string(length: number, alphabet: string): string
}

/** mulberry32: tiny, fast and deterministic, so a failing case is reproduced from its seed. */
export function seeded(seed: number): Rng {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    string: (length, alphabet) => Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)] ?? '').join(''),
  }
}

export const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
export const HEX = '0123456789abcdef'

/** Runs `work` over `items` with at most `concurrency` in flight, keeping the order of results. */
export async function runPool<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let nextIndex = 0
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++
      results[index] = await work(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return results
}

// ---- tokens -------------------------------------------------------------------------------------

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

function parts(token: string): { header: Record<string, unknown>; payload: Record<string, unknown>; signature: string } {
  const [header = '', payload = '', signature = ''] = token.split('.')
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>,
    signature,
  }
}

/** Ways to tamper with a real PocketBase token; none of them can carry a valid signature. */
export const forge = {
  /** The same header and payload with some signature characters changed. */
  flipSignature(token: string, rng: Rng): string {
    const [header, payload, signature = ''] = token.split('.')
    const chars = signature.split('')
    // Distinct positions, never the last character: its low bits are base64url padding, so changing it
    // can leave the signature bytes as they were (and two flips of one place undo each other).
    const flips = rng.int(1, 4)
    const positions = new Set<number>()
    while (positions.size < flips) positions.add(rng.int(0, chars.length - 2))
    for (const at of positions) {
      const current = chars[at] ?? 'A'
      chars[at] = current === 'A' ? 'B' : 'A'
    }
    return `${header}.${payload}.${chars.join('')}`
  },
  /** alg "none": an unsigned token with the real payload. */
  algNone(token: string, patch: Record<string, unknown> = {}): string {
    const { payload } = parts(token)
    return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...payload, ...patch })}.`
  },
  /** The payload re-encoded with other claims (another id, collection, type or expiry), old signature kept. */
  withPayload(token: string, patch: Record<string, unknown>): string {
    const { header, payload, signature } = parts(token)
    return `${encode(header)}.${encode({ ...payload, ...patch })}.${signature}`
  },
  /** Re-signed with a key an attacker might guess. */
  signedWith(token: string, key: string, patch: Record<string, unknown> = {}): string {
    const { header, payload } = parts(token)
    const head = `${encode(header)}.${encode({ ...payload, ...patch })}`
    return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`
  },
  payload: (token: string) => parts(token).payload,
}

// ---- database snapshots -------------------------------------------------------------------------

/** collection name → record id → the whole record as JSON (every field the superuser API returns). */
export type Snapshot = Map<string, Map<string, string>>

export async function snapshot(admin: PocketBase): Promise<Snapshot> {
  const collections = await admin.collections.getFullList({ batch: 500 })
  const result: Snapshot = new Map()
  await runPool(collections, 4, async (collection) => {
    const records = await admin.collection(collection.name).getFullList({ batch: 1000 })
    const byId = new Map<string, string>()
    for (const record of records) byId.set(String(record.id), JSON.stringify(record))
    result.set(collection.name, byId)
  })
  return result
}

/** Every difference between two snapshots, one line each (empty when the database is unchanged). */
export function diffSnapshots(before: Snapshot, after: Snapshot): string[] {
  const lines: string[] = []
  const names = new Set([...before.keys(), ...after.keys()])
  for (const name of [...names].sort()) {
    const old = before.get(name)
    const now = after.get(name)
    if (!old || !now) {
      lines.push(`${name}: collection ${old ? 'removed' : 'added'}`)
      continue
    }
    for (const [id, json] of now) {
      const previous = old.get(id)
      if (previous === undefined) lines.push(`${name}: record ${id} added: ${json.slice(0, 300)}`)
      else if (previous !== json) lines.push(`${name}: record ${id} changed:\n  before ${previous.slice(0, 400)}\n  after  ${json.slice(0, 400)}`)
    }
    for (const id of old.keys()) if (!now.has(id)) lines.push(`${name}: record ${id} removed`)
  }
  return lines
}

export const recordCount = (snap: Snapshot) => [...snap.values()].reduce((sum, records) => sum + records.size, 0)

// ---- a counting proxy ---------------------------------------------------------------------------

export interface CountingProxy {
  url: string
  /** Every request that went through, as "METHOD path". */
  requests: string[]
  stop(): Promise<void>
}

/** Forwards everything to `target` and remembers each request: proof that a sweep never reached it. */
export async function countingProxy(target: string): Promise<CountingProxy> {
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    requests.push(`${req.method ?? ''} ${req.url ?? ''}`)
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const headers = new Headers()
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && key !== 'host' && key !== 'content-length') headers.set(key, value)
      }
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(Buffer.concat(chunks))
      fetch(`${target}${req.url ?? ''}`, { method: req.method, headers, body, redirect: 'manual' })
        .then(async (answer) => {
          const out: Record<string, string> = {}
          answer.headers.forEach((value, key) => {
            if (key !== 'content-length' && key !== 'content-encoding' && key !== 'transfer-encoding') out[key] = value
          })
          res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()))
        })
        .catch(() => res.writeHead(502).end())
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
