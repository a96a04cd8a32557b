import { existsSync } from 'node:fs'
import path from 'node:path'
import { configurePocketBase, superuserClient } from './lib/configure-pocketbase.ts'
import { settingsFromEnv } from './lib/pocketbase-settings.ts'
import { repoRoot } from './lib/paths.ts'

/**
 * `npm run pb:configure`: applies every production setting (scripts/lib/pocketbase-settings.ts) from
 * the environment to the PocketBase at POCKETBASE_URL, as the service superuser. Idempotent.
 */
const envFile = path.join(repoRoot, '.env')
if (existsSync(envFile) && process.env.MI_IGNORE_DOTENV !== 'true') process.loadEnvFile(envFile)
const env = process.env

try {
  const settings = settingsFromEnv(env)
  const url = env.POCKETBASE_URL
  if (!url || !env.PB_SUPERUSER_EMAIL || !env.PB_SUPERUSER_PASSWORD) {
    throw new Error('Set POCKETBASE_URL, PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD (see .env.example)')
  }
  const pb = await superuserClient(url, env.PB_SUPERUSER_EMAIL, env.PB_SUPERUSER_PASSWORD)
  await configurePocketBase(pb, settings)
  const backups = settings.backups.cron ? `${settings.backups.cron}, keep ${settings.backups.maxKeep}${settings.backups.s3 ? ', to S3' : ', local'}` : 'off'
  console.log(`PocketBase at ${url} configured:
  app URL ........ ${settings.appUrl}
  sender ......... ${settings.senderName} <${settings.senderAddress}>
  SMTP ........... ${new URL(settings.smtpUrl).host}
  rate limiter ... on (production rules), client IP from ${settings.trustedProxyHeaders.join(', ') || 'the connection'}
  backups ........ ${backups}
  batch API ...... off
  logs ........... ${settings.logsMaxDays} days
  superuser alerts ${settings.superuserAlerts ? 'on' : 'off'}`)
} catch (err) {
  console.error(`pb:configure failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
}
