import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { chromium } from '@playwright/test'
import PocketBase from 'pocketbase'
import { uniqueRut } from '../lib/fixture-documents.ts'
import { startNetlifyServer } from '../lib/netlify-server.ts'
import { repoRoot } from '../lib/paths.ts'
import { freePort } from '../lib/ports.ts'
import { CHROMIUM_ARGS } from '../lib/chromium-args.ts'

const run = promisify(execFile)

/** Pinned: a devDependency (package.json), so `npm ci` provides it and every run uses the same audits. */
export const LIGHTHOUSE_VERSION = (JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version
const LIGHTHOUSE_BIN = path.join(repoRoot, 'node_modules', '.bin', 'lighthouse')
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** Every route of SPEC §2 with content for a visitor; /profile and /buy as a signed-in buyer sees them. */
export const LIGHTHOUSE_ROUTES = [
  { path: '/', signedIn: false },
  { path: '/buy', signedIn: true },
  { path: '/hotel', signedIn: false },
  { path: '/rules', signedIn: false },
  { path: '/us', signedIn: false },
  { path: '/friends', signedIn: false },
  { path: '/socialmedia', signedIn: false },
  { path: '/profile', signedIn: true },
  { path: '/login', signedIn: false },
] as const

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]
export const LIGHTHOUSE_TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
export const LCP_TARGET_MS = 2500
export const CLS_TARGET = 0

/** chrome-launcher's defaults that matter for a quiet, reproducible run, plus headless and no network. */
const CHROME_FLAGS = [
  ...CHROMIUM_ARGS,
  '--headless=new',
  '--no-default-browser-check',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-client-side-phishing-detection',
  '--disable-domain-reliability',
  '--disable-translate',
  '--disable-hang-monitor',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--disable-search-engine-choice-screen',
  '--metrics-recording-only',
  '--mute-audio',
  '--password-store=basic',
  '--use-mock-keychain',
]

export interface LighthouseRun {
  scores: Partial<Record<Category, number>>
  /** Milliseconds (CLS unitless). */
  lcpMs?: number
  fcpMs?: number
  tbtMs?: number
  cls?: number
  speedIndexMs?: number
  lcpElement?: string
  /** Lighthouse's CPU benchmark of this run (higher = faster; it falls when other work shares the cores). */
  benchmarkIndex?: number
  /** Audits that cost points in a category below 100 (category: id (title, value)). */
  failing: string[]
  error?: string
}

export interface LighthouseRoute {
  page: string
  signedIn: boolean
  runs: LighthouseRun[]
  /** Per category and metric: the median of the runs that produced it. */
  median: LighthouseRun
  pass: boolean
  /** Why the route misses a target (empty when it passes). */
  misses: string[]
  /** The baseline build's runs of the same route, interleaved with these (--baseline). */
  baseline?: { runs: LighthouseRun[]; median: LighthouseRun }
}

export interface LighthouseResult {
  version: string
  runsPerRoute: number
  /** os.loadavg() before the first and after the last run. */
  loadBefore: string
  loadAfter: string
  date: string
  /** The git ref measured as the baseline, interleaved run by run (--baseline). */
  baselineRef?: string
  routes: LighthouseRoute[]
}

interface LhAudit {
  title?: string
  score?: number | null
  displayValue?: string
  numericValue?: number
  details?: { items?: { node?: { snippet?: string; selector?: string } }[] }
}
interface LhCategory {
  score?: number | null
  auditRefs?: { id: string; weight: number }[]
}

