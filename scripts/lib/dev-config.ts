import { existsSync } from 'node:fs'
import path from 'node:path'
import { devDir, repoRoot } from './paths.ts'

/**
 * An empty start (`MI_EMPTY=1`, or `--empty` after the command): the organiser's first-deploy state,
 * the migrations only and no demo data, in a data folder of its own (.dev/empty) unless MI_DEV_DATA_DIR
 * names one.
 */
export const isEmptyStart = (env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv.slice(2)): boolean =>
  env.MI_EMPTY === '1' || env.MI_EMPTY === 'true' || argv.includes('--empty')

/** Where PocketBase's data and the saved mails live: MI_DEV_DATA_DIR, else .dev (.dev/empty for an empty start). */
export const devDataRoot = (env: NodeJS.ProcessEnv = process.env, empty: boolean = isEmptyStart(env)): string =>
  env.MI_DEV_DATA_DIR ? path.resolve(env.MI_DEV_DATA_DIR) : empty ? path.join(devDir, 'empty') : devDir

/** Reads the repository's .env (when there is one) into the environment, as every dev script does. */
export function loadDevEnv(): NodeJS.ProcessEnv {
  const envFile = path.join(repoRoot, '.env')
  if (existsSync(envFile)) process.loadEnvFile(envFile)
  return process.env
}

/** Local defaults for `npm start`: every value can be overridden by the environment or a .env file. */
export function loadDevConfig() {
  const env = loadDevEnv()
  const empty = isEmptyStart(env)
  const num = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback)
    if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} must be a port number`)
    return value
  }
  const spaPort = num('SPA_PORT', 5173)
  const pbPort = num('PB_PORT', 8090)
  const smtpPort = num('SMTP_PORT', 1025)
  const webpayPort = num('WEBPAY_PORT', 8091)
  return {
    spaPort,
    pbPort,
    smtpPort,
    webpayPort,
    appUrl: env.APP_URL ?? `http://localhost:${spaPort}`,
    /** No demo data: the migrations only (isEmptyStart). */
    empty,
    /** Where PocketBase's data and the saved mails live (MI_DEV_DATA_DIR; the e2e run of `npm start` uses its own). */
    dataRoot: devDataRoot(env, empty),
    pocketbaseUrl: `http://127.0.0.1:${pbPort}`,
    // The local functions' service superuser (a reserved .invalid address: exempt from MFA, docs/security.md);
    // production sets its own through the environment.
    superuserEmail: env.PB_SUPERUSER_EMAIL ?? 'functions@monsterinvasion.invalid',
    superuserPassword: env.PB_SUPERUSER_PASSWORD ?? 'local-dev-superuser-1',
    mailFrom: env.MAIL_FROM ?? 'entradas@monsterinvasion.local',
  }
}
