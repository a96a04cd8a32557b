import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { superuserClient } from './lib/configure-pocketbase.ts'
import { ensureModerators, parseModerators, typesWithoutQuantity } from './lib/pb-setup.ts'
import { repoRoot } from './lib/paths.ts'

/**
 * `npm run pb:setup`: the first-time setup of a PocketBase (after `npm run pb:configure`).
 * 1. The functions' superuser: created with the pinned binary when PB_DATA_DIR points at the data dir
 *    (on the PocketBase host; the container's entrypoint does the same at every start).
 * 2. The moderators of PB_SETUP_MODERATORS, each new one mailed an invitation to /adminclave; a
 *    refused mail fails the command, and `-- --resend <email>[,<email>]` sends invitations again.
 * 3. Every ticket type must have its EntradasQuedan row (a type without one sells without limit).
 */
const envFile = path.join(repoRoot, '.env')
if (existsSync(envFile) && process.env.MI_IGNORE_DOTENV !== 'true') process.loadEnvFile(envFile)
const env = process.env
const run = promisify(execFile)
const { values } = parseArgs({ options: { resend: { type: 'string', multiple: true, default: [] } } })
const resend = values.resend.flatMap((list) => list.split(',')).map((email) => email.trim()).filter(Boolean)

async function main(): Promise<number> {
  const url = env.POCKETBASE_URL
  const email = env.PB_SUPERUSER_EMAIL
  const password = env.PB_SUPERUSER_PASSWORD
  if (!url || !email || !password) throw new Error('Set POCKETBASE_URL, PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD (see .env.example)')
  const remote = new URL(url).protocol === 'https:' && !/^(localhost|127\.|\[::1\])/.test(new URL(url).hostname)
  if (remote && password.length < 24) throw new Error('PB_SUPERUSER_PASSWORD must be at least 24 characters (e.g. `openssl rand -base64 32`)')

  if (env.PB_DATA_DIR) {
    const bin = env.POCKETBASE_BIN || 'pocketbase'
    // The settings are stored encrypted (pb:configure, serve's --encryptionEnv): without the key a
    // command cannot open them.
    await run(bin, ['superuser', 'upsert', email, password, `--dir=${env.PB_DATA_DIR}`, ...(env.PB_ENCRYPTION_KEY ? ['--encryptionEnv=PB_ENCRYPTION_KEY'] : [])])
    console.log(`superuser ${email}: upserted in ${env.PB_DATA_DIR}`)
  }
  const pb = await superuserClient(url, email, password).catch((err: unknown) => {
    throw new Error(
      `cannot log in as ${email} (${err instanceof Error ? err.message : String(err)}). Create it on the PocketBase host: ` +
        '`pocketbase superuser upsert EMAIL PASSWORD --dir=<data dir>` (docs/deploy.md), or rerun with PB_DATA_DIR set there.',
    )
  })
  const invites = await ensureModerators(pb, parseModerators(env.PB_SETUP_MODERATORS), resend)
  for (const invite of invites) (invite.failed ? console.error : console.log)(invite.line)
  const failedInvites = invites.filter((invite) => invite.failed).length

  const { types, missing } = await typesWithoutQuantity(pb)
  if (missing.length > 0) {
    console.error(
      `ticket types without a quantity row (they would sell without limit): ${missing.map((t) => t.Tipo).join(', ')}\n` +
        'Types created on /adminconsole always get theirs; for these, create the rows in the dashboard (EntradasQuedan → New record: EntradasID and CantidadQuedan).',
    )
    return 1
  }
  console.log(types === 0 ? 'ticket types: none yet (organisers create them on /adminconsole)' : `ticket types: all ${types} have their quantity row`)
  return failedInvites > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`pb:setup failed: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  },
)
