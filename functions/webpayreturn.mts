import type { Context } from '@netlify/functions'
import { serverEnv } from './_shared/env.ts'
import { json, readAtMost, SECURITY_HEADERS } from './_shared/http.ts'
import { RETURN_FORM_MAX_BYTES } from '../src/domain/input-limits.ts'
import { withDeployContext } from './_shared/netlify-runtime.ts'
import { WEBPAY_TOKEN_PATTERN } from '../src/domain/ids.ts'

// Only these parameters, each in the shape Webpay sends, are passed on to the SPA.
const ACCEPTED: Record<string, RegExp> = {
  token_ws: WEBPAY_TOKEN_PATTERN,
  TBK_TOKEN: WEBPAY_TOKEN_PATTERN,
  TBK_ORDEN_COMPRA: /^[A-Za-z0-9|_=&%.,~:/?[+!@()>-]{1,26}$/,
  TBK_ID_SESION: /^.{1,61}$/,
}

/**
 * Webpay's return_url. Webpay sends the browser back by GET (normal flow: token_ws) or by POST form
 * (abort: TBK_TOKEN + TBK_ORDEN_COMPRA + TBK_ID_SESION; timeout: the last two; error page: all four).
 * It changes nothing: it 303-redirects to /webpayretorno with the parameters in the query string,
 * where the signed-in buyer confirms (and the reconciliation covers a browser that never arrives).
 */
async function returnToSite(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    return json(405, { error: `Method ${req.method} is not allowed; use GET or POST.` }, { Allow: 'GET, POST' })
  }
  const params = new URL(req.url).searchParams
  const source = new URLSearchParams(params)
  if (req.method === 'POST') {
    // Webpay's pages post an ordinary HTML form (url-encoded) of four short fields: read no more than
    // RETURN_FORM_MAX_BYTES of it before parsing; anything else carries no parameters.
    const type = req.headers.get('content-type') ?? ''
    if (type.startsWith('application/x-www-form-urlencoded')) {
      try {
        for (const [key, value] of new URLSearchParams(await readAtMost(req, RETURN_FORM_MAX_BYTES))) source.set(key, value)
      } catch {
        // An oversized or unreadable body carries no parameters: the SPA then sends the buyer to /buy.
      }
    }
  }
  const target = new URL(`${serverEnv().appUrl}/webpayretorno`)
  for (const [key, pattern] of Object.entries(ACCEPTED)) {
    const value = source.get(key)
    if (value && pattern.test(value)) target.searchParams.set(key, value)
  }
  return new Response(null, { status: 303, headers: { ...SECURITY_HEADERS, Location: target.href } })
}

export default (req: Request, context: Context): Promise<Response> => withDeployContext(context, () => returnToSite(req))
