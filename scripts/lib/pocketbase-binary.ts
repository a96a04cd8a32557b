import { execFile, spawn } from 'node:child_process'
import { existsSync, readFileSync, renameSync, mkdirSync } from 'node:fs'
import { promisify } from 'node:util'
import path from 'node:path'
import { devDir, repoRoot } from './paths.ts'

const run = promisify(execFile)

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

async function reportedVersion(bin: string): Promise<string | null> {
  try {
    const { stdout } = await run(bin, ['--version'])
    return /(\d+\.\d+\.\d+)/.exec(stdout)?.[1] ?? null
  } catch {
    return null
  }
}

function buildFromGoModule(version: string, binDir: string): Promise<void> {
  console.log(`[pocketbase] building v${version} from github.com/pocketbase/pocketbase (go install)…`)
  mkdirSync(binDir, { recursive: true })
  return new Promise((resolve, reject) => {
    const child = spawn(
      'go',
      [
        'install',
        '-trimpath',
        '-ldflags',
        `-s -w -X github.com/pocketbase/pocketbase.Version=${version}`,
        `github.com/pocketbase/pocketbase/examples/base@v${version}`,
      ],
      {
        stdio: 'inherit',
        // v0.40+ declares go 1.27: GOTOOLCHAIN=auto lets an older go fetch that toolchain as a module.
        env: { ...process.env, CGO_ENABLED: '0', GOTOOLCHAIN: 'auto', GOBIN: binDir, GOFLAGS: '-buildvcs=false' },
      },
    )
    child.on('error', (err) =>
      reject(new Error(`could not run "go" (${err.message}); install Go >= 1.26 or set POCKETBASE_BIN`)),
    )
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`go install exited with ${code}`))))
  })
}

/**
 * Path of a PocketBase binary of the pinned version. POCKETBASE_BIN wins (an official download);
 * otherwise `.dev/bin/pocketbase`, built from the official Go module when missing or of another version.
 */
export async function ensurePocketBase(): Promise<string> {
  const version = pinnedVersion()
  const override = process.env.POCKETBASE_BIN
  if (override) {
    const found = await reportedVersion(override)
    if (found !== version) {
      throw new Error(`POCKETBASE_BIN=${override} reports version ${found ?? 'none'}, expected ${version}`)
    }
    return override
  }
  const binDir = path.join(devDir, 'bin')
  const bin = path.join(binDir, 'pocketbase')
  if (existsSync(bin) && (await reportedVersion(bin)) === version) return bin
  await buildFromGoModule(version, binDir)
  renameSync(path.join(binDir, 'base'), bin)
  const built = await reportedVersion(bin)
  if (built !== version) throw new Error(`built PocketBase reports ${built ?? 'no version'}, expected ${version}`)
  return bin
}
