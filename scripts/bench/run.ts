import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from '../lib/paths.ts'
import { PRODUCTION_HOOKS_POOL } from '../lib/pocketbase-server.ts'
import { parallelApprovals } from './approvals.ts'
import { cdnDropTargets, type CdnDropSummary } from './cdn-drop-summary.ts'
import { confirmLatency } from './confirm.ts'
import { ticketDrop } from './drop.ts'
import { limiterChecks } from './limits.ts'
import { cheapPasswordHashing, createVerifiedUsers, typeId, withoutOpenRequests, type BenchUser } from './fixtures.ts'
import { buildSpa, measureBundle } from './frontend.ts'
import { buyerSession, LIGHTHOUSE_ROUTES, lighthouseRoutes, stopChromium } from './lighthouse.ts'
import { lighthouseChecks, spliceLighthouse } from './lighthouse-report.ts'
import { describeMachine } from './machine.ts'
import { checkTargets, consoleSummary, markdown, type BenchResults } from './report.ts'
import { ticketRush } from './rush.ts'
import { startBenchStack, type BenchStack } from './stack.ts'

/**
 * `npm run bench`: the real stack on this machine, the ticket rush, parallel approvals, confirm latency,
 * JS sizes and Lighthouse; prints PASS/MISS per target and writes BENCHMARKS.md. Not part of `npm test`.
 */
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '50' },
    confirms: { type: 'string', default: '50' },
    'drop-clients': { type: 'string', default: '5000' },
    'drop-users': { type: 'string', default: '2000' },
    'hooks-pool': { type: 'string', default: String(PRODUCTION_HOOKS_POOL) },
    'drop-refetch': { type: 'string', default: 'reconnect' },
    'drop-own-topics': { type: 'string', default: 'record' },
    'skip-load': { type: 'boolean', default: false },
    'skip-drop': { type: 'boolean', default: false },
    'skip-reconnect': { type: 'boolean', default: false },
    'rate-limits': { type: 'boolean', default: false },
    'skip-frontend': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    only: { type: 'string' },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    baseline: { type: 'string' },
    out: { type: 'string', default: path.join(repoRoot, 'BENCHMARKS.md') },
    reports: { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
})

