import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { build } from 'vite'
import { freePort } from '../../../scripts/lib/ports.ts'
import { repoRoot } from '../../../scripts/lib/paths.ts'
import { startPocketBase } from '../../../scripts/lib/pocketbase-server.ts'
import { startNetlifyServer } from '../../../scripts/lib/netlify-server.ts'
import { superuserClient } from '../../../scripts/lib/configure-pocketbase.ts'
import { startSmtpSink } from '../../../scripts/lib/smtp-sink.ts'
import { startWebpayStandIn } from '../../../scripts/lib/webpay-standin.ts'
import { seedDemoData } from '../../../scripts/lib/seed.ts'
import { seedDemoEditions } from '../../../scripts/lib/demo-editions.ts'
import { newTicketKeyPair } from '../../../scripts/lib/ticket-key-pair.ts'

export const SUPERUSER = { email: 'functions@e2e.invalid', password: 'e2e-superuser-pass-1' }

/**
 * The whole product for browser tests: a fresh PocketBase with demo data, the SMTP sink (mails saved
 * as .eml in E2E_MAIL_DIR), the Webpay stand-in, and the SPA built for production against them (the
 * CSP in its _headers names this PocketBase and this Webpay) served as Netlify serves it: netlify.toml
 * and _headers/_redirects applied, functions at /.netlify/functions. All on free ports.
 * `demoData: false` leaves PocketBase with nothing but what the migrations write (a fresh install);
 * `pocketbaseEnv` is the PocketBase host's own environment (e.g. MI_FIRST_ORGANISER).
 */
export async function startStack({ demoData = true, pocketbaseEnv = {} }: { demoData?: boolean; pocketbaseEnv?: Record<string, string> } = {}) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mi-e2e-'))
  const mailDir = path.join(tmp, 'mail')
  const smtp = await startSmtpSink({ port: await freePort(), saveDir: mailDir })
  const webpay = await startWebpayStandIn({ port: await freePort() })
  const pbServer = await startPocketBase({
    dataDir: path.join(tmp, 'pb_data'),
    port: await freePort(),
    superuserEmail: SUPERUSER.email,
    superuserPassword: SUPERUSER.password,
    env: pocketbaseEnv,
  })
  const spaPort = await freePort()
  const baseUrl = `http://127.0.0.1:${spaPort}`
  const operator = {
    POCKETBASE_URL: pbServer.url,
    PB_SUPERUSER_EMAIL: SUPERUSER.email,
    PB_SUPERUSER_PASSWORD: SUPERUSER.password,
    APP_URL: baseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'entradas@e2e.local',
  }
  // The PocketBase is set up only the way an operator does it (docs/deploy.md): `npm run pb:configure`
  // (production settings, rate limiter included: browser contexts and helpers come from their own IPs),
  // the organisers' catalogue entered, then `npm run pb:setup`, which must find nothing missing.
  await operatorCommand('pb-configure.ts', operator)
  if (demoData) {
    const admin = await superuserClient(pbServer.url, SUPERUSER.email, SUPERUSER.password)
    // As npm start does: the demo's catalogue and editions, one of them on sale on today's date.
    await seedDemoData(admin)
    await seedDemoEditions(admin)
    await operatorCommand('pb-setup.ts', { ...operator, PB_SETUP_MODERATORS: 'Puerta <puerta@e2e.invalid>' })
  }
  Object.assign(process.env, {
    PB_PROXY_TARGET: pbServer.url,
    ...operator,
    WEBPAY_BASE_URL: webpay.url,
    E2E_BASE_URL: baseUrl,
    E2E_POCKETBASE_URL: pbServer.url,
    E2E_MAIL_DIR: mailDir,
  })
  const publishDir = path.join(tmp, 'dist')
  // A key pair of this run: the functions sign with it, the build's door trusts it, the fake camera forges nothing.
  Object.assign(process.env, { VITE_POCKETBASE_URL: pbServer.url, VITE_FUNCTIONS_URL: '/.netlify/functions', ...(await newTicketKeyPair()) })
  await build({ root: repoRoot, logLevel: 'warn', mode: 'production', build: { outDir: publishDir, emptyOutDir: true } })
  const server = await startNetlifyServer({ configPath: path.join(repoRoot, 'netlify.toml'), publishDir, port: spaPort })
  return {
    baseUrl,
    async stop() {
      await server.stop()
      await pbServer.stop()
      await webpay.stop()
      await smtp.stop()
      rmSync(tmp, { recursive: true, force: true })
    },
  }
}

const run = promisify(execFile)

/** Runs one of the operator's npm commands (scripts/<file>) as its own process; a failure stops the suite. */
async function operatorCommand(file: string, env: Record<string, string>): Promise<void> {
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx')
  try {
    await run(tsx, [path.join(repoRoot, 'scripts', file)], { cwd: repoRoot, env: { ...process.env, ...env, MI_IGNORE_DOTENV: 'true' } })
  } catch (err) {
    const out = err as { stdout?: string; stderr?: string }
    throw new Error(`${file} failed:\n${out.stdout ?? ''}${out.stderr ?? String(err)}`, { cause: err })
  }
}
