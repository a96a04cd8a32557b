import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { repoRoot } from '../lib/paths.ts'
import { DEMO_ACCOUNTS } from '../lib/seed.ts'
import { cpuMs } from './cpu.ts'
import { fanOutSummary, ownFanOutSummary, timeUntilFraction, type FanOutSummary } from './fan-out.ts'
import type { BenchUser } from './fixtures.ts'
import { typeId } from './fixtures.ts'
import { postJson, summarise, timedFetch, type LatencySummary, type Sample } from './load.ts'
import { samplePeak, type ProcessPeak } from './process-peak.ts'
import { pprofDuring } from './rush.ts'
import { ipcAsk } from './ipc-ask.ts'
import { approveTheQueue } from './own-approvals.ts'
import type { ClientSpec, Command, ConnectReply, FollowReply, ReceivedReply, StatusReply } from './sse-clients.ts'
import type { BenchStack } from './stack.ts'
import { runAsTheWorld } from './world-priority.ts'

/**
 * What a visitor's /buy page sends PocketBase as its subscriptions: the SDK's own `PB_CONNECT` (the SPA
 * listens to it for reconnects, and the SDK submits every topic it has listeners for), the banner
 * (src/api/alert-banner-live.ts), the footer's organiser content (src/api/organiser-content.ts) and the
 * catalogue (src/stores/server-queries.ts). PocketBase's per-save scan walks each of them.
 */
export const PUBLIC_TOPICS = ['PB_CONNECT', 'AlertBanner/*', 'ContenidoOrganizador/*', 'Equipo/*', 'Entradas/*']
/** What a signed-in buyer's /buy page added before issue #17: their queue, badge and ticket on collection-wide topics. */
export const SIGNED_IN_TOPICS = ['EntradasPedidas/*', 'EntradasUsuario/*', 'EntradasEntregadas/*']
/**
 * `--drop-own-topics record` (the SPA now, src/stores/server-state.ts liveOwnRecords): signed-in pages
 * hold no collection-wide topic on those collections; they follow their own records' topics
 * (`EntradasPedidas/<id>`) once those exist, so a new request is checked against no other page.
 */
export const SIGNED_IN_TOPICS_NARROW: string[] = []

export interface DropResult {
  /** PocketBase's --hooksPool in this run (15 = its default). */
  hooksPool: number
  /** Pages re-read banner/catalogue on every event (the SPA today) rather than only after a reconnect. */
  refetchOnEvent: boolean
  /** Signed-in pages without collection-wide topics on their own data (`--drop-own-topics record`). */
  narrowOwnTopics: boolean
  clients: number
  signedIn: number
  connect: { subscribed: number; ms: number }
  /** Clients still subscribed at the end of the drop, and clients whose stream ended at least once. */
  kept: number
  dropped: number
  fanOut: { name: string; summary: FanOutSummary }[]
  /** Requesters whose page got the realtime event of their own new request. */
  ownEvents: { expected: number; received: number }
  rush: LatencySummary
  rushWindowMs: number
  rushErrorSamples: string[]
  /** CPU ms spent by each process during the drop (writes, rush, fan-out, re-reads), and per rush request. */
  cpu: Record<string, number>
  cpuPerRequest: Record<string, number>
  pocketbasePeak: ProcessPeak
  reads: number
  readErrors: number
  loadGeneratorErrors: string[]
  reconnect?: ReconnectResult
}

export interface ReconnectResult {
  clients: number
  stoppedMs: number
  startedMs: number
  /** From the moment PocketBase was stopped / from the moment the new one answered, until 99 % were subscribed again. */
  to99FromStopMs: number | null
  to99FromUpMs: number | null
  to100FromUpMs: number | null
  subscribedAfter: number
  /** Clients that do not show the final banner status / level state after reconnecting and re-reading. */
  staleBanner: number
  staleLevel: number
  cpu: Record<string, number>
  pocketbasePeak: ProcessPeak
  /** Seconds after PocketBase answered → how many pages had subscribed again by then. */
  timeline: { second: number; subscribed: number }[]
  errors: string[]
}

class SseLoad {
  readonly ask: <T>(command: Command) => Promise<T>
  constructor(readonly child: ChildProcess) {
    this.ask = ipcAsk<Command>(child)
  }
}

/**
 * The realtime clients in their own Node process, with the file-descriptor limit raised to the hard
 * limit first (each client holds a socket; the default soft limit is often 1,024).
 */