const count = (name: string, value: string | undefined, min: number, max: number) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be an integer from ${min} to ${max}`)
  return n
}
const USERS = count('users', values.users, 1, 5000)
const CONCURRENCY = count('concurrency', values.concurrency, 1, 200)
const CONFIRMS = count('confirms', values.confirms, 1, 500)
const DROP_CLIENTS = count('drop-clients', values['drop-clients'], 1, 15000)
const DROP_USERS = count('drop-users', values['drop-users'], 1, 5000)
/** PocketBase's --hooksPool for the bench's server (deploy/entrypoint.sh's default unless given; 0 = PocketBase's own 15). */
const HOOKS_POOL = count('hooks-pool', values['hooks-pool'], 0, 20000)
if (values['drop-refetch'] !== 'event' && values['drop-refetch'] !== 'reconnect') throw new Error('--drop-refetch must be "event" or "reconnect"')
/** (e) pages re-read what they show on every event (the SPA today) or only after reconnecting. */
const REFETCH_ON_EVENT = values['drop-refetch'] === 'event'
if (values['drop-own-topics'] !== 'wildcard' && values['drop-own-topics'] !== 'record') throw new Error('--drop-own-topics must be "wildcard" or "record"')
/** (e) signed-in pages subscribe to EntradasPedidas/* etc. (the SPA today) or only to their own records. */
const NARROW_OWN_TOPICS = values['drop-own-topics'] === 'record'
const RUNS = count('runs', values.runs, 1, 9)
if (values.only !== undefined && values.only !== 'lighthouse' && values.only !== 'cdn-drop') throw new Error('--only takes one value: lighthouse or cdn-drop')
const ONLY_LIGHTHOUSE = values.only === 'lighthouse'
const ROUTES = values.routes?.split(',').map((r) => r.trim()).filter(Boolean)
const APPROVALS = 30
const UNITS = 10
// Lighthouse runs take 20–60 s each on this machine (more under load): the watchdog allows 90 s per run on top.
const lighthouseRuns = values['skip-frontend'] || values['skip-lighthouse'] ? 0 : RUNS * (ROUTES?.length ?? LIGHTHOUSE_ROUTES.length) * (values.baseline ? 2 : 1)
const WATCHDOG_MS = 15 * 60_000 + lighthouseRuns * 90_000

let stopStack: (() => Promise<void>) | null = null
const started = performance.now()
const log = (line: string) => console.log(`[bench ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`)
const args = process.argv.slice(2)
const command = `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`

/** (a), (b) and (c): they share one pool of users. */
async function loadSections(stack: BenchStack): Promise<Pick<BenchResults, 'setup' | 'rush' | 'limits' | 'approvals' | 'confirm'> & { pool: BenchUser[] }> {
  const { admin } = stack
  await cheapPasswordHashing(admin)
  const setupStart = performance.now()
  // One pool: the rush users, the approval users (the first 30 of them), the payers (after them) and,
  // after those, the drop's requesters (their open request from the rush is withdrawn before (e)).
  const poolSize = Math.max(USERS, APPROVALS + CONFIRMS + (values['skip-drop'] ? 0 : DROP_USERS)) + 1
  log(`creating ${poolSize} verified users with legal records`)
  const all = await createVerifiedUsers(admin, poolSize)
  const setupMs = performance.now() - setupStart
  const [warmUser, ...users] = all
  if (!warmUser) throw new Error('no users')
  const general = await typeId(admin, 'B1')

  const rush = await ticketRush({
    admin,
    functionsUrl: stack.functionsUrl,
    pids: stack.pids,
    users: users.slice(0, USERS),
    warmUser,
    entradaId: general,
    warmEntradaId: await typeId(admin, 'S1'),
    concurrency: CONCURRENCY,
    log,
  })
  log(`rush done: ${rush.rush.perSecond.toFixed(0)}/s, p95 ${rush.rush.p95.toFixed(0)} ms; raw ${rush.raw.perSecond.toFixed(0)}/s`)

  log('rate limiter: one hammering account, one hammering address')
  const limits = await limiterChecks({ stack, user: warmUser, entradaId: await typeId(admin, 'S1'), rush: rush.rush })

  log(`${APPROVALS} parallel approvals for ${UNITS} units`)
  const approvals = await parallelApprovals({ admin, users: users.slice(0, APPROVALS), entradaId: general, units: UNITS })

  log(`${CONFIRMS} paid transactions, then confirm`)
  const confirm = await confirmLatency({
    admin,
    functionsUrl: stack.functionsUrl,
    standInUrl: stack.webpay.url,
    users: users.slice(APPROVALS, APPROVALS + CONFIRMS),
    entradaId: general,
  })

  return { setup: { users: poolSize, ms: setupMs }, rush, limits, approvals, confirm, pool: users }
}

/** (e) The drop with reconnect, on users without any request (from the pool of a–c, or new ones). */
async function dropSection(stack: BenchStack, pool: BenchUser[] | null): Promise<Pick<BenchResults, 'drop'>> {
  let requesters: BenchUser[]
  if (pool) {
    requesters = pool.slice(APPROVALS + CONFIRMS, APPROVALS + CONFIRMS + DROP_USERS)
    log(`drop: withdrawing the rush's open requests of ${requesters.length} users`)
    await withoutOpenRequests(stack.admin, requesters)
  } else {
    await cheapPasswordHashing(stack.admin)
    log(`drop: creating ${DROP_USERS} verified users with legal records`)
    requesters = await createVerifiedUsers(stack.admin, DROP_USERS)
  }
  const drop = await ticketDrop({ stack, clients: DROP_CLIENTS, requesters, rushSeconds: 10, reconnect: !values['skip-reconnect'], hooksPool: HOOKS_POOL || 15, refetchOnEvent: REFETCH_ON_EVENT, narrowOwnTopics: NARROW_OWN_TOPICS, log })
  return { drop }
}

