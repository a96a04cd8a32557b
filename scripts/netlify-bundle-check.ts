import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { installNetlifyEnv, invokeFunction, type NetlifyFunction } from './lib/netlify-functions-runtime.ts'
import { repoRoot } from './lib/paths.ts'

/**
 * After `netlify build --offline` (.ci/run): every function in functions/ was bundled by Netlify's own
 * tool, the scheduled one keeps its schedule, and each bundle, unzipped as Netlify ships it, loads with
 * only what it packed and answers a request through our code (a PATCH, which every function refuses
 * with 405 before touching PocketBase or Webpay).
 */
interface ManifestEntry {
  name: string
  path: string
  schedule?: string
}

const outDir = path.join(repoRoot, '.netlify', 'functions')
const manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8')) as { functions: ManifestEntry[] }
const sources = readdirSync(path.join(repoRoot, 'functions')).filter((file) => file.endsWith('.mts')).map((file) => file.replace(/\.mts$/, ''))
const problems: string[] = []

const bundled = new Map(manifest.functions.map((entry) => [entry.name, entry]))
for (const name of sources) if (!bundled.has(name)) problems.push(`${name}: not bundled by netlify build`)
if (bundled.get('reconcile-scheduled')?.schedule !== '*/5 * * * *') problems.push('reconcile-scheduled: the bundle lost its schedule')

installNetlifyEnv({ APP_URL: 'https://monsterinvasion.example', POCKETBASE_URL: 'http://127.0.0.1:1' })
const unpacked = mkdtempSync(path.join(os.tmpdir(), 'mi-netlify-bundles-'))
try {
  for (const entry of manifest.functions) {
    const dir = path.join(unpacked, entry.name)
    execFileSync('unzip', ['-q', entry.path, '-d', dir])
    const mod = (await import(pathToFileURL(path.join(dir, 'functions', `${entry.name}.mjs`)).href)) as { default: NetlifyFunction }
    const req = new Request(`https://monsterinvasion.example/.netlify/functions/${entry.name}`, { method: 'PATCH' })
    const res = await invokeFunction(mod.default, req, { deployContext: 'production' })
    const body = (await res.json().catch(() => null)) as { error?: string } | null
    if (res.status !== 405 || !body?.error) problems.push(`${entry.name}: the bundle answered ${res.status} ${JSON.stringify(body)} to a PATCH, not 405 with an error`)
    else console.log(`✓ ${entry.name}: bundled (${(readFileSync(entry.path).length / 1024).toFixed(0)} KB zip), loads and answers`)
  }
} finally {
  rmSync(unpacked, { recursive: true, force: true })
}

if (problems.length > 0) {
  console.error(`netlify bundles:\n${problems.map((p) => `  ✗ ${p}`).join('\n')}`)
  process.exit(1)
}
console.log(`All ${manifest.functions.length} functions bundled by netlify build load and answer.`)
