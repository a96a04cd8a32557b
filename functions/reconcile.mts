import { timingSafeEqual } from 'node:crypto'
import { requireModerator } from './_shared/auth.ts'
import { endpoint, json } from './_shared/http.ts'
import { functionEnv } from './_shared/netlify-runtime.ts'
import { adminClient } from './_shared/pocketbase.ts'
import { reconcile } from './_shared/reconcile.ts'

function hasSecret(req: Request): boolean {
  const expected = Buffer.from(functionEnv().RECONCILE_SECRET?.trim() ?? '')
  // Compare bytes, not characters: a header with non-ASCII characters has more bytes than characters.
  const given = Buffer.from(req.headers.get('x-reconcile-secret') ?? '')
  if (expected.length < 16 || given.length !== expected.length) return false
  return timingSafeEqual(given, expected)
}

/**
 * POST by a moderator or with `x-reconcile-secret: $RECONCILE_SECRET` (e.g. an external cron):
 * reconciles payments with Webpay now and answers what it did. reconcile-scheduled runs the same
 * every 5 minutes on Netlify.
 */
export default endpoint(['POST'], async (req) => {
  if (!hasSecret(req)) await requireModerator(req)
  return json(200, await reconcile(await adminClient()))
})