/** `--baseline REF`: that commit's tree (git archive, sharing this node_modules), built like the current one. */
async function baselineBuild(stack: BenchStack, ref: string): Promise<{ outDir: string; ref: string }> {
  const root = path.join(stack.tmp, 'baseline-src')
  mkdirSync(root, { recursive: true })
  const tar = execFileSync('git', ['archive', '--format=tar', ref], { cwd: repoRoot, maxBuffer: 512 * 1024 * 1024 })
  execFileSync('tar', ['-x', '-C', root], { input: tar })
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'))
  const outDir = path.join(stack.tmp, 'dist-baseline')
  log(`vite build of the baseline ${ref}`)
  await buildSpa(outDir, root)
  return { outDir, ref }
}

async function lighthouse(stack: BenchStack, outDir: string, reportDir: string) {
  const session = await buyerSession(stack.admin, stack.pbServer.url)
  const baseline = values.baseline ? await baselineBuild(stack, values.baseline) : undefined
  return lighthouseRoutes({ outDir, reportDir, runs: RUNS, ...(ROUTES ? { only: ROUTES } : {}), ...(baseline ? { baseline } : {}), session, log })
}

/** `--only lighthouse`: build, Lighthouse, and BENCHMARKS.md's Lighthouse section replaced (the rest is the last full run's). */
async function onlyLighthouse(stack: BenchStack, reportDir: string): Promise<number> {
  const outDir = path.join(stack.tmp, 'dist')
  log('vite build')
  await buildSpa(outDir)
  const result = await lighthouse(stack, outDir, reportDir)
  const checks = lighthouseChecks(result)
  console.log(`\nTargets (median of ${result.runsPerRoute} runs; load ${result.loadBefore} → ${result.loadAfter})`)
  for (const c of checks) console.log(`${c.pass ? 'PASS' : 'MISS'}  ${c.name}: ${c.actual}`)
  const previous = existsSync(values.out) ? readFileSync(values.out, 'utf8') : '# Benchmarks\n'
  writeFileSync(values.out, spliceLighthouse(previous, result, command))
  log(`wrote ${values.out}`)
  const missed = checks.filter((c) => !c.pass).length
  return missed > 0 && values.strict ? 1 : 0
}

/**
 * `--only cdn-drop`: the drop behind a caching proxy (scripts/bench/cdn-drop.ts, issue #30) with 5,000 and then
 * 50,000 public pages, --drop-clients realtime pages and --drop-users buyers; printed, not written to BENCHMARKS.md
 * (its figures are recorded in scripts/bench/analysis.md); prints issue #30's targets (with --strict, exits 1 when one is missed). Needs Debian's varnish.
 */
function onlyCdnDrop(): number {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mi-cdn-drop-'))
  const summaries: CdnDropSummary[] = []
  for (const pages of [5000, 50000]) {
    const json = path.join(dir, `${pages}.json`)
    const run = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [path.join(repoRoot, 'scripts', 'bench', 'cdn-drop.ts'), '--pages', String(pages), '--signed-in', String(DROP_CLIENTS), '--buyers', String(DROP_USERS), '--json', json], { stdio: 'inherit' })
    if (run.status !== 0) return run.status ?? 1
    summaries.push(JSON.parse(readFileSync(json, 'utf8')) as CdnDropSummary)
  }
  rmSync(dir, { recursive: true, force: true })
  const [few, many] = summaries as [CdnDropSummary, CdnDropSummary]
  const rows = cdnDropTargets(few, many)
  log(`the drop behind the CDN, targets (load average ${few.loadAverage.before[0]?.toFixed(2)} → ${many.loadAverage.after[0]?.toFixed(2)}):`)
  for (const row of rows) log(`  ${row.pass ? 'PASS' : 'MISS'}  ${row.target}: wanted ${row.wanted}, measured ${row.measured}`)
  return rows.every((row) => row.pass) || !values.strict ? 0 : 1
}

