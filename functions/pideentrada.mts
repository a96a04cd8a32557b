import http from 'node:http'
import https from 'node:https'
import { requireUser } from './_shared/auth.ts'
import { serverEnv } from './_shared/env.ts'
import { adminClient, forgetServiceToken } from './_shared/pocketbase.ts'
import { clientIpHeader, rateLimited } from './_shared/service.ts'
import { endpoint, HttpError, json, readRequestBody, recordIdField } from './_shared/http.ts'
import type { FunctionAnswer } from '../src/domain/function-contracts.ts'
import { REQUEST_MESSAGES, type RequestRefusal } from '../src/domain/ticket-request.ts'

/** A refusal the SPA shows: the SPEC text in `error`, a stable `code` for the reader's language. */
function refuse(status: number, code: RequestRefusal): never {
  throw new HttpError(status, REQUEST_MESSAGES[code], { code })
}

const REFUSALS = new Set<string>(Object.keys(REQUEST_MESSAGES).filter((key) => key !== 'ok'))
const isRefusal = (code: string): code is RequestRefusal => REFUSALS.has(code)

/** What POST /api/mi/service/pide-entrada answers besides the refusals (pb_hooks/lib/ticket-request.js). */
const OTHER_ANSWERS: Record<string, [number, string]> = {
  unauthenticated: [401, 'Invalid or expired authorization token.'],
  notAttendee: [403, 'This action is for attendee accounts.'],
  notYou: [403, 'You can only request a ticket for your own account.'],
  typeNotFound: [404, 'The ticket type was not found.'],
}

// The rush path: node:http with kept-alive connections costs about 0.5 ms less CPU per call than
// Node's fetch (what the SDK uses), which matters when thousands ask at once (BENCHMARKS.md).
const AGENTS = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) }
const TIMEOUT_MS = 10_000
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/

/**
 * POSTs JSON to PocketBase's service route with the functions' service token, the buyer's token and IP
 * (pb_hooks/service.pb.js checks the service token once a minute, verifies the buyer's and budgets each
 * buyer and IP on their own). The service token goes in X-MI-Service-Token, not Authorization, so
 * PocketBase does not read the service account for every request of a rush.
 */
async function postAsService(path: string, req: Request, service: string, token: string, body: unknown): Promise<{ status: number; code: string }> {
  const url = new URL(path, serverEnv().pocketbaseUrl)
  const client = url.protocol === 'https:' ? https : http
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: url.protocol === 'https:' ? AGENTS['https:'] : AGENTS['http:'],
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-mi-service-token': service,
          'x-mi-user-token': token,
          ...clientIpHeader(req),
        },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          try {
            const answer: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
            const code = typeof answer === 'object' && answer !== null ? (answer as { code?: unknown }).code : undefined
            resolve({ status: res.statusCode ?? 0, code: typeof code === 'string' ? code : '' })
          } catch {
            reject(new Error(`POST ${path} answered ${res.statusCode} with a body that is not JSON`))
          }
        })
      },
    )
    request.on('timeout', () => request.destroy(new Error(`POST ${path} timed out after ${TIMEOUT_MS} ms`)))
    request.on('error', reject)
    request.end(payload)
  })
}

/**
 * POST {userid, entradaid} with the user's PocketBase token: joins the queue for a ticket type.
 * Checks in order (SPEC §7, §8, GUIDE): verified, not banned, legal name and birth date, no open
 * request, type requestable, no ticket waiting for payment, a real upgrade; then creates
 * EntradasPedidas {estado: creada}. The token and the checks go to PocketBase in ONE request
 * (POST /api/mi/service/pide-entrada, as the service superuser with the buyer's token and IP): a ticket
 * rush costs one round trip per call, and each buyer has their own rate budget. The unique partial
 * index on open requests decides races: a same-user storm creates exactly one.
 */
export default endpoint(['POST'], async (req) => {
  const token = (req.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '').trim()
  let userid: string
  let entradaid: string
  try {
    // A missing or oversized token: requireUser answers its 401 without asking PocketBase.
    if (!token || token.length > 2048) await requireUser(req)
    if (!JWT.test(token)) throw new HttpError(401, 'Invalid or expired authorization token.')
    const body = await readRequestBody(req, 'pideentrada')
    userid = recordIdField(body, 'userid')
    entradaid = recordIdField(body, 'entradaid')
  } catch (err) {
    // A bad token wins over a malformed body (401/403 first), as for every function.
    if (err instanceof HttpError && err.status !== 401) await requireUser(req)
    throw err
  }

  const path = '/api/mi/service/pide-entrada'
  const service = (await adminClient()).authStore.token
  let { status, code } = await postAsService(path, req, service, token, { userid, entradaid })
  if (status === 401 && code === 'serviceUnauthenticated') {
    // The service token was revoked (a changed service password): log in again, once.
    forgetServiceToken(service)
    ;({ status, code } = await postAsService(path, req, (await adminClient()).authStore.token, token, { userid, entradaid }))
  }
  if (status === 200 && code === 'ok') return json(200, { message: REQUEST_MESSAGES.ok } satisfies FunctionAnswer<'pideentrada'>)
  // Ours (a buyer's or an address's budget) or PocketBase's limiter for this route: either way too many.
  if (status === 429) rateLimited()
  if (status >= 400 && status < 500) {
    if (isRefusal(code)) refuse(status, code)
    const other = Object.hasOwn(OTHER_ANSWERS, code) ? OTHER_ANSWERS[code] : undefined
    if (other) throw new HttpError(other[0], other[1])
  }
  throw new Error(`POST /api/mi/pide-entrada answered ${status} (code "${code}")`)
})