export function readReport(report: Record<string, unknown>): LighthouseRun {
  const categories = (report.categories ?? {}) as Record<string, LhCategory>
  const audits = (report.audits ?? {}) as Record<string, LhAudit>
  const scores: Partial<Record<Category, number>> = {}
  const failing: string[] = []
  for (const id of CATEGORIES) {
    const category = categories[id]
    if (typeof category?.score !== 'number') continue
    scores[id] = Math.round(category.score * 100)
    if (category.score >= 1) continue
    for (const ref of category.auditRefs ?? []) {
      const audit = audits[ref.id]
      if (ref.weight > 0 && typeof audit?.score === 'number' && audit.score < 1) {
        failing.push(`${id}: ${ref.id} (${audit.title ?? ''}${audit.displayValue ? `, ${audit.displayValue}` : ''})`)
      }
    }
  }
  const numeric = (id: string) => audits[id]?.numericValue
  const lcpNode = audits['largest-contentful-paint-element']?.details?.items?.[0]
  const runtime = report.runtimeError as { message?: string } | undefined
  const environment = report.environment as { benchmarkIndex?: number } | undefined
  return {
    scores,
    ...(typeof environment?.benchmarkIndex === 'number' ? { benchmarkIndex: environment.benchmarkIndex } : {}),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    ...(lcpNode ? { lcpElement: lcpNode.node?.selector ?? lcpNode.node?.snippet } : {}),
    failing,
    ...(runtime?.message ? { error: runtime.message } : {}),
  }
}

function median(values: (number | undefined)[]): number | undefined {
  const sorted = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** The median run of a route, category by category and metric by metric; failing audits of the median-performance run. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const scores: Partial<Record<Category, number>> = {}
  for (const id of CATEGORIES) {
    const value = median(runs.map((r) => r.scores[id]))
    if (value !== undefined) scores[id] = Math.round(value)
  }
  const byPerformance = runs.filter((r) => r.scores.performance !== undefined).sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))
  const middle = byPerformance[Math.floor(byPerformance.length / 2)]
  const failing = [...new Set(runs.flatMap((r) => r.failing.filter((f) => !f.startsWith('performance:'))).concat(middle?.failing.filter((f) => f.startsWith('performance:')) ?? []))]
  const errors = runs.map((r) => r.error).filter(Boolean)
  return {
    scores,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    speedIndexMs: median(runs.map((r) => r.speedIndexMs)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    ...(middle?.lcpElement ? { lcpElement: middle.lcpElement } : {}),
    failing,
    ...(errors.length ? { error: errors.join(' | ') } : {}),
  }
}

/** What a route's median misses of the issue's targets. */
export function routeMisses(m: LighthouseRun): string[] {
  const misses: string[] = []
  for (const id of CATEGORIES) {
    const score = m.scores[id]
    if (score === undefined) misses.push(`${id}: no score`)
    else if (score < LIGHTHOUSE_TARGETS[id]) misses.push(`${id} ${score} < ${LIGHTHOUSE_TARGETS[id]}`)
  }
  if (m.lcpMs === undefined || m.lcpMs > LCP_TARGET_MS) misses.push(`LCP ${m.lcpMs === undefined ? '–' : `${(m.lcpMs / 1000).toFixed(1)} s`} > 2.5 s`)
  if (m.cls === undefined || m.cls > CLS_TARGET) misses.push(`CLS ${m.cls ?? '–'} > 0`)
  return misses
}

export interface Session {
  token: string
  record: Record<string, unknown>
}

/**
 * A buyer's account as the bench's signed-in pages see it: verified, legal name and birth date given
 * (what /buy asks for before a request), signed in with its password like through /login.
 */
export async function buyerSession(admin: PocketBase, pocketbaseUrl: string): Promise<Session> {
  const email = `lighthouse-${Date.now().toString(36)}@bench.local`
  const password = 'BenchBuyer123'
  const user = await admin.collection('users').create({ email, password, passwordConfirm: password, verified: true, name: 'Camila' })
  await admin.collection('userLegalInfoPaws').create({
    user: user.id,
    numDocumento: uniqueRut(),
    tipoDocumento: 'DNI',
    paisDocumento: 'Chile',
    nombreEnDocumento: 'Camila Rojas',
    bdate: '1994-02-11 00:00:00.000Z',
  })
  const pb = new PocketBase(pocketbaseUrl)
  const auth = await pb.collection('users').authWithPassword(email, password)
  return { token: auth.token, record: auth.record }
}

