import type { Fixtures } from './sweep-fixtures.ts'
import { badShapeValue, byteLength, jsonBody, malformedBody, WEIRD, type BodyCase, type Case, type Caller, type Json } from './sweep-bodies.ts'
import { HEX, ID_ALPHABET, type Rng } from './sweep.ts'

/** Request generators of the bad-input sweep for the functions that are not plain JSON endpoints, and the checks of every answer. */

export const BASE = 'http://localhost:5173/.netlify/functions'
const APP_URL = 'http://localhost:5173'
const GENERIC_500 = 'Something went wrong while processing your request.'

export const randomId = (rng: Rng) => rng.string(15, ID_ALPHABET)
export const randomToken = (rng: Rng) => rng.string(64, HEX)
export const userCallersOf = (fx: Fixtures) => [fx.B, fx.U, fx.X, fx.N].map((u) => u.caller)

export const WRONG_METHODS = ['GET', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'PROPFIND', 'FOO', 'patch']

export function anyCaller(fx: Fixtures, rng: Rng): Caller {
  return rng.chance(0.5) ? rng.pick(fx.invalidCallers) : rng.pick([...userCallersOf(fx), fx.M.caller])
}

export function garbageCaller(rng: Rng): Caller {
  const token = rng.string(rng.int(1, 300), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ é')
  return { label: 'random garbage token', headers: { authorization: `Bearer ${token}` }, role: 'nobody' }
}

export function junkQuery(rng: Rng): string {
  if (rng.chance(0.7)) return ''
  return `?${new URLSearchParams([[rng.pick(['id', 'token', 'x', 'userid', '__proto__']), String(rng.pick(WEIRD))]]).toString()}`
}

export function withMethod(name: string, method: string, caller: Caller, body: BodyCase | null, rng: Rng): Case {
  const hasBody = method !== 'GET' && method !== 'HEAD' && body !== null
  return {
    label: `${method} by ${caller.label}`,
    method,
    url: `${BASE}/${name}${junkQuery(rng)}`,
    headers: { ...caller.headers, ...(hasBody ? body.headers : {}) },
    ...(hasBody ? { body: body.body } : {}),
    expect: 405,
  }
}


export function reconcileCase(fx: Fixtures, rng: Rng): Case {
  const url = `${BASE}/reconcile${junkQuery(rng)}`
  if (rng.chance(0.1)) return withMethod('reconcile', rng.pick(WRONG_METHODS), anyCaller(fx, rng), null, rng)
  const secret = fx.reconcileSecret
  const secretHeader = rng.pick<[string, string] | null>([
    null,
    null,
    ['wrong secret of the same length', rng.string(secret.length, ID_ALPHABET)],
    ['secret with one character changed', `${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`],
    ['same length with non-ASCII characters', `${secret.slice(0, -2)}éñ`],
    ['the secret with a suffix', `${secret}x`],
    ['a prefix of the secret', secret.slice(0, rng.int(1, secret.length - 1))],
    ['an empty secret', ''],
  ])
  // A valid moderator token would be a legitimate call: only users (403) and invalid tokens (401) here.
  const asUser = rng.chance(0.3)
  const caller = asUser ? rng.pick(userCallersOf(fx)) : rng.chance(0.1) ? garbageCaller(rng) : rng.pick(fx.invalidCallers)
  const body = rng.chance(0.5) ? malformedBody({ required: { x: 'id' }, sample: () => ({ x: 'y' }) }, rng) : null
  return {
    label: `${caller.label}; ${secretHeader?.[0] ?? 'no secret'}${body ? `; ${body.label}` : ''}`,
    method: 'POST',
    url,
    headers: { ...(body?.headers ?? {}), ...caller.headers, ...(secretHeader ? { 'x-reconcile-secret': secretHeader[1] } : {}) },
    ...(body ? { body: body.body } : {}),
    expect: asUser ? 403 : (caller.refusedWith ?? 401),
  }
}


export function scheduledCase(fx: Fixtures, rng: Rng): Case {
  const url = `${BASE}/reconcile-scheduled${junkQuery(rng)}`
  const caller = anyCaller(fx, rng)
  if (rng.chance(0.1)) return withMethod('reconcile-scheduled', rng.pick(WRONG_METHODS), caller, null, rng)
  const variant = rng.int(0, 3)
  let body: BodyCase
  if (variant === 0) {
    const nextRun = rng.pick<unknown>([1, null, true, [], {}, '', 'tomorrow', 'now', '2025-13-45T00:00:00Z', rng.pick(WEIRD), 1_735_689_600_000, '1'])
    const shape = rng.pick<Json>([{ next_run: nextRun }, { nextRun: '2025-08-29T00:00:00.000Z' }, { next_run: nextRun, extra: 1 }, {}])
    body = jsonBody(JSON.stringify(shape), `next_run ${JSON.stringify(nextRun).slice(0, 20)}`, 400, rng)
  } else if (variant === 1) {
    body = { label: 'huge body', headers: { 'content-type': rng.pick(['text/plain;charset=UTF-8', 'application/json']) }, body: JSON.stringify({ next_run: '2025-08-29T00:00:00.000Z', pad: 'x'.repeat(rng.int(5000, 300_000)) }), expect: 413 }
  } else {
    body = malformedBody({ required: { next_run: 'legacy' }, sample: () => ({ next_run: rng.pick(['', 'x', 'soon']) }) }, rng)
    // The scheduler sends text/plain, so the content type decides nothing here; the size limit is 1 KB.
    body = { ...body, expect: byteLength(body.body) > 1024 ? 413 : 400 }
  }
  return { label: `${caller.label}; ${body.label}`, method: 'POST', url, headers: { ...body.headers, ...caller.headers }, body: body.body, expect: body.expect }
}

/** encodeURIComponent, except that a lone surrogate becomes the bytes a careless client would send. */
const safeEncode = (value: string) =>
  Array.from(value)
    .map((ch) => (/^[\ud800-\udfff]$/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
    .join('')

export function entradaCase(fx: Fixtures, rng: Rng): Case {
  const caller = anyCaller(fx, rng)
  if (rng.chance(0.1)) {
    const method = rng.pick(['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'FOO'])
    const body = method === 'HEAD' ? null : jsonBody(JSON.stringify({ id: fx.tA.id }), 'body with a real ticket id', 405, rng)
    return { ...withMethod('entrada', method, caller, body, rng), url: `${BASE}/entrada?id=${fx.tA.id}` }
  }
  const variant = rng.int(0, 5)
  let query: string
  let expect = 400
  let label: string
  if (variant === 0) {
    query = rng.pick(['', '?', '?id', '?id=', '?ID=' + fx.tA.id, '?Id=' + fx.tA.id, '?id%00=' + fx.tA.id, `?ids=${fx.tA.id}`])
    label = `no id (${query})`
  } else if (variant === 1 || variant === 2) {
    const value = String(badShapeValue('id', rng))
    query = `?id=${safeEncode(value)}`
    label = `malformed id ${JSON.stringify(value).slice(0, 24)}`
  } else if (variant === 3) {
    query = rng.pick([`?id=${'a'.repeat(rng.int(16, 20_000))}`, '?id=%E0%A4%A', '?id=%zz%zz%zz%zz%z', `?id=${fx.tA.id.toUpperCase()}`, `?id=${fx.tA.id}%00`, `?id=${fx.tA.id}%20`, `?id=+${fx.tA.id}`, `?id=${safeEncode('a'.repeat(14) + '😀')}`, `?id=bad&id=${fx.tA.id}`])
    label = `odd query ${query.slice(0, 30)}`
  } else {
    expect = 404
    const id = rng.pick([randomId(rng), randomId(rng), ...fx.otherIds])
    query = `?id=${id}${rng.chance(0.3) ? rng.pick(['&expand=user', '&fields=*', '&filter=1=1', `&id=${fx.tA.id}`]) : ''}`
    label = fx.otherIds.includes(id) ? 'id of a record that is not an issued ticket' : 'unknown ticket'
  }
  return { label: `${caller.label}; ${label}`, method: 'GET', url: `${BASE}/entrada${query}`, headers: caller.headers, expect }
}

const RETURN_KEYS = ['token_ws', 'TBK_TOKEN', 'TBK_ORDEN_COMPRA', 'TBK_ID_SESION', 'redirect', 'next', 'Location', '__proto__', 'token_ws[]', 'url', 'javascript:alert(1)']

function returnValue(rng: Rng): string {
  return String(
    rng.pick<unknown>([
      rng.string(64, HEX),
      rng.string(64, HEX).toUpperCase(),
      rng.string(63, HEX),
      rng.pick(WEIRD),
      'https://evil.example/phish',
      '//evil.example',
      'javascript:alert(1)',
      `Paw25a${rng.string(20, '0123456789')}`,
      'x'.repeat(rng.int(27, 5000)),
      '',
      rng.string(rng.int(1, 80), `${ID_ALPHABET}|_=&%.,~:/?[+!@()>-<"' `),
    ]),
  )
}

export function webpayReturnCase(fx: Fixtures, rng: Rng): Case {
  const url = `${BASE}/webpayreturn`
  if (rng.chance(0.1)) {
    const method = rng.pick(['PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'FOO'])
    return { label: `${method}`, method, url: `${url}?token_ws=${rng.string(64, HEX)}`, headers: anyCaller(fx, rng).headers, expect: 405 }
  }
  const pairs: [string, string][] = Array.from({ length: rng.int(0, 6) }, () => [rng.pick(RETURN_KEYS), returnValue(rng)])
  const passes: Record<string, string> = {}
  if (rng.chance(0.25)) {
    const token = rng.string(64, HEX)
    pairs.unshift(['token_ws', token])
    passes.token_ws = token
  }
  const raw = rng.chance(0.2) ? rng.pick(['&token_ws=%E0%A4%A', '&%zz=1', '&TBK_TOKEN=%', '&&&', '&=x', `&token_ws=${'%41'.repeat(4000)}`]) : ''
  const query = `${new URLSearchParams(pairs).toString()}${raw}`
  if (rng.chance(0.5)) {
    return { label: `GET ${query.slice(0, 40)}`, method: 'GET', url: `${url}?${query}`, headers: anyCaller(fx, rng).headers, expect: 303, passes }
  }
  // POST: Webpay's own form posts, and everything else a browser or an attacker might send.
  const formPairs: [string, string][] = Array.from({ length: rng.int(0, 6) }, () => [rng.pick(RETURN_KEYS), returnValue(rng)])
  const variant = rng.int(0, 5)
  let headers: Record<string, string> = {}
  let body: Case['body']
  let label: string
  if (variant === 0) {
    body = new URLSearchParams(formPairs)
    label = 'urlencoded form'
  } else if (variant === 1) {
    const form = new FormData()
    for (const [k, v] of formPairs) form.append(k, v)
    if (rng.chance(0.5)) form.append('file', new Blob([new Uint8Array(rng.int(1, 2000))]), 'x.bin')
    body = form
    label = 'multipart form'
  } else if (variant === 2) {
    headers = { 'content-type': 'multipart/form-data' }
    body = rng.pick(['--x\r\nbroken', '', 'token_ws=1', '\u0000\u0000'])
    label = 'multipart without a boundary'
  } else if (variant === 3) {
    headers = { 'content-type': 'application/x-www-form-urlencoded' }
    body = rng.pick(['%E0%A4%A=1&token_ws=%zz', `token_ws=${'a'.repeat(rng.int(1000, 300_000))}`, '&&&==&', `TBK_TOKEN=${rng.string(64, HEX)}%00`])
    label = 'broken or huge urlencoded form'
  } else if (variant === 4) {
    headers = { 'content-type': rng.pick(['application/json', 'text/plain', 'application/xml']) }
    body = JSON.stringify(Object.fromEntries(formPairs))
    label = 'not a form'
  } else {
    body = new Uint8Array(rng.int(0, 5000)).map(() => rng.int(0, 255))
    label = 'random bytes'
  }
  // Webpay's form fields win over the query string; a planted query token passes only if no field overrides it.
  const formHasToken = (variant === 0 || variant === 1) && formPairs.some(([k]) => k === 'token_ws')
  if (formHasToken || (variant === 3 && typeof body === 'string' && body.includes('token_ws='))) delete passes.token_ws
  return { label: `POST ${label}`, method: 'POST', url: `${url}?${query}`, headers: { ...anyCaller(fx, rng).headers, ...headers }, body, expect: 303, passes }
}

// ---- checks -----------------------------------------------------------------------------------------

const ACCEPTED: Record<string, RegExp> = {
  token_ws: /^[0-9a-f]{64}$/,
  TBK_TOKEN: /^[0-9a-f]{64}$/,
  TBK_ORDEN_COMPRA: /^[A-Za-z0-9|_=&%.,~:/?[+!@()>-]{1,26}$/,
  TBK_ID_SESION: /^.{1,61}$/,
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

/** What is wrong with an answer (null when it is the expected, clear refusal). */
export async function problemWith(c: Case, res: Response): Promise<string | null> {
  if (res.status >= 500) return `answered ${res.status}: ${(await res.text()).slice(0, 200)}`
  const expected = typeof c.expect === 'number' ? [c.expect] : c.expect
  if (!expected.includes(res.status)) return `expected ${expected.join(' or ')}, got ${res.status}: ${(await res.text()).slice(0, 200)}`
  if (res.status === 303) {
    const location = new URL(res.headers.get('location') ?? 'invalid:', APP_URL)
    if (`${location.origin}${location.pathname}` !== `${APP_URL}/webpayretorno`) return `redirected to ${location.href}`
    for (const [key, value] of location.searchParams) {
      const pattern = ACCEPTED[key]
      if (!pattern?.test(value)) return `passed on ${key}=${value.slice(0, 60)}`
    }
    for (const [key, value] of Object.entries(c.passes ?? {})) {
      if (location.searchParams.get(key) !== value) return `dropped ${key}=${value}`
    }
    return null
  }
  const type = res.headers.get('content-type') ?? ''
  if (!type.startsWith('application/json')) return `content type "${type}"`
  const text = await res.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return `not JSON: ${text.slice(0, 100)}`
  }
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined
  if (typeof error !== 'string' || error.trim().length < 8) return `no clear error message: ${text.slice(0, 200)}`
  if (error === GENERIC_500) return 'the generic failure message'
  if (error.length > 300) return `error message of ${error.length} characters`
  if (CONTROL.test(error)) return `control characters in the error message: ${JSON.stringify(error.slice(0, 100))}`
  return null
}

let device = 0
/**
 * Each generated request comes from an address of its own (Netlify's x-nf-client-connection-ip): the
 * production limiter budgets an account per address, and this sweep is about what every input gets.
 */
export function buildRequest(c: Case): Request {
  device = (device + 1) % 2 ** 16
  const init: RequestInit = { method: c.method, headers: { 'x-nf-client-connection-ip': `192.168.${device >> 8}.${device & 255}`, ...c.headers } }
  if (c.body !== undefined && c.method !== 'GET' && c.method !== 'HEAD') init.body = c.body
  return new Request(c.url, init)
}

/** GET snapshot (its plain read: tests/integration/public-snapshot.test.ts): a query, a CDN cache miss on demand, is refused, and so is any other method. */
export function publicSnapshotCase(fx: Fixtures, rng: Rng): Case {
  const caller = rng.chance(0.3) ? garbageCaller(rng) : anyCaller(fx, rng)
  if (rng.chance(0.2)) {
    const method = rng.pick(['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'FOO'])
    const body = method === 'HEAD' ? null : jsonBody(JSON.stringify({ banner: 'Ok' }), 'body naming a field of the answer', 405, rng)
    return withMethod('snapshot', method, caller, body, rng)
  }
  const query = rng.pick(['?v=1', `?t=${Date.now()}`, `?${'a'.repeat(rng.int(1, 5000))}`, '?%zz', `?banner=${safeEncode(String(rng.pick(WEIRD)))}`])
  return { label: `${caller.label}; query ${query.slice(0, 30)}`, method: 'GET', url: `${BASE}/snapshot${query}`, headers: caller.headers, expect: 400 }
}
