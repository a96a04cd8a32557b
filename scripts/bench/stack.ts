import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type PocketBase from 'pocketbase'
import { configurePocketBase, superuserClient } from '../lib/configure-pocketbase.ts'
import { localSettings } from '../lib/pocketbase-settings.ts'
import { repoRoot } from '../lib/paths.ts'
import { startPocketBase, type PocketBaseServer } from '../lib/pocketbase-server.ts'
import { freePort, waitForHttp } from '../lib/ports.ts'
import { seedDemoData } from '../lib/seed.ts'
import { startSmtpSink, type SmtpSink } from '../lib/smtp-sink.ts'
import { startWebpayStandIn, type WebpayStandIn } from '../lib/webpay-standin.ts'

export const SUPERUSER = { email: 'functions@bench.invalid', password: 'bench-superuser-pass-1' }

export interface BenchStack {
  tmp: string
  pbServer: PocketBaseServer
  admin: PocketBase
  smtp: SmtpSink
  webpay: WebpayStandIn
  functionsUrl: string
  /** Process ids, to measure the CPU each part spends. */
  pids: { pocketbase: number | undefined; functions: number | undefined }
  /** The environment the functions run with (also used for `vite preview`). */
  env: Record<string, string>
  /** Stops PocketBase (as a deploy or crash would) and starts it again on the same port and data. */
  restartPocketBase(): Promise<{ stoppedMs: number; startedMs: number }>
  stop(): Promise<void>
}

function startFunctionsServer(port: number, env: Record<string, string>): ChildProcess {
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx')
  // BENCH_PROFILE_DIR=/some/dir writes a CPU profile of the functions server (for finding where time goes).
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []
  const child = spawn(tsx, [...profile, path.join(repoRoot, 'scripts', 'bench', 'functions-server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...env, BENCH_FUNCTIONS_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[functions] ${chunk.toString()}`))
  return child
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

/**
 * The product on this machine, on free ports of 127.0.0.1: a fresh PocketBase (temp dir) with the demo
 * data, the SMTP sink, the Webpay stand-in and the functions served over HTTP by a separate Node process.
 */
export async function startBenchStack(log: (line: string) => void, options: { hooksPool?: number; pocketbaseEnv?: NodeJS.ProcessEnv } = {}): Promise<BenchStack> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mi-bench-'))
  const stops: (() => Promise<void>)[] = [async () => rmSync(tmp, { recursive: true, force: true })]
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch((err: unknown) => log(`teardown: ${String(err)}`))
  }
  try {
    const smtp = await startSmtpSink({ port: await freePort() })
    stops.push(() => smtp.stop())
    const webpay = await startWebpayStandIn({ port: await freePort() })
    stops.push(() => webpay.stop())
    const pbOptions = {
      dataDir: path.join(tmp, 'pb_data'),
      port: await freePort(),
      superuserEmail: SUPERUSER.email,
      superuserPassword: SUPERUSER.password,
      ...(options.hooksPool ? { hooksPool: options.hooksPool } : {}),
      ...(options.pocketbaseEnv ? { env: options.pocketbaseEnv } : {}),
    }
    let pbServer = await startPocketBase(pbOptions)
    stops.push(() => pbServer.stop())
    log(`PocketBase ${pbServer.url}`)
    const functionsPort = await freePort()
    const functionsUrl = `http://127.0.0.1:${functionsPort}`
    const admin = await superuserClient(pbServer.url, SUPERUSER.email, SUPERUSER.password)
    // Production settings, rate limiter included: the rush goes through the functions' service path.
    await configurePocketBase(admin, localSettings(functionsUrl, `smtp://127.0.0.1:${smtp.port}`, 'entradas@bench.local'))
    await seedDemoData(admin)
    const env = {
      PB_PROXY_TARGET: pbServer.url,
      POCKETBASE_URL: pbServer.url,
      PB_SUPERUSER_EMAIL: SUPERUSER.email,
      PB_SUPERUSER_PASSWORD: SUPERUSER.password,
      APP_URL: functionsUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'entradas@bench.local',
      WEBPAY_BASE_URL: webpay.url,
    }
    const functions = startFunctionsServer(functionsPort, env)
    stops.push(() => stopChild(functions))
    await waitForHttp(`${functionsUrl}/health`, 30_000)
    log(`functions ${functionsUrl}`)
    const pids = { pocketbase: pbServer.process.pid, functions: functions.pid }
    const stack: BenchStack = {
      tmp,
      pbServer,
      admin,
      smtp,
      webpay,
      functionsUrl,
      pids,
      env,
      stop,
      async restartPocketBase() {
        const t0 = performance.now()
        await pbServer.stop()
        const stoppedMs = performance.now() - t0
        pbServer = await startPocketBase(pbOptions)
        stack.pbServer = pbServer
        pids.pocketbase = pbServer.process.pid
        const startedMs = performance.now() - t0 - stoppedMs
        // Starting upserts the superuser again, which renews its token key: sign the bench's client in again.
        stack.admin = await superuserClient(pbServer.url, SUPERUSER.email, SUPERUSER.password)
        return { stoppedMs, startedMs }
      },
    }
    return stack
  } catch (err) {
    await stop()
    throw err
  }
}
