import type { Config } from '@netlify/functions'
import { adminClient } from './_shared/pocketbase.ts'
import { reconcile } from './_shared/reconcile.ts'

/**
 * Netlify scheduled function: reconciles payments every 5 minutes. Netlify does not route public
 * URLs to scheduled functions, and the work is idempotent and only follows Webpay's own answers.
 * (The callable variant with moderator or secret authorization is `reconcile`.)
 */
export default async (): Promise<Response> => {
  const summary = await reconcile(await adminClient())
  console.log('reconcile-scheduled:', JSON.stringify(summary))
  return new Response(null, { status: 204 })
}

export const config: Config = { schedule: '*/5 * * * *' }
