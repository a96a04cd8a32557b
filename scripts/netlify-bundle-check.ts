import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { repoRoot } from './lib/paths.ts'

/**
 * After `netlify build --offline` (.ci/run): every function in functions/ was bundled by Netlify's own
 * tool, the scheduled one keeps its schedule, and each bundle, unzipped as Netlify ships it, loads in
 * plain Node with only what it packed and answers a request through our code (scripts/netlify-bundle-probe.mjs:
 * a PATCH, which every function refuses with 405 before touching PocketBase or Webpay).
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

const probe = path.join(repoRoot, 'scripts', 'netlify-bundle-probe.mjs')
const unpacked = mkdtempSync(path.join(os.tmpdir(), 'mi-netlify-bundles-'))
try {
  for (const entry of manifest.functions) {
    const dir = path.join(unpacked, entry.name)
    execFileSync('unzip', ['-q', entry.path, '-d', dir])
    let answer: { status: number; body: { error?: string } | null }
    try {
      const out = execFileSync(process.execPath, [probe, path.join(dir, 'functions', `${entry.name}.mjs`)], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
      answer = JSON.parse(out.trim().split('\n').pop() ?? '') as typeof answer
    } catch (err) {
      problems.push(`${entry.name}: the bundle does not load or run in plain Node: ${(err as { stderr?: string }).stderr ?? String(err)}`)
      continue
    }
    if (answer.status !== 405 || !answer.body?.error) problems.push(`${entry.name}: the bundle answered ${answer.status} ${JSON.stringify(answer.body)} to a PATCH, not 405 with an error`)
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
