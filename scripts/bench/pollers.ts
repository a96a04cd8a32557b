import { Pool } from 'undici'
import type { PublicSnapshot } from '../../src/domain/function-contracts.ts'
import { snapshotPollDelay } from '../../src/domain/public-snapshot.ts'

/**
 * Public pages in a process of their own (cdn-drop.ts starts it): each polls the public snapshot through
 * the CDN as src/api/public-snapshot.ts does (at once, then every snapshotPollDelay()), over a pool of
 * kept-alive connections. A page compares only the ETag (the version); each new version's body is read
 * once. For each watched change, it records when each page first saw a snapshot showing it.
 */
export type Watch = { key: string; banner: string } | { key: string; typeId: string; state: string }

export type PollerCommand =
  | { cmd: 'start'; url: string; pages: number; connections: number }
  | { cmd: 'watch'; watch: Watch }
  | { cmd: 'report' }
  | { cmd: 'stop' }

export interface PollerReport {
  polls: number
  errors: number
  /** Per watched key, per page: epoch ms it first saw the change, or null. */
  seen: Record<string, (number | null)[]>
  errorSamples: string[]
}

let pool: Pool | null = null
let running = false
let polls = 0
let errors = 0
const errorSamples = new Set<string>()
const bodies = new Map<string, PublicSnapshot | null>()
const pageVersion: string[] = []
const watches: { watch: Watch; seen: (number | null)[] }[] = []

const shows = (watch: Watch, snapshot: PublicSnapshot) =>
  'banner' in watch ? snapshot.banner === watch.banner : snapshot.catalogue.some((type) => type.id === watch.typeId && type.state === watch.state)

/** Pages that saw a version whose body another page is still reading, with when they saw it. */
const waitingForBody = new Map<string, { page: number; at: number }[]>()

function onVersion(page: number, version: string, now: number) {
  if (pageVersion[page] === version) return
  const snapshot = bodies.get(version)
  if (!snapshot) {
    waitingForBody.set(version, [...(waitingForBody.get(version) ?? []), { page, at: now }])
    return
  }
  pageVersion[page] = version
  for (const w of watches) if (w.seen[page] === null && shows(w.watch, snapshot)) w.seen[page] = now
}

async function poll(page: number, path: string): Promise<void> {
  if (!running || !pool) return
  try {
    const { statusCode, headers, body } = await pool.request({ method: 'GET', path })
    polls++
    const etag = String(headers['etag'] ?? '').replace(/"/g, '')
    if (statusCode !== 200 || !etag) {
      errors++
      errorSamples.add(`HTTP ${statusCode}`)
      await body.dump()
    } else if (!bodies.has(etag)) {
      const at = Date.now()
      bodies.set(etag, null)
      bodies.set(etag, (await body.json()) as PublicSnapshot)
      onVersion(page, etag, at)
      for (const waiting of waitingForBody.get(etag) ?? []) onVersion(waiting.page, etag, waiting.at)
      waitingForBody.delete(etag)
    } else {
      await body.dump()
      onVersion(page, etag, Date.now())
    }
  } catch (err) {
    errors++
    errorSamples.add(err instanceof Error ? err.message : String(err))
  }
  if (running) setTimeout(() => void poll(page, path), snapshotPollDelay())
}

process.on('message', (raw) => {
  const command = raw as PollerCommand
  if (command.cmd === 'start') {
    const url = new URL(command.url)
    pool = new Pool(url.origin, { connections: command.connections, pipelining: 1, keepAliveTimeout: 60_000 })
    running = true
    // Pages open over the first poll interval, as visitors arrive, not all in one millisecond.
    for (let page = 0; page < command.pages; page++) {
      pageVersion.push('')
      setTimeout(() => void poll(page, url.pathname), Math.random() * snapshotPollDelay())
    }
    process.send?.({ started: command.pages })
  } else if (command.cmd === 'watch') {
    watches.push({ watch: command.watch, seen: pageVersion.map(() => null) })
    process.send?.({ watching: command.watch.key })
  } else if (command.cmd === 'report') {
    const report: PollerReport = { polls, errors, seen: Object.fromEntries(watches.map((w) => [w.watch.key, w.seen])), errorSamples: [...errorSamples].slice(0, 5) }
    process.send?.(report)
  } else {
    running = false
    void pool?.close().finally(() => process.exit(0))
  }
})