/** What a login through the UI leaves in localStorage (tests/e2e/support/session.ts persistedRoot, src/stores/store.ts). */
function sessionStorageEntries(session: Session): Record<string, string> {
  const r = session.record
  const user = { id: r.id, email: r.email, username: r.username ?? '', verified: r.verified === true, avatar: r.avatar ?? '', collectionName: r.collectionName }
  return {
    'persist:root': JSON.stringify({
      preferences: JSON.stringify({ theme: 'dark', lang: 'ESP', user }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    }),
    pocketbase_auth: JSON.stringify({ token: session.token, record: session.record }),
  }
}

async function waitForFile(file: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (existsSync(file)) {
      const text = readFileSync(file, 'utf8')
      if (text.includes('\n')) return text
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Chromium did not write ${file} within ${timeoutMs} ms`)
}

/** Browsers running now, so an interrupted bench can close them (stopChromium). */
const running = new Set<() => Promise<void>>()

/** Closes every Chromium this module started and has not closed yet. */
export async function stopChromium(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()))
}

/** A fresh Chromium (new profile: cold cache, empty storage) with its DevTools port. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'mi-lighthouse-chrome-'))
  // Its own process group: Chromium's helper processes (renderer, GPU, crashpad) are stopped with it,
  // instead of writing on into the profile after the browser exits (ENOTEMPTY lost whole runs).
  const child: ChildProcess = spawn(CHROME, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  })
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal)
    } catch {
      // the group has already gone
    }
  }
  const stop = async () => {
    running.delete(stop)
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      signalGroup('SIGTERM')
      const timer = setTimeout(() => signalGroup('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    signalGroup('SIGKILL')
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
  }
  running.add(stop)
  try {
    const port = Number((await waitForFile(path.join(profile, 'DevToolsActivePort'), 20_000)).split('\n')[0])
    return { port, stop }
  } catch (err) {
    await stop()
    throw err
  }
}

/** Writes the session into the site's localStorage through the DevTools protocol, from a static file of the site. */
async function seedSession(port: number, origin: string, session: Session): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]
    if (!context) throw new Error('Chromium has no default context')
    const page = await context.newPage()
    await page.goto(`${origin}/robots.txt`)
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    }, sessionStorageEntries(session))
    await page.close()
  } finally {
    // Disconnects; the browser keeps running for Lighthouse.
    await browser.close()
  }
}

async function lighthouseOnce(url: string, outFile: string, signedIn: boolean, origin: string, session: Session | null): Promise<LighthouseRun> {
  const chrome = await launchChromium()
  try {
    if (signedIn) {
      if (!session) throw new Error('no session for a signed-in route')
      await seedSession(chrome.port, origin, session)
    }
    await run(
      process.execPath,
      [
        LIGHTHOUSE_BIN,
        url,
        `--port=${chrome.port}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        // Signed-in pages keep the session just written; the profile is new either way (cold cache).
        ...(signedIn ? ['--disable-storage-reset'] : []),
        '--output=json',
        `--output-path=${outFile}`,
        '--quiet',
        // The page's trace with V8's CPU samples beside the report (…-0.trace.json): scripts/bench/long-tasks.ts reads it.
        ...(process.env.BENCH_LIGHTHOUSE_TRACES ? ['--save-assets', '--additional-trace-categories=disabled-by-default-v8.cpu_profiler'] : []),
      ],
      { timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
    )
    return readReport(JSON.parse(readFileSync(outFile, 'utf8')) as Record<string, unknown>)
  } finally {
    await chrome.stop()
  }
}

/** A failed run in one line: Lighthouse's last words on stderr (the command line alone says nothing). */
function failure(err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  const stderr = (err as Error & { stderr?: unknown }).stderr
  const last = typeof stderr === 'string' ? stderr.trim().split('\n').slice(-2).join(' ') : ''
  return `${err.message.split('\n')[0]?.slice(0, 120) ?? ''}${last ? ` — ${last.slice(0, 400)}` : ''}`
}