function startSseLoad(): SseLoad {
  const script = path.join(repoRoot, 'scripts', 'bench', 'sse-clients.ts')
  const child = spawn('bash', ['-c', 'ulimit -n "$(ulimit -Hn)" && exec node --import tsx "$0"', script], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  // Visitors' browsers: they do not share PocketBase's CPU in production (world-priority.ts).
  runAsTheWorld(child.pid)
  return new SseLoad(child)
}

async function stopSseLoad(load: SseLoad) {
  if (load.child.exitCode !== null) return
  const exited = new Promise<void>((resolve) => load.child.once('exit', () => resolve()))
  // Exiting answers the stop too.
  await Promise.race([load.ask({ cmd: 'stop' }).catch(() => undefined), exited])
  const timer = setTimeout(() => load.child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function cpuSnapshot(pids: Record<string, number | undefined>): Record<string, number> {
  return Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]))
}
const cpuSince = (pids: Record<string, number | undefined>, before: Record<string, number>) =>
  Object.fromEntries(Object.entries(cpuSnapshot(pids)).map(([name, ms]) => [name, ms - (before[name] ?? 0)]))

/** A visitor's address of its own (10.128.0.0/9, apart from the rush's 10.0.0.0/16). */
const visitorIp = (i: number) => `10.${128 + ((i >> 16) & 127)}.${(i >> 8) & 255}.${i & 255}`

/**
 * (e) The ticket drop: `clients` realtime pages (the first `requesters.length` signed in), then the
 * moderator turns the banner to "Ok" and opens a level, the requesters ask for it spread over
 * `rushSeconds`, and midway another level sells out. Then, optionally, PocketBase is restarted under
 * the same pages and they must all come back and show the final state.
 */
