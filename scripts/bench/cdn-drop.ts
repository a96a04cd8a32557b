import { fork } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os, { loadavg } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { PRODUCTION_HOOKS_POOL } from '../lib/pocketbase-server.ts'
import { repoRoot } from '../lib/paths.ts'
import { startCdn } from './cdn.ts'
import type { CdnDropSummary } from './cdn-drop-summary.ts'
import { ticketDrop } from './drop.ts'
import { fanOutSummary } from './fan-out.ts'
import { cheapPasswordHashing, createVerifiedUsers, typeId } from './fixtures.ts'
import { ticketRush, type RushResult } from './rush.ts'
import type { PollerCommand, PollerReport, Watch } from './pollers.ts'
import { ipcAsk } from './ipc-ask.ts'
import { startBenchStack } from './stack.ts'
import { runAsTheWorld } from './world-priority.ts'

/**
 * The drop at internet scale (issue #30), standalone: `npx tsx scripts/bench/cdn-drop.ts --pages 50000`.
 * Public pages poll the public snapshot through a real caching proxy (Varnish honouring Netlify's cache
 * headers, cdn.ts) that PocketBase purges through a stand-in of Netlify's purge API; signed-in pages hold
 * a realtime connection with no collection-wide topic; the buyers rush while the moderator flips the
 * banner and two levels (drop.ts). Reports PocketBase's requests, the functions' snapshot renders, when
 * the public pages saw each change, and the rush.
 */
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '50000' },
    'signed-in': { type: 'string', default: '5000' },
    buyers: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '64' },
    approvals: { type: 'string', default: '500' },
    burst: { type: 'string', default: '2000' },
    json: { type: 'string' },
  },
})
const PAGES = Number(values.pages)
const SIGNED_IN = Number(values['signed-in'])
const BUYERS = Number(values.buyers)
const APPROVALS = Number(values.approvals)
const BURST = Number(values.burst)
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`)

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mi-cdn-'))
  const cdn = await startCdn({ tmp, log })
  const stack = await startBenchStack(log, {
    hooksPool: PRODUCTION_HOOKS_POOL,
    pocketbaseEnv: { NETLIFY_PURGE_TOKEN: cdn.token, NETLIFY_SITE_ID: cdn.siteId, NETLIFY_API_URL: cdn.purgeApiUrl },
  })
  const pollers = fork(path.join(repoRoot, 'scripts', 'bench', 'pollers.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  runAsTheWorld(pollers.pid)
  // Several asks may be pending (the watches).
  const ask = ipcAsk<PollerCommand>(pollers)
  try {
    await cdn.proxy(Number(new URL(stack.functionsUrl).port))
    log(`CDN (Varnish) ${cdn.url} in front of the functions; purge API stand-in ${cdn.purgeApiUrl}`)
    await cheapPasswordHashing(stack.admin)
    const requesters = await createVerifiedUsers(stack.admin, BUYERS)
    // Buyers of another level for the (a)-style burst with the realtime pages still open.
    const [warmUser, ...burstUsers] = await createVerifiedUsers(stack.admin, BURST + 1)
    log(`${BUYERS} buyers ready, and ${BURST} for the burst after the drop`)

    const snapshotUrl = `${cdn.url}/.netlify/functions/snapshot`
    const first = await fetch(snapshotUrl)
    log(`snapshot through the CDN: ${first.status}, cache headers seen by the browser: ${first.headers.get('cache-control')} (Netlify-CDN-Cache-Control stripped: ${first.headers.get('netlify-cdn-cache-control') === null})`)
    await ask({ cmd: 'start', url: snapshotUrl, pages: PAGES, connections: Number(values.connections) })
    // Every page has polled at least once (the first poll of each is spread over one poll interval).
    await new Promise((resolve) => setTimeout(resolve, 8000))
    const load0 = loadavg()
    const backendBefore = cdn.backendRequests()
    const purgesBefore = cdn.purges()
    const started = Date.now()
    const before = (await ask<PollerReport>({ cmd: 'report' })).polls

    const watches: Promise<unknown>[] = []
    const drop = await ticketDrop({
      stack,
      clients: SIGNED_IN,
      requesters,
      rushSeconds: 10,
      reconnect: false,
      hooksPool: PRODUCTION_HOOKS_POOL,
      refetchOnEvent: false,
      narrowOwnTopics: true,
      approveMax: APPROVALS,
      whileOpen: async () => {
        if (!warmUser || BURST === 0) return
        burst = await ticketRush({
          admin: stack.admin,
          functionsUrl: stack.functionsUrl,
          pids: stack.pids,
          users: burstUsers,
          warmUser,
          entradaId: await typeId(stack.admin, 'B1'),
          warmEntradaId: await typeId(stack.admin, 'S1'),
          concurrency: 50,
          log,
        })
      },
      // Signed-in pages follow only their own records (none before they ask): no collection-wide topic.
      publicTopics: ['PB_CONNECT'],
      onWrite: ({ key, at }) => {
        writesAt.set(key, at)
        const [collection, id = '', value = ''] = key.split('/')
        const watch: Watch = collection === 'AlertBanner' ? { key, banner: value } : { key, typeId: id, state: value }
        watches.push(ask({ cmd: 'watch', watch }))
      },
      log,
    })
    await Promise.all(watches)
    // Pages see the last change within max-age + 1 s of the CDN having it: wait that long, with room.
    await new Promise((resolve) => setTimeout(resolve, 8000))
    const elapsedS = (Date.now() - started) / 1000
    const report = await ask<PollerReport>({ cmd: 'report' })
    const load1 = loadavg()
    const backend = cdn.backendRequests() - backendBefore
    const writes = drop.fanOut.map((f) => f.name)
    log(`pages ${PAGES}, signed-in realtime ${SIGNED_IN}, buyers ${BUYERS}; window ${elapsedS.toFixed(1)} s`)
    log(`public polls ${report.polls - before} (${((report.polls - before) / elapsedS).toFixed(0)}/s), poll errors ${report.errors} ${report.errorSamples.join(' | ')}`)
    log(`snapshot renders by the functions (CDN misses): ${backend} (${(backend / elapsedS).toFixed(2)}/s); purges ${cdn.purges() - purgesBefore}`)
    log(`rush: ${drop.rush.count} requests, errors ${drop.rush.errors}, p50 ${drop.rush.p50.toFixed(0)} ms, p95 ${drop.rush.p95.toFixed(0)} ms; ${drop.rushErrorSamples.join(' | ')}`)
    log(`CPU ms per rush request: ${Object.entries(drop.cpuPerRequest).map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(', ')}`)
    log(`signed-in realtime pages: ${drop.connect.subscribed} connected, ${drop.kept} kept, ${drop.dropped} dropped`)
    for (const [key, seen] of Object.entries(report.seen)) {
      const summary = fanOutSummary(writesAt.get(key) ?? started, seen)
      log(`public pages saw ${key}: p50 ${summary.p50.toFixed(0)} ms, p95 ${summary.p95.toFixed(0)} ms, max ${summary.max.toFixed(0)} ms, never ${summary.missing} of ${summary.clients}`)
    }
    log(`moderator writes: ${writes.join('; ')}`)
    if (burst) {
      const ticket = burst.cpuPerRequest.rush['pocketbase'] ?? Number.NaN
      const raw = burst.cpuPerRequest.raw['pocketbase'] ?? Number.NaN
      log(`with ${SIGNED_IN} realtime pages open, ${burst.users} ticket requests then ${burst.users} raw creates, 50 in flight: PocketBase CPU per ticket request ${ticket.toFixed(2)} ms / per raw create ${raw.toFixed(2)} ms = ${(ticket / raw).toFixed(2)}; ticket requests p95 ${burst.rush.p95.toFixed(0)} ms, errors ${burst.rush.errors}`)
    }
    log(`load average: ${load0.map((l) => l.toFixed(2)).join(' ')} before, ${load1.map((l) => l.toFixed(2)).join(' ')} after`)
    if (values.json) {
      const seen = Object.entries(report.seen).map(([key, times]) => fanOutSummary(writesAt.get(key) ?? started, times))
      const own = drop.fanOut.find((f) => f.name.startsWith('approval'))?.summary
      const summary: CdnDropSummary = {
        pages: PAGES,
        signedIn: SIGNED_IN,
        buyers: BUYERS,
        windowS: elapsedS,
        pollsPerSecond: (report.polls - before) / elapsedS,
        rendersPerSecond: backend / elapsedS,
        purges: cdn.purges() - purgesBefore,
        rush: { errors: drop.rush.errors, p95: drop.rush.p95 },
        ownFanOut: { p95: own?.p95 ?? Number.NaN, missing: own?.missing ?? 0, approvals: own?.clients ?? 0 },
        publicSeen: { p95: Math.max(...seen.map((s) => s.p95)), max: Math.max(...seen.map((s) => s.max)), never: seen.reduce((n, s) => n + s.missing, 0) },
        cpuPerTicketRequest: burst?.cpuPerRequest.rush['pocketbase'] ?? Number.NaN,
        cpuPerRawCreate: burst?.cpuPerRequest.raw['pocketbase'] ?? Number.NaN,
        loadAverage: { before: load0, after: load1 },
      }
      writeFileSync(values.json, JSON.stringify(summary, null, 2))
    }
  } finally {
    const exited = new Promise<void>((resolve) => (pollers.exitCode !== null ? resolve() : pollers.once('exit', () => resolve())))
    pollers.send({ cmd: 'stop' } satisfies PollerCommand)
    await exited
    await stack.stop()
    await cdn.stop()
    rmSync(tmp, { recursive: true, force: true })
  }
}

const writesAt = new Map<string, number>()
let burst: RushResult | null = null

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
