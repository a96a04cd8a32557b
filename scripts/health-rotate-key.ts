// `npm run health:rotate-key`: re-encrypts every health record under the new key. Run it after
// restarting PocketBase with the new key in PB_HEALTH_KEY and the old one in PB_HEALTH_KEY_PREVIOUS;
// then remove PB_HEALTH_KEY_PREVIOUS and restart again (docs/security.md §6).
import PocketBase from 'pocketbase'
import { rotateHealthKey } from './lib/health-rotate.ts'

const url = process.env['POCKETBASE_URL'] ?? 'http://127.0.0.1:8090'
const email = process.env['PB_SUPERUSER_EMAIL']
const password = process.env['PB_SUPERUSER_PASSWORD']
if (!email || !password) {
  console.error('Set POCKETBASE_URL, PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD (the service superuser).')
  process.exit(1)
}
const pb = new PocketBase(url)
await pb.collection('_superusers').authWithPassword(email, password)
const result = await rotateHealthKey(pb)
console.log(`Health records: ${result.records}; re-encrypted under the new key: ${result.reencrypted}.`)
