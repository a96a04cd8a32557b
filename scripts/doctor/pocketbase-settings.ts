import { superuserClient } from '../lib/configure-pocketbase.ts'
import { settingsBody, settingsFromEnv } from '../lib/pocketbase-settings.ts'
import { messageOf, type DoctorCheck } from './types.ts'

// Secrets PocketBase never sends back: they cannot be compared.
const SECRET = new Set(['smtp.password', 'backups.s3.secret'])

/** Every path where `actual` differs from `expected` (only the keys `expected` has). */
export function differences(expected: unknown, actual: unknown, at = ''): string[] {
  if (SECRET.has(at)) return []
  if (Array.isArray(expected) || typeof expected !== 'object' || expected === null) {
    return JSON.stringify(expected) === JSON.stringify(actual) ? [] : [`${at}: is ${JSON.stringify(actual)}, pb:configure sets ${JSON.stringify(expected)}`]
  }
  const inside = typeof actual === 'object' && actual !== null ? (actual as Record<string, unknown>) : {}
  return Object.entries(expected).flatMap(([key, value]) => differences(value, inside[key], at ? `${at}.${key}` : key))
}

/** PocketBase's settings are the ones `npm run pb:configure` applies from this environment. */
export const pocketbaseSettings: DoctorCheck = {
  name: 'PocketBase settings match pb:configure',
  async run(env) {
    try {
      const expected = settingsBody(settingsFromEnv(env))
      const pb = await superuserClient(env.POCKETBASE_URL ?? '', env.PB_SUPERUSER_EMAIL ?? '', env.PB_SUPERUSER_PASSWORD ?? '')
      const problems = differences(expected, await pb.settings.getAll())
      const alert = await pb.collections.getOne<{ authAlert?: { enabled?: boolean } }>('_superusers')
      const alerts = env.PB_SUPERUSER_ALERTS?.trim() !== 'false'
      if (alert.authAlert?.enabled !== alerts) problems.push(`_superusers new-device alerts are ${alert.authAlert?.enabled ? 'on' : 'off'}, pb:configure sets ${alerts ? 'on' : 'off'}`)
      return problems.length > 0 ? [...problems, 'run `npm run pb:configure` with these variables'] : []
    } catch (err) {
      return [messageOf(err)]
    }
  },
}