export async function ticketDrop(options: {
  stack: BenchStack
  clients: number
  requesters: readonly BenchUser[]
  rushSeconds: number
  reconnect: boolean
  hooksPool: number
  refetchOnEvent: boolean
  narrowOwnTopics: boolean
  /** What every page subscribes to besides its own data (PUBLIC_TOPICS unless told: the CDN model passes ['PB_CONNECT']). */
  publicTopics?: readonly string[]
  /** From midway through the rush, the moderator approves the queue's head up to this many requests (0: none). */
  approveMax?: number
  /** Runs after the drop while every realtime page is still open (the CDN model's rush-vs-raw-create burst). */
  whileOpen?: () => Promise<void>
  /** Called right after each moderator write was sent (the CDN model's pollers watch for it). */
  onWrite?: (write: { key: string; at: number }) => void
  log: (line: string) => void
}): Promise<DropResult> {
  const { stack, requesters, log } = options
  const { admin } = stack
  const N = Math.max(options.clients, requesters.length)
  const opened = await typeId(admin, 'B2')
  const soldOut = await typeId(admin, 'SS1')
  const banner = (await admin.collection('AlertBanner').getList(1, 1, { sort: 'created' })).items[0]
  if (!banner) throw new Error('no AlertBanner record (seedDemoData creates one)')
  // The state before the drop: banner "Soon", the level announced, the other one on sale.
  await admin.collection('AlertBanner').update(banner.id, { status: 'Soon' })
  await admin.collection('Entradas').update(opened, { Estado: 'anunciada' })
  await admin.collection('Entradas').update(soldOut, { Estado: 'disponible' })
  const moderatorRecord = await admin.collection('moderators').getFirstListItem(admin.filter('email = {:e}', { e: DEMO_ACCOUNTS.moderator.email }))
  const moderator = (await admin.collection('moderators').impersonate(moderatorRecord.id, 3600)).authStore.token
  const moderatorWrite = (collection: string, id: string, body: Record<string, string>) =>
    timedFetch(`${stack.pbServer.url}/api/collections/${collection}/records/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: moderator, 'X-Forwarded-For': '10.127.0.1' },
      body: JSON.stringify(body),
    })

  const load = startSseLoad()
  const pids = () => ({ ...stack.pids, 'realtime clients': load.child.pid })
  const peak = samplePeak(() => stack.pids.pocketbase)
  try {
    const specs: ClientSpec[] = Array.from({ length: N }, (_, i) => ({ ip: visitorIp(i), ...(i < requesters.length ? { token: (requesters[i] as BenchUser).token } : {}) }))
    log(`drop: ${N} realtime clients (${requesters.length} signed in) connecting`)
    const connect = await load.ask<ConnectReply>({
      cmd: 'connect',
      baseUrl: stack.pbServer.url,
      clients: specs,
      publicTopics: [...(options.publicTopics ?? PUBLIC_TOPICS)],
      signedInTopics: options.narrowOwnTopics ? SIGNED_IN_TOPICS_NARROW : SIGNED_IN_TOPICS,
      concurrency: 100,
      levelId: opened,
      refetchOnEvent: options.refetchOnEvent,
    })
    log(`drop: ${connect.subscribed} of ${N} subscribed in ${(connect.ms / 1000).toFixed(1)} s`)

    const cpuBefore = cpuSnapshot(pids())
    const self = process.cpuUsage()
    const writes: { name: string; key: string; at: number; status: number }[] = []
    const write = async (name: string, key: string, collection: string, id: string, body: Record<string, string>) => {
      const at = Date.now()
      options.onWrite?.({ key, at })
      const answer = await moderatorWrite(collection, id, body)
      writes.push({ name, key, at, status: answer.status })
      // A write PocketBase could not take in time is reported (every page then misses it), not fatal.
      if (!answer.ok) log(`drop: moderator write "${name}" answered ${answer.status}: ${answer.body.slice(0, 160)}`)
    }
    await write('banner → "Ok"', `AlertBanner/${banner.id}/Ok`, 'AlertBanner', banner.id, { status: 'Ok' })
    await write('level B2 → disponible', `Entradas/${opened}/disponible`, 'Entradas', opened, { Estado: 'disponible' })

    // The rush: each requester once, arrivals spread evenly over the window (an open load, as buyers
    // do not wait for each other); midway another level sells out.
    const url = `${stack.functionsUrl}/.netlify/functions/pideentrada`
    const spacing = (options.rushSeconds * 1000) / requesters.length
    const rushStart = performance.now()
    const soldOutAt = sleep(options.rushSeconds * 500).then(() =>
      write('level SS1 → agotada (midway)', `Entradas/${soldOut}/agotada`, 'Entradas', soldOut, { Estado: 'agotada' }),
    )
    const pageOf = new Map<string, number>()
    let rushOver = false
    const approving = sleep(options.rushSeconds * 500).then(() =>
      approveTheQueue({
        pocketbaseUrl: stack.pbServer.url,
        moderatorToken: moderator,
        pageOf,
        follow: (follows) => load.ask<FollowReply>({ cmd: 'follow', follows }),
        rushOver: () => rushOver,
        max: options.approveMax ?? 0,
        log,
      }),
    )
    const samples: (Sample & { body: string })[] = await pprofDuring('drop', () =>
      Promise.all(
        requesters.map(async (user, i) => {
          await sleep(i * spacing)
          const sample = await postJson(url, { userid: user.id, entradaid: opened }, user.token, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)
          if (sample.ok) pageOf.set(user.id, i)
          return sample
        }),
      ),
    )
    rushOver = true
    await soldOutAt
    const rushWindowMs = performance.now() - rushStart
    const { approvals, refused } = await approving
    if (refused) log(`drop: ${refused} approvals refused`)
    const rush = summarise(samples, rushWindowMs)
    log(`drop: rush ${rush.count} in ${(rushWindowMs / 1000).toFixed(1)} s, p95 ${rush.p95.toFixed(0)} ms, errors ${rush.errors}`)
    // Where in the rush the slow answers were (arrival second → p95), to tell a burst from a steady queue.
    const perSecond = Math.round(1000 / spacing)
    const bySecond = Array.from({ length: Math.ceil(samples.length / perSecond) }, (_, sec) => summarise(samples.slice(sec * perSecond, (sec + 1) * perSecond), 1000).p95.toFixed(0))
    log(`drop: rush p95 by arrival second (ms): ${bySecond.join(' ')}`)

    // Every page should now have every event; give stragglers up to 5 s.
    const keys = [...writes.map((w) => w.key), ...(options.narrowOwnTopics ? [] : ['own/create']), ...(approvals.length ? ['own/update'] : [])]
    let received: ReceivedReply = { times: {} }
    for (let waited = 0; waited <= 5000; waited += 500) {
      received = await load.ask<ReceivedReply>({ cmd: 'received', keys })
      const complete = writes.every((w) => (received.times[w.key] ?? []).every((t) => t !== null)) && approvals.every((a) => (received.times['own/update'] ?? [])[a.index] != null)
      if (complete) break
      await sleep(500)
    }
    const cpu = cpuSince(pids(), cpuBefore)
    const used = process.cpuUsage(self)
    cpu['load generator'] = (used.user + used.system) / 1000
    const state = await load.ask<StatusReply>({ cmd: 'status' })
    const fanOut = writes.map((w) => ({
      name: w.status >= 200 && w.status < 300 ? w.name : `${w.name} (write answered ${w.status})`,
      summary: fanOutSummary(w.at, received.times[w.key] ?? Array.from({ length: N }, () => null)),
    }))
    if (approvals.length) {
      const updates = received.times['own/update'] ?? []
      const summary = ownFanOutSummary(approvals.map((a) => ({ writeAt: a.writeAt, receivedAt: updates[a.index] ?? null })))
      fanOut.push({ name: `approval → the requester’s own page (${approvals.length} approvals one by one from midway)`, summary })
    }
    const okUsers = new Set(samples.flatMap((s, i) => (s.ok ? [i] : [])))
    const own = received.times['own/create'] ?? []
    const result: DropResult = {
      hooksPool: options.hooksPool,
      refetchOnEvent: options.refetchOnEvent,
      narrowOwnTopics: options.narrowOwnTopics,
      clients: N,
      signedIn: requesters.length,
      connect: { subscribed: connect.subscribed, ms: connect.ms },
      kept: state.subscribed,
      dropped: state.dropped,
      fanOut,
      ownEvents: { expected: options.narrowOwnTopics ? 0 : okUsers.size, received: [...okUsers].filter((i) => own[i] !== null && own[i] !== undefined).length },
      rush,
      rushWindowMs,
      rushErrorSamples: [...new Set(samples.filter((s) => !s.ok).map((s) => `${s.status} ${s.body.slice(0, 160)}`))].slice(0, 5),
      cpu,
      cpuPerRequest: Object.fromEntries(Object.entries(cpu).map(([name, ms]) => [name, ms / requesters.length])),
      pocketbasePeak: peak.stop(),
      reads: state.reads,
      readErrors: state.readErrors,
      loadGeneratorErrors: state.errors,
    }
    for (const f of fanOut) log(`drop: fan-out ${f.name}: p95 ${f.summary.p95.toFixed(0)} ms, max ${f.summary.max.toFixed(0)} ms, missing ${f.summary.missing}`)
    await options.whileOpen?.()
    if (options.reconnect) result.reconnect = await restartUnderLoad({ stack, load, pids, clients: N, bannerId: banner.id, levelId: opened, moderatorWrite, log })
    return result
  } finally {
    peak.stop()
    await stopSseLoad(load)
  }
}

/**
 * PocketBase stops (a deploy, a crash) under every open page and starts again; right after it answers
 * the moderator changes the banner and the level. Every page must be subscribed again and show that
 * final state, whether it got the events or re-read after reconnecting.
 */
async function restartUnderLoad(options: {
  stack: BenchStack
  load: SseLoad
  pids: () => Record<string, number | undefined>
  clients: number
  bannerId: string
  levelId: string
  moderatorWrite: (collection: string, id: string, body: Record<string, string>) => Promise<Sample & { body: string }>
  log: (line: string) => void
}): Promise<ReconnectResult> {
  const { stack, load, log } = options
  log(`reconnect: restarting PocketBase under ${options.clients} realtime clients`)
  const stoppedAt = Date.now()
  const { stoppedMs, startedMs } = await stack.restartPocketBase()
  const upAt = Date.now()
  const peak = samplePeak(() => stack.pids.pocketbase)
  const cpuBefore = cpuSnapshot(options.pids())
  log(`reconnect: PocketBase stopped in ${stoppedMs.toFixed(0)} ms, up again after ${startedMs.toFixed(0)} ms`)
  for (const [collection, id, body] of [
    ['AlertBanner', options.bannerId, { status: 'Warn' }],
    ['Entradas', options.levelId, { Estado: 'agotada' }],
  ] as const) {
    const answer = await options.moderatorWrite(collection, id, body)
    if (!answer.ok) log(`reconnect: moderator write after restart answered ${answer.status}: ${answer.body.slice(0, 160)}`)
  }
  // Until every page is subscribed again and every re-read it sent has its answer (at most 30 s).
  let state = await load.ask<StatusReply>({ cmd: 'status' })
  for (let waited = 0; (state.subscribed < options.clients || state.readsInFlight > 0) && waited < 30_000; waited += 250) {
    await sleep(250)
    state = await load.ask<StatusReply>({ cmd: 'status' })
  }
  const cpu = cpuSince(options.pids(), cpuBefore)
  const result: ReconnectResult = {
    clients: options.clients,
    stoppedMs,
    startedMs,
    to99FromStopMs: timeUntilFraction(stoppedAt, state.subscribedAt, 0.99),
    to99FromUpMs: timeUntilFraction(upAt, state.subscribedAt, 0.99),
    to100FromUpMs: timeUntilFraction(upAt, state.subscribedAt, 1),
    subscribedAfter: state.subscribed,
    staleBanner: state.banner.filter((b) => b !== 'Warn').length,
    staleLevel: state.level.filter((l) => l !== 'agotada').length,
    cpu,
    pocketbasePeak: peak.stop(),
    timeline: [1, 2, 3, 5, 10, 20].map((second) => ({ second, subscribed: state.subscribedAt.filter((t) => t !== null && t - upAt <= second * 1000).length })),
    errors: state.errors,
  }
  log(`reconnect: subscribed again by second after up: ${result.timeline.map((p) => `${p.second} s: ${p.subscribed}`).join(', ')}; errors ${result.errors.join(' | ')}`)
  log(`reconnect: ${result.subscribedAfter} subscribed again, 99 % after ${result.to99FromUpMs ?? '–'} ms from up; stale banner ${result.staleBanner}, stale level ${result.staleLevel}`)
  return result
}
