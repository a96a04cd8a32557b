import { ClientResponseError } from 'pocketbase'
import { superuserClient } from '../lib/configure-pocketbase.ts'
import { messageOf, type DoctorCheck } from './types.ts'

/** The functions reach PocketBase with their credentials, and its service routes (pb_hooks) answer. */
export const pocketbaseService: DoctorCheck = {
  name: 'functions reach PocketBase as the service account',
  async run(env) {
    const url = env.POCKETBASE_URL
    if (!url || !env.PB_SUPERUSER_EMAIL || !env.PB_SUPERUSER_PASSWORD) return ['POCKETBASE_URL, PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD must be set']
    let pb
    try {
      pb = await superuserClient(url, env.PB_SUPERUSER_EMAIL, env.PB_SUPERUSER_PASSWORD)
    } catch (err) {
      return [`cannot log in to ${url} as ${env.PB_SUPERUSER_EMAIL}: ${messageOf(err)}`]
    }
    try {
      await pb.send('/api/mi/service/verify-token', { method: 'POST', body: { token: 'doctor' } })
      return ['POST /api/mi/service/verify-token accepted a junk token: the hooks are not these (pb_hooks/service.pb.js)']
    } catch (err) {
      const code = err instanceof ClientResponseError ? (err.response as { code?: unknown }).code : undefined
      if (err instanceof ClientResponseError && err.status === 401 && code === 'unauthenticated') return []
      return [`the service routes of pb_hooks/service.pb.js do not answer as expected (${messageOf(err)}): deploy this repository's pb_hooks`]
    }
  },
}
