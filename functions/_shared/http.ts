/** JSON responses, errors and body parsing shared by every function. */
import type { Context } from '@netlify/functions'
import { ClientResponseError } from 'pocketbase'
import { withDeployContext } from './netlify-runtime.ts'
import { REQUEST_FIELDS, type FunctionName } from '../../src/domain/function-contracts.ts'
import { isRecordId } from '../../src/domain/ids.ts'
import { REQUEST_MESSAGES } from '../../src/domain/ticket-request.ts'

/** Netlify's [[headers]] apply only to static files, so functions set the same protections themselves. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...SECURITY_HEADERS, ...headers },
  })
}

/** An error the caller may see: its status and message go out as `{ error }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, string>,
    /** Seconds for the Retry-After header (429 and 503). */
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}

/** Seconds a caller should wait after a spent budget: PocketBase's and the hooks' windows are 10 s. */
export const RATE_LIMIT_RETRY_SECONDS = 10
/** Seconds a caller should wait when PocketBase is overloaded or unreachable. */
export const UNAVAILABLE_RETRY_SECONDS = 5

export const UNAVAILABLE_MESSAGE =
  'El servicio está ocupado en este momento: inténtalo de nuevo en unos segundos. / The service is busy right now: try again in a few seconds.'

/**
 * PocketBase's own refusals that say "later", not "wrong": its limiter (429) and its failures or
 * absence (5xx, or no answer at all: status 0). A caller gets 429 or 503 with Retry-After, never a 500.
 */
export function fromPocketBase(err: unknown): HttpError | null {
  if (!(err instanceof ClientResponseError) || err.isAbort) return null
  if (err.status === 429) return new HttpError(429, REQUEST_MESSAGES.rateLimited, { code: 'rateLimited' }, RATE_LIMIT_RETRY_SECONDS)
  if (err.status === 0 || err.status >= 500) return new HttpError(503, UNAVAILABLE_MESSAGE, { code: 'unavailable' }, UNAVAILABLE_RETRY_SECONDS)
  return null
}

export const MAX_BODY_BYTES = 16 * 1024

/**
 * The body as text, reading no more than `maxBytes` (+ one chunk) of it: a body sent without a
 * Content-Length (chunked) is cut off as soon as it passes the limit, never held whole in memory.
 */
export async function readAtMost(req: Request, maxBytes: number): Promise<string> {
  if (!req.body) return ''
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new HttpError(413, `The body must be at most ${maxBytes} bytes.`)
    }
    chunks.push(value)
  }
  // As Request.text() decodes: UTF-8, a leading BOM dropped, bad bytes replaced.
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/** Reads a JSON object body, refusing other types, oversized bodies and non-objects with a 4xx. */
export async function readJsonObject(req: Request, maxBytes = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new HttpError(415, 'The body must be JSON (Content-Type: application/json).')
  }
  const declared = Number(req.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw new HttpError(413, `The body must be at most ${maxBytes} bytes.`)
  const text = await readAtMost(req, maxBytes)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The body must be a JSON object.')
  }
  return body as Record<string, unknown>
}

/** A PocketBase record id field of the body (15 lowercase letters and digits). */
export function recordIdField(body: Record<string, unknown>, key: string): string {
  const value = body[key]
  if (value === undefined || value === null || value === '') throw new HttpError(400, `The field "${key}" is required.`)
  if (!isRecordId(value)) throw new HttpError(400, `The field "${key}" must be a record id.`)
  return value
}

const PLAIN_KEY = /^[\w$.-]{1,40}$/

/**
 * The caller's field names for an error message: plain names as they are, others quoted and
 * escaped, long ones cut and at most five listed, so the message stays short and printable.
 */
export function describeFields(keys: readonly string[]): string {
  const shown = keys.slice(0, 5).map((key) => {
    if (PLAIN_KEY.test(key)) return key
    const quoted = JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key)
    return quoted.replace(/[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  })
  return keys.length > 5 ? `${shown.join(', ')} and ${keys.length - 5} more` : shown.join(', ')
}

/** Refuses fields the function does not know, so a typo is not silently ignored. */
function onlyFields(body: Record<string, unknown>, allowed: readonly string[]): void {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key))
  if (extra.length > 0) throw new HttpError(400, `Unknown field(s): ${describeFields(extra)}.`)
}

/** The body of function `name`: a JSON object with only the fields its contract names. */
export async function readRequestBody(req: Request, name: FunctionName): Promise<Record<string, unknown>> {
  const body = await readJsonObject(req)
  onlyFields(body, REQUEST_FIELDS[name])
  return body
}

type Handler = (req: Request) => Promise<Response>
/** What Netlify calls: the request and the invocation's context (docs.netlify.com/functions/api). */
export type NetlifyHandler = (req: Request, context: Context) => Promise<Response>

/**
 * Wraps a function: only the given methods, errors as JSON. Unexpected errors are logged and answered
 * with a generic 500 that reveals nothing.
 */
export function endpoint(methods: readonly string[], handle: Handler): NetlifyHandler {
  return (req, context) => withDeployContext(context, () => answer(methods, handle, req))
}

async function answer(methods: readonly string[], handle: Handler, req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: methods.join(', '), ...SECURITY_HEADERS } })
  if (!methods.includes(req.method)) {
    return json(405, { error: `Method ${req.method} is not allowed; use ${methods.join(' or ')}.` }, { Allow: methods.join(', ') })
  }
  try {
    return await handle(req)
  } catch (caught) {
    const err = caught instanceof HttpError ? caught : fromPocketBase(caught)
    // PocketBase failing is the operator's to see even when the caller is only told to retry.
    if (err && !(caught instanceof HttpError) && err.status === 503) console.error(caught)
    if (err) {
      const headers: Record<string, string> = err.retryAfter ? { 'Retry-After': String(err.retryAfter) } : {}
      return json(err.status, { error: err.message, ...(err.details ? { details: err.details } : {}) }, headers)
    }
    console.error(caught)
    return json(500, { error: 'Something went wrong while processing your request.' })
  }
}