async function main(): Promise<number> {
  const machine = await describeMachine()
  log(`${machine.cpuModel} × ${machine.nproc}, Node ${machine.node}, ${machine.pocketbase}, load ${machine.loadAverage}`)
  if (values.only === 'cdn-drop') return onlyCdnDrop()
  const stack = await startBenchStack(log, { hooksPool: HOOKS_POOL })
  stopStack = stack.stop
  // Lighthouse's JSON reports: kept in --reports DIR when given, otherwise thrown away with the temp dir.
  const reportDir = values.reports ? path.resolve(values.reports) : mkdtempSync(path.join(os.tmpdir(), 'mi-bench-reports-'))
  mkdirSync(reportDir, { recursive: true })
  const skipped: string[] = []
  try {
    // `vite preview` and the functions it serves read the same environment as the functions server.
    Object.assign(process.env, stack.env)
    const results: BenchResults = { command, machine, setup: { users: 0, ms: 0 }, skipped, totalMs: 0 }
    if (ONLY_LIGHTHOUSE) return await onlyLighthouse(stack, reportDir)
    let pool: BenchUser[] | null = null
    if (values['skip-load']) skipped.push('(a) rush, rate limits, (b) approvals, (c) confirm (--skip-load)')
    else {
      const { pool: users, ...load } = await loadSections(stack)
      Object.assign(results, load)
      pool = users
    }
    if (values['skip-drop']) skipped.push('(e) drop and reconnect (--skip-drop)')
    else Object.assign(results, await dropSection(stack, pool))
    if (values['skip-reconnect'] && !values['skip-drop']) skipped.push('(e) reconnect after restart (--skip-reconnect)')
    if (values['skip-frontend']) {
      skipped.push('JS sizes and Lighthouse (--skip-frontend)')
    } else {
      const outDir = path.join(stack.tmp, 'dist')
      log('vite build --manifest')
      await buildSpa(outDir)
      results.bundle = measureBundle(outDir)
      if (values['skip-lighthouse']) skipped.push('Lighthouse (--skip-lighthouse)')
      else results.lighthouse = await lighthouse(stack, outDir, reportDir)
    }
    results.totalMs = performance.now() - started
    const checks = checkTargets(results)
    console.log(consoleSummary(results, checks))
    const analysis = readFileSync(path.join(repoRoot, 'scripts', 'bench', 'analysis.md'), 'utf8')
    writeFileSync(values.out, markdown(results, checks, analysis))
    log(`wrote ${values.out}`)
    const missed = checks.filter((c) => !c.pass).length
    log(missed === 0 ? 'all targets met' : `${missed} target(s) missed (see the table and BENCHMARKS.md's analysis)`)
    // The bench ran to the end either way; --strict makes a missed target fail the command (for CI).
    return missed > 0 && values.strict ? 1 : 0
  } finally {
    log('tearing down')
    if (!values.reports) rmSync(reportDir, { recursive: true, force: true })
    await stack.stop()
  }
}

/** Stops the servers this run started (bounded), then exits. */
async function abort(reason: string, code: number) {
  console.error(`bench: ${reason}`)
  const stopping = Promise.all([stopChromium(), stopStack?.() ?? Promise.resolve()])
  await Promise.race([stopping, new Promise((resolve) => setTimeout(resolve, 10_000))])
  process.exit(code)
}
setTimeout(() => void abort(`still running after ${WATCHDOG_MS / 60_000} minutes, giving up`, 2), WATCHDOG_MS).unref()
process.once('SIGINT', () => void abort('interrupted', 130))
process.once('SIGTERM', () => void abort('terminated', 143))

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
