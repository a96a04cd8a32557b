import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { build, preview } from 'vite'
import { repoRoot } from '../lib/paths.ts'
import { freePort } from '../lib/ports.ts'

const run = promisify(execFile)

export const LIGHTHOUSE_VERSION = '13.5.0'
export const LIGHTHOUSE_PAGES = ['/', '/buy', '/hotel', '/profile'] as const
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

export interface RouteSize {
  route: string
  /** The route module's chunk and the chunks only it pulls in (beyond the entry's). */
  ownGzip: number
  /** Entry closure plus the route's closure: what a first visit to that route downloads. */
  firstLoadGzip: number
}

export interface BundleResult {
  entryGzip: number
  homeFirstLoadGzip: number
  homeFiles: string[]
  routes: RouteSize[]
}

export interface LighthousePage {
  page: string
  scores: Partial<Record<Category, number>>
  metrics: Record<string, string>
  /** Audits that cost points in a category below 100 (id: title). */
  failing: string[]
  error?: string
}

/** The files one manifest chunk loads statically: itself and its `imports`, transitively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || into.has(chunk.file)) return into
  into.add(chunk.file)
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into)
  return into
}

/** The production build (with its manifest) into `outDir`. */
export async function buildSpa(outDir: string): Promise<void> {
  // A production build needs its PocketBase origin (it goes into the CSP): the bench stack's.
  process.env.VITE_POCKETBASE_URL ||= process.env.POCKETBASE_URL
  await build({ root: repoRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } })
}

/** gzip -9 sizes of the JS a first visit downloads: `/` and every route module. */
export function measureBundle(outDir: string): BundleResult {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const sizes = new Map<string, number>()
  const gz = (file: string) => {
    let size = sizes.get(file)
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length
      sizes.set(file, size)
    }
    return size
  }
  const sum = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js')).reduce((total, f) => total + gz(f), 0)
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('the build manifest has no entry')
  const entry = closure(manifest, entryKey)
  const routeKeys = Object.keys(manifest)
    .filter((key) => key.startsWith('src/app/routes/'))
    .sort()
  const routes = routeKeys.map((key) => {
    const own = [...closure(manifest, key)].filter((file) => !entry.has(file))
    return { route: key.replace('src/app/routes/', '').replace(/\.tsx?$/, ''), ownGzip: sum(own), firstLoadGzip: sum(entry) + sum(own) }
  })
  const homeKey = routeKeys.find((key) => /\/home\.tsx?$/.test(key))
  if (!homeKey) throw new Error('the build manifest has no home route chunk')
  const home = new Set([...entry, ...closure(manifest, homeKey)])
  return {
    entryGzip: sum(entry),
    homeFirstLoadGzip: sum(home),
    homeFiles: [...home].filter((f) => f.endsWith('.js')).map((f) => `${f} (${gz(f)} B)`),
    routes,
  }
}

async function lighthouse(url: string, outFile: string): Promise<Record<string, unknown>> {
  await run(
    'npx',
    [
      '-y',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
      url,
      `--chrome-flags=${CHROME_FLAGS}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${outFile}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
  )
  return JSON.parse(readFileSync(outFile, 'utf8')) as Record<string, unknown>
}

interface LhAudit {
  title?: string
  score?: number | null
  displayValue?: string
  scoreDisplayMode?: string
}
interface LhCategory {
  score?: number | null
  auditRefs?: { id: string; weight: number }[]
}

function readReport(page: string, report: Record<string, unknown>): LighthousePage {
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
  const metrics: Record<string, string> = {}
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    metrics[id] = audits[id]?.displayValue ?? ''
  }
  const runtime = report.runtimeError as { message?: string } | undefined
  return { page, scores, metrics, failing, ...(runtime?.message ? { error: runtime.message } : {}) }
}

/** Lighthouse (mobile preset, Debian's Chromium) against `vite preview` of the build in `outDir`. */
export async function lighthouseScores(outDir: string, reportDir: string, log: (line: string) => void): Promise<LighthousePage[]> {
  const port = await freePort()
  const server = await preview({
    root: repoRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, host: '127.0.0.1', strictPort: true, open: false },
  })
  try {
    const pages: LighthousePage[] = []
    for (const page of LIGHTHOUSE_PAGES) {
      log(`lighthouse ${page}`)
      const file = path.join(reportDir, `lighthouse${page === '/' ? '-home' : page.replace(/\//g, '-')}.json`)
      try {
        pages.push(readReport(page, await lighthouse(`http://127.0.0.1:${port}${page}`, file)))
      } catch (err) {
        pages.push({ page, scores: {}, metrics: {}, failing: [], error: err instanceof Error ? err.message.slice(0, 500) : String(err) })
      }
    }
    return pages
  } finally {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
  }
}
