import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensurePocketBase } from '../../../scripts/lib/pocketbase-binary.ts'
import { repoRoot } from '../../../scripts/lib/paths.ts'
import { freePort, waitForHttp } from '../../../scripts/lib/ports.ts'

/**
 * The PocketBase host of docs/deploy.md, run by its own entrypoint (deploy/entrypoint.sh) on a copy of
 * the image's layout (deploy/Dockerfile: /pb/pocketbase, /pb/pb_migrations, /pb/pb_hooks, /pb/pb_data)
 * with the variables compose.yaml hands it and nothing else from this machine.
 */
export class LaunchHost {
  readonly root = mkdtempSync(path.join(os.tmpdir(), 'mi-launch-'))
  readonly dataDir = path.join(this.root, 'pb_data')
  private child: ChildProcess | null = null
  private output = ''
  port = 0

  private constructor() {}

  static async create(): Promise<LaunchHost> {
    const host = new LaunchHost()
    copyFileSync(await ensurePocketBase(), path.join(host.root, 'pocketbase'))
    cpSync(path.join(repoRoot, 'pb_migrations'), path.join(host.root, 'pb_migrations'), { recursive: true })
    cpSync(path.join(repoRoot, 'pb_hooks'), path.join(host.root, 'pb_hooks'), { recursive: true })
    mkdirSync(host.dataDir)
    host.port = await freePort()
    return host
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  /** What the entrypoint printed since the last start (PocketBase's own output included). */
  get log(): string {
    return this.output
  }

  /** `deploy/entrypoint.sh` with `env` (compose.yaml's variables); resolves once /api/health answers. */
  async start(env: Record<string, string>): Promise<void> {
    const exit = this.spawn(env)
    await Promise.race([
      waitForHttp(`${this.url}/api/health`, 30_000),
      exit.then((code) => {
        throw new Error(`the entrypoint exited (${code}) during start:\n${this.output}`)
      }),
    ])
  }

  /** Starts the entrypoint and waits for it to stop by itself: the exit code and what it said. */
  async startExpectingExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    const code = await Promise.race([
      this.spawn(env),
      waitForHttp(`${this.url}/api/health`, 30_000).then(() => {
        throw new Error(`PocketBase started when it should have refused:\n${this.output}`)
      }),
    ])
    this.child = null
    return { code, output: this.output }
  }

  private spawn(env: Record<string, string>): Promise<number | null> {
    if (this.child) throw new Error('already running')
    this.output = ''
    const child = spawn('sh', [path.join(repoRoot, 'deploy', 'entrypoint.sh')], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', PB_ROOT: this.root, PB_HTTP: `127.0.0.1:${this.port}`, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const collect = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-64 * 1024)
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    this.child = child
    return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  }

  /** SIGTERM, as `docker compose restart` or a reboot sends it. */
  async stop(): Promise<void> {
    const child = this.child
    this.child = null
    if (!child || child.exitCode !== null) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }

  async remove(): Promise<void> {
    await this.stop()
    rmSync(this.root, { recursive: true, force: true })
  }
}
