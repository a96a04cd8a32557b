import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { repoRoot } from '../lib/paths.ts'
import { newTicketKeyPair } from '../lib/ticket-key-pair.ts'

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

/** The files one manifest chunk loads statically: itself and its `imports`, transitively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || into.has(chunk.file)) return into
  into.add(chunk.file)
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into)
  return into
}

/** The production build (with its manifest) into `outDir`. */
export async function buildSpa(outDir: string, root = repoRoot): Promise<void> {
  // A production build needs its PocketBase origin (it goes into the CSP): the bench stack's.
  process.env.VITE_POCKETBASE_URL ||= process.env.POCKETBASE_URL
  process.env.VITE_FUNCTIONS_URL ||= '/.netlify/functions'
  // A production build trusts its own ticket key only; the bench signs no ticket, so any fresh one does.
  process.env.VITE_TICKET_PUBLIC_KEY ||= (await newTicketKeyPair()).VITE_TICKET_PUBLIC_KEY
  // BENCH_NO_MINIFY: function names in traces and profiles, at the cost of figures that are not the production build's.
  const minify = process.env.BENCH_NO_MINIFY ? { minify: false } : {}
  await build({ root, logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true, manifest: true, ...minify } })
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
  // index.html's classic script (vite.config.ts themeBoot), outside the manifest: every first load runs it too.
  entry.add('theme-boot.js')
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