export interface LighthouseOptions {
  outDir: string
  /** A second build (an older commit) measured alternately with `outDir`, so both see the same machine load. */
  baseline?: { outDir: string; ref: string }
  reportDir: string
  runs: number
  /** Route paths to measure (default: all of LIGHTHOUSE_ROUTES). */
  only?: string[]
  session: Session | null
  log: (line: string) => void
}

/**
 * Lighthouse (mobile preset, default simulated throttling, Debian's Chromium) against the production
 * build served as Netlify serves it (scripts/lib/netlify-server.ts: netlify.toml, _headers with the
 * CSP, SPA fallback), `runs` times per route, rounds interleaved so a burst of load on the shared
 * machine does not land on one route only.
 */
export async function lighthouseRoutes(options: LighthouseOptions): Promise<LighthouseResult> {
  const { outDir, reportDir, runs, session, log, baseline } = options
  const routes = LIGHTHOUSE_ROUTES.filter((r) => !options.only || options.only.includes(r.path))
  if (routes.length === 0) throw new Error(`--routes names none of ${LIGHTHOUSE_ROUTES.map((r) => r.path).join(', ')}`)
  const configPath = path.join(repoRoot, 'netlify.toml')
  const server = await startNetlifyServer({ configPath, publishDir: outDir, port: await freePort() })
  const baselineServer = baseline ? await startNetlifyServer({ configPath, publishDir: baseline.outDir, port: await freePort() }) : null
  const builds = [...(baselineServer ? [{ label: 'baseline', server: baselineServer }] : []), { label: 'current', server }]
  const loadBefore = os.loadavg().map((n) => n.toFixed(2)).join(', ')
  const date = new Date().toISOString()
  const results = new Map<string, LighthouseRun[]>()
  try {
    for (let round = 1; round <= runs; round++) {
      for (const route of routes) {
        for (const build of builds) {
          const name = route.path === '/' ? 'home' : route.path.slice(1).replace(/\//g, '-')
          const file = path.join(reportDir, `lighthouse-${build.label === 'current' ? '' : `${build.label}-`}${name}-${round}.json`)
          let result: LighthouseRun
          try {
            result = await lighthouseOnce(`${build.server.url}${route.path}`, file, route.signedIn, build.server.url, session)
          } catch (err) {
            result = { scores: {}, failing: [], error: failure(err) }
          }
          const key = `${build.label} ${route.path}`
          results.set(key, [...(results.get(key) ?? []), result])
          const s = result.scores
          log(
            `lighthouse ${baselineServer ? `${build.label} ` : ''}${route.path} run ${round}/${runs}: ${s.performance ?? '–'}/${s.accessibility ?? '–'}/${s['best-practices'] ?? '–'}/${s.seo ?? '–'}` +
              ` LCP ${result.lcpMs === undefined ? '–' : Math.round(result.lcpMs)} ms TBT ${result.tbtMs === undefined ? '–' : Math.round(result.tbtMs)} ms CLS ${result.cls ?? '–'}` +
              ` (benchmarkIndex ${result.benchmarkIndex ?? '–'}, load ${os.loadavg()[0]?.toFixed(2)})${result.error ? ` error: ${result.error.split('\n')[0]}` : ''}`,
          )
        }
      }
    }
  } finally {
    await server.stop()
    await baselineServer?.stop()
  }
  return {
    version: LIGHTHOUSE_VERSION,
    runsPerRoute: runs,
    loadBefore,
    loadAfter: os.loadavg().map((n) => n.toFixed(2)).join(', '),
    date,
    ...(baseline ? { baselineRef: baseline.ref } : {}),
    routes: routes.map((route) => {
      const routeRuns = results.get(`current ${route.path}`) ?? []
      const m = medianRun(routeRuns)
      const misses = routeMisses(m)
      const baselineRuns = results.get(`baseline ${route.path}`)
      return {
        page: route.path,
        signedIn: route.signedIn,
        runs: routeRuns,
        median: m,
        pass: misses.length === 0,
        misses,
        ...(baselineRuns ? { baseline: { runs: baselineRuns, median: medianRun(baselineRuns) } } : {}),
      }
    }),
  }
}
