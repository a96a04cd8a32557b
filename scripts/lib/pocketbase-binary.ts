import { execFile, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import path from 'node:path'
import { devDir, repoRoot } from './paths.ts'

const run = promisify(execFile)

/** The server's Go module: PocketBase's examples/base plus the query allowlist (server/main.go). */
export const serverDir = path.join(repoRoot, 'server')

/** The pinned PocketBase version: `config.pocketbase` in package.json is the one place it is set. */
export function pinnedVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    config?: { pocketbase?: string }
  }
  const version = pkg.config?.pocketbase
  if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error('package.json config.pocketbase must hold the pinned PocketBase version, e.g. "0.40.4"')
  }
  return version
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(full)
      return /\.(go|json)$|^go\.(mod|sum)$/.test(entry.name) ? [full] : []
    })
    .sort()
}

/**
 * The version the server reports: the pinned PocketBase version plus, as semver build metadata, a
 * hash of server/ (Go sources, go.mod/go.sum, the embedded allowlist). An official PocketBase binary,
 * or one built from other sources, reports something else and is refused.
 */
export function serverVersion(): string {
  const hash = createHash('sha256')
  for (const file of sourceFiles(serverDir)) hash.update(path.relative(serverDir, file)).update('\0').update(readFileSync(file)).update('\0')
  return `${pinnedVersion()}+mi.${hash.digest('hex').slice(0, 12)}`
}

async function reportedVersion(bin: string): Promise<string | null> {
  try {
    const { stdout } = await run(bin, ['--version'])
    return /version (\S+)/.exec(stdout)?.[1] ?? null
  } catch {
    return null
  }
}

/** The Go environment the server is built and tested with. */
export function goEnv(): NodeJS.ProcessEnv {
  // v0.40+ declares go 1.27: GOTOOLCHAIN=auto lets an older go fetch that toolchain as a module.
  return { ...process.env, CGO_ENABLED: '0', GOTOOLCHAIN: 'auto', GOFLAGS: '-buildvcs=false -mod=readonly' }
}

function buildServer(version: string, bin: string): Promise<void> {
  console.log(`[pocketbase] building the server (PocketBase v${pinnedVersion()} + server/) with go build…`)
  mkdirSync(path.dirname(bin), { recursive: true })
  return new Promise((resolve, reject) => {
    const child = spawn('go', ['build', '-trimpath', '-ldflags', `-s -w -X github.com/pocketbase/pocketbase.Version=${version}`, '-o', bin, '.'], {
      cwd: serverDir,
      stdio: 'inherit',
      env: goEnv(),
    })
    child.on('error', (err) => reject(new Error(`could not run "go" (${err.message}); install Go >= 1.26`)))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`go build exited with ${code}`))))
  })
}

/**
 * Path of the server binary built from server/ at its current sources. POCKETBASE_BIN wins when it
 * reports exactly that version (built elsewhere from the same sources, e.g. deploy/Dockerfile);
 * otherwise `.dev/bin/pocketbase`, rebuilt whenever server/ changed.
 */
export async function ensurePocketBase(): Promise<string> {
  const version = serverVersion()
  const override = process.env.POCKETBASE_BIN
  if (override) {
    const found = await reportedVersion(override)
    if (found !== version) {
      throw new Error(`POCKETBASE_BIN=${override} reports version ${found ?? 'none'}, expected ${version} (built from server/; an official PocketBase binary lacks the query allowlist)`)
    }
    return override
  }
  const bin = path.join(devDir, 'bin', 'pocketbase')
  if (existsSync(bin) && (await reportedVersion(bin)) === version) return bin
  await buildServer(version, bin)
  const built = await reportedVersion(bin)
  if (built !== version) throw new Error(`built server reports ${built ?? 'no version'}, expected ${version}`)
  return bin
}
