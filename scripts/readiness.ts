import PocketBase from 'pocketbase'
import { repoRoot } from './lib/paths.ts'
import { checkReadiness, formatFindings, hasBlockers } from './lib/readiness/index.ts'

/**
 * `npm run readiness`: the launch-readiness check against the production PocketBase named by
 * POCKETBASE_URL (with PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD). Exits 1 when anything would
 * embarrass a launch.
 */
async function superuserClient(): Promise<PocketBase | null> {
  const { POCKETBASE_URL: url, PB_SUPERUSER_EMAIL: email, PB_SUPERUSER_PASSWORD: password } = process.env
  if (!url || !email || !password) return null
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  await pb.collection('_superusers').authWithPassword(email, password)
  return pb
}

let pb: PocketBase | null = null
try {
  pb = await superuserClient()
} catch (err) {
  console.error(`Could not sign in to PocketBase: ${err instanceof Error ? err.message : String(err)}`)
}
const findings = await checkReadiness({ root: repoRoot, pb })
console.log(formatFindings(findings))
process.exitCode = hasBlockers(findings) ? 1 : 0
