import { existsSync } from 'node:fs'
import path from 'node:path'
import { devDir, repoRoot } from './paths.ts'

/** Local defaults for `npm start`: every value can be overridden by the environment or a .env file. */
export function loadDevConfig() {
  const envFile = path.join(repoRoot, '.env')
  if (existsSync(envFile)) process.loadEnvFile(envFile)
  const env = process.env
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
    /** Where PocketBase's data and the saved mails live (MI_DEV_DATA_DIR; the e2e run of `npm start` uses its own). */
    dataRoot: env.MI_DEV_DATA_DIR ? path.resolve(env.MI_DEV_DATA_DIR) : devDir,
    pocketbaseUrl: `http://127.0.0.1:${pbPort}`,
    // The local functions' service superuser (a reserved .invalid address: exempt from MFA, docs/security.md);
    // production sets its own through the environment.
    superuserEmail: env.PB_SUPERUSER_EMAIL ?? 'functions@monsterinvasion.invalid',
    superuserPassword: env.PB_SUPERUSER_PASSWORD ?? 'local-dev-superuser-1',
    mailFrom: env.MAIL_FROM ?? 'entradas@monsterinvasion.local',
  }
}
