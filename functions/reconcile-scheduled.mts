import type { Config } from '@netlify/functions'
import { endpoint, HttpError, SECURITY_HEADERS } from './_shared/http.ts'
import { adminClient } from './_shared/pocketbase.ts'
import { reconcile } from './_shared/reconcile.ts'

const MAX_BODY_BYTES = 1024
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/
const NOT_SCHEDULED = 'This function only runs on its schedule (a POST with {"next_run": "<ISO date>"}).'

/**
 * Netlify's scheduler POSTs {"next_run": "<ISO date>"} (as text/plain). Anything else is not a
 * scheduled run and is refused before any work: a clear 4xx instead of a silent reconciliation.
 */
async function requireScheduledRun(req: Request): Promise<void> {
  const raw = await req.arrayBuffer()
  if (raw.byteLength > MAX_BODY_BYTES) throw new HttpError(413, `The body must be at most ${MAX_BODY_BYTES} bytes.`)
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(raw))
  } catch {
    throw new HttpError(400, NOT_SCHEDULED)
  }
  const nextRun = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).next_run : undefined
  if (typeof nextRun !== 'string' || !ISO_DATE.test(nextRun) || Number.isNaN(Date.parse(nextRun))) throw new HttpError(400, NOT_SCHEDULED)
}

/**
 * Netlify scheduled function: reconciles payments every 5 minutes. Netlify does not route public
 * URLs to scheduled functions, and the work is idempotent and only follows Webpay's own answers.
 * (The callable variant with moderator or secret authorization is `reconcile`.)
 */
export default endpoint(['POST'], async (req) => {
  await requireScheduledRun(req)
  const summary = await reconcile(await adminClient())
  console.log('reconcile-scheduled:', JSON.stringify(summary))
  return new Response(null, { status: 204, headers: SECURITY_HEADERS })
})

export const config: Config = { schedule: '*/5 * * * *' }
