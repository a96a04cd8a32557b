import { REQUEST_MESSAGES } from '../../src/domain/ticket-request.ts'
import { HttpError, RATE_LIMIT_RETRY_SECONDS } from './http.ts'

/**
 * How functions reach PocketBase: as the service superuser (PocketBase's limiter skips superusers),
 * passing the buyer's IP so pb_hooks/service.pb.js budgets every buyer and every IP on its own.
 */
export function clientIpHeader(req: Request): Record<string, string> {
  // Netlify sets x-nf-client-connection-ip to the address the request came from (the client cannot).
  const ip = req.headers.get('x-nf-client-connection-ip')?.trim() ?? ''
  return ip ? { 'x-mi-client-ip': ip } : {}
}

/** The answer when a buyer's or an IP's budget is spent: both languages, and a code for the SPA. */
const RATE_LIMITED_MESSAGE = REQUEST_MESSAGES.rateLimited

export function rateLimited(): never {
  throw new HttpError(429, RATE_LIMITED_MESSAGE, { code: 'rateLimited' }, RATE_LIMIT_RETRY_SECONDS)
}
