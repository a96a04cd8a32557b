import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { promisify } from 'node:util'
import { ensurePocketBase } from './pocketbase-binary.ts'
import { hooksDir, migrationsDir } from './paths.ts'
import { waitForHttp } from './ports.ts'

const run = promisify(execFile)

export interface PocketBaseServer {
  url: string
  process: ChildProcess
  stop(): Promise<void>
}

export interface PocketBaseOptions {
  dataDir: string
  port: number
  superuserEmail: string
  superuserPassword: string
  /** Forward PocketBase's own output (dev) or keep it quiet (tests). */
  log?: (line: string) => void
  env?: NodeJS.ProcessEnv
  /**
   * Prewarmed JS VMs (`--hooksPool`, PocketBase's default 15). A hooked request holds one while it runs
   * and one that finds none free builds a new VM (about 1 ms of CPU): see BENCHMARKS.md.
   */
  hooksPool?: number
  /** PocketBase's --dev (every SQL statement printed as it runs); tests that prove a query never ran. */
  dev?: boolean
  /** `--queryTimeout` in seconds; production's unless a test needs a shorter one. */
  queryTimeoutSeconds?: number
}

/** Local and test servers only: a deployed PocketBase refuses them (src/domain/local-secrets.ts). */
export { LOCAL_DOCUMENT_HASH_KEY, LOCAL_HEALTH_KEY } from '../../src/domain/local-secrets.ts'
import { LOCAL_DOCUMENT_HASH_KEY, LOCAL_HEALTH_KEY } from '../../src/domain/local-secrets.ts'

/**
 * deploy/entrypoint.sh's default `--hooksPool` (PB_HOOKS_POOL): hooked requests in flight at a drop's peak,
 * with room (BENCHMARKS.md; tests/unit/deploy-files.test.ts keeps the two equal).
 */
export const PRODUCTION_HOOKS_POOL = 100

/**
 * PocketBase's `--queryTimeout` (seconds, default 30) as in production (deploy/entrypoint.sh's
 * PB_QUERY_TIMEOUT default; tests/unit/deploy-files.test.ts keeps the two equal): the longest any
 * record query may run, whoever caused it.
 */
export const PRODUCTION_QUERY_TIMEOUT_SECONDS = 5

/** Starts the pinned PocketBase with this repo's migrations and hooks, a superuser upserted first. */
export async function startPocketBase(options: PocketBaseOptions): Promise<PocketBaseServer> {
  const bin = await ensurePocketBase()
  const dirArgs = [`--dir=${options.dataDir}`, `--migrationsDir=${migrationsDir}`, `--hooksDir=${hooksDir}`]
  await run(bin, ['superuser', 'upsert', options.superuserEmail, options.superuserPassword, ...dirArgs])
  const child = spawn(
    bin,
    [
      'serve',
      ...dirArgs,
      '--automigrate=false',
      '--hooksWatch=false',
      // As in production, wherever the binary lies: PocketBase defaults to dev mode (every SQL statement
      // logged, slower) when its executable is under the temp dir, as in a clone made in /tmp.
      `--dev=${options.dev === true}`,
      `--queryTimeout=${options.queryTimeoutSeconds ?? PRODUCTION_QUERY_TIMEOUT_SECONDS}`,
      ...(options.hooksPool ? [`--hooksPool=${options.hooksPool}`] : []),
      `--http=127.0.0.1:${options.port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { PB_DOCUMENT_HASH_KEY: LOCAL_DOCUMENT_HASH_KEY, PB_HEALTH_KEY: LOCAL_HEALTH_KEY, ...process.env, ...options.env } },
  )
  // Only the tail is kept, for the error of a failed start: a long run may print far more than a string holds
  // (a PocketBase binary under the temp dir thinks it runs under `go run` and logs every SQL statement).
  const KEPT_OUTPUT = 64 * 1024
  let output = ''
  const collect = (chunk: Buffer) => {
    const text = chunk.toString()
    output = (output + text).slice(-KEPT_OUTPUT)
    for (const line of text.split('\n')) if (line.trim()) options.log?.(line)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${options.port}`
  try {
    await Promise.race([
      // Prewarming the JS VMs delays the first answer (about 1 ms of CPU each, more on a busy machine).
      waitForHttp(`${url}/api/health`, 15_000 + (options.hooksPool ?? 0) * 25),
      exited.then(() => {
        throw new Error(`PocketBase exited during start:\n${output}`)
      }),
    ])
  } catch (err) {
    child.kill('SIGKILL')
    throw err
  }
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}
