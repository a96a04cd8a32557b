import { superuserClient } from '../lib/configure-pocketbase.ts'
import { messageOf, type DoctorCheck } from './types.ts'

/** PocketBase's data keys (PB_DOCUMENT_HASH_KEY, PB_HEALTH_KEY) as PocketBase itself reads them, by name only. */
export const pocketbaseSecrets: DoctorCheck = {
  name: 'PocketBase has its data keys',
  async run(env) {
    try {
      const pb = await superuserClient(env.POCKETBASE_URL ?? '', env.PB_SUPERUSER_EMAIL ?? '', env.PB_SUPERUSER_PASSWORD ?? '')
      const { problems } = await pb.send<{ problems: string[] }>('/api/mi/ops/secrets', {})
      return problems.map((problem) => `on the PocketBase host: ${problem}`)
    } catch (err) {
      return [`cannot ask PocketBase about its data keys (${messageOf(err)}): deploy this repository's pb_hooks`]
    }
  },
}
