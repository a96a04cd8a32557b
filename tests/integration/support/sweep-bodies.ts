import { HEX, ID_ALPHABET, type Rng } from './sweep.ts'

/** The requests of the bad-input sweep and the malformed JSON bodies every function must refuse. */

export type Json = Record<string, unknown>

export interface Caller {
  label: string
  headers: Record<string, string>
  role: 'nobody' | 'user' | 'moderator'
  /** How an invalid caller may be refused when it is not simply 401. */
  refusedWith?: readonly number[]
}

export interface Case {
  label: string
  method: string
  url: string
  headers: Record<string, string>
  body?: string | Uint8Array<ArrayBuffer> | URLSearchParams | FormData
  expect: number | readonly number[]
  /** webpayreturn: parameters that must reach /webpayretorno unchanged. */
  passes?: Record<string, string>
}

export interface BodyCase {
  label: string
  headers: Record<string, string>
  body: string | Uint8Array<ArrayBuffer> | URLSearchParams | FormData
  expect: number
}


/** `legacy`: a field accepted for compatibility and never used (a number or a short text). */
export type FieldKind = 'id' | 'webpayToken' | 'bool' | 'number' | 'legacy' | 'object'

export interface Shape {
  required: Record<string, FieldKind>
  optional?: Record<string, FieldKind>
  /** A well-formed body, usually naming real records: what the mutations break. */
  sample(rng: Rng): Json
}

export const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8']
const WRONG_TYPES = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'application/xml',
  'text/json',
  'application/ld+json',
  'text/html',
  'application/octet-stream',
  'application/jso',
  'image/png',
]
export const WEIRD = [
  '\u0000',
  '\u0007bell',
  '\u001b[31mred\u001b[0m',
  '\u202eevil',
  '😀😀😀',
  '\ud800',
  'ñandú',
  '你好世界',
  '\ufeffbom',
  'line\u2028sep',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '" || id != "',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  'ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏ',
  'ABCDEFGHIJKLMNO',
  'abcdefghijklmn',
  'abcdefghijklmnop',
  'abcdefghij-lmno',
  'abcdefghij lmno',
  'abcdefghijklmno\n',
  ' abcdefghijklmn',
  'null',
  'undefined',
]
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'user', 'estado', 'amount', 'admin', '', ' ', '\u0000', 'x'.repeat(300), '😀', 'userid ', 'Token']

export function wrongTypeValue(kind: FieldKind, rng: Rng): unknown {
  const common: unknown[] = [123, 0, -1, 1.5, 1e21, true, false, [], ['x'], {}, { a: 1 }, null]
  switch (kind) {
    case 'id':
    case 'webpayToken':
      return rng.pick([...common, ''])
    case 'legacy':
      return rng.pick([true, false, [], ['x'], {}, { a: 1 }, null])
    case 'bool':
      return rng.pick(['true', 'false', 1, 0, null, [], {}, '', 'yes'])
    case 'number':
      return rng.pick(['45000', '1e3', true, null, [], {}, '', [45000]])
    case 'object':
      return rng.pick(['x', 1, true, [], [{}], null, ''])
  }
}

export function badShapeValue(kind: FieldKind, rng: Rng): unknown {
  switch (kind) {
    case 'id': {
      const value = rng.chance(0.7) ? rng.pick(WEIRD) : rng.string(rng.int(1, 40), `${ID_ALPHABET}ABC-_.$ /\\é`)
      return /^[a-z0-9]{15}$/.test(value) ? `${value}-` : value
    }
    case 'webpayToken':
      return rng.pick([
        rng.string(63, HEX),
        rng.string(65, HEX),
        rng.string(64, HEX).toUpperCase(),
        rng.string(64, 'ghijklmnopqrstuvwxyz'),
        `${rng.string(64, HEX)}\n`,
        ` ${rng.string(63, HEX)}`,
        rng.string(15, ID_ALPHABET),
        '1',
        rng.pick(WEIRD),
      ])
    case 'legacy':
      return 'x'.repeat(rng.int(201, 2000))
    default:
      return wrongTypeValue(kind, rng)
  }
}

function deeplyNested(rng: Rng, style: 'array' | 'object'): string {
  const depth = rng.int(100, style === 'array' ? 7000 : 1500)
  return style === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

export const jsonBody = (body: string, label: string, expect: number, rng: Rng): BodyCase => ({
  label,
  headers: { 'content-type': rng.pick(JSON_TYPES) },
  body,
  expect,
})

/** A body every function must refuse at its validation, before it looks anything up. */
export function malformedBody(shape: Shape, rng: Rng): BodyCase {
  const sample = shape.sample(rng)
  const fields = { ...shape.required, ...(shape.optional ?? {}) }
  const keys = Object.keys(fields)
  const kind = rng.pick(['contentType', 'huge', 'invalidJson', 'nonObject', 'extraKey', 'missing', 'wrongType', 'badShape', 'deepNested', 'deepNested'])
  switch (kind) {
    case 'contentType': {
      const variant = rng.int(0, 3)
      if (variant === 0) return { label: 'no content type', headers: {}, body: new TextEncoder().encode(JSON.stringify(sample)), expect: 415 }
      if (variant === 1) return { label: 'form-urlencoded body', headers: {}, body: new URLSearchParams(Object.entries(sample).map(([k, v]) => [k, String(v)])), expect: 415 }
      if (variant === 2) {
        const form = new FormData()
        for (const [k, v] of Object.entries(sample)) form.set(k, String(v))
        return { label: 'multipart body', headers: {}, body: form, expect: 415 }
      }
      const type = rng.pick(WRONG_TYPES)
      return { label: `content type ${type}`, headers: { 'content-type': type }, body: JSON.stringify(sample), expect: 415 }
    }
    case 'huge': {
      const size = rng.chance(0.05) ? 2_000_000 : rng.int(16_400, 200_000)
      const text = rng.chance(0.5) ? JSON.stringify({ ...sample, pad: rng.pick(['x', 'ñ', '😀']).repeat(size) }) : rng.string(size, 'abc{}[]":,')
      return jsonBody(text, `huge body (${text.length} chars)`, 413, rng)
    }
    case 'invalidJson': {
      const whole = JSON.stringify(sample)
      const text = rng.pick([
        '',
        ' ',
        '{',
        '{"a":',
        whole.slice(0, rng.int(1, whole.length - 1)),
        whole.replace(/"/g, "'"),
        `${whole.slice(0, -1)},}`,
        'NaN',
        'undefined',
        '{"a":01}',
        '{/* comment */}',
        '{"a":"\u0000"}',
        `${whole}${whole}`,
        '{"a":1}}',
      ])
      if (rng.chance(0.15)) {
        const bytes = new Uint8Array(rng.int(1, 600)).map(() => rng.int(0, 255))
        return { label: 'random bytes', headers: { 'content-type': 'application/json' }, body: bytes, expect: 400 }
      }
      return jsonBody(text, 'invalid JSON', 400, rng)
    }
    case 'nonObject': {
      const text = rng.pick(['[]', `[${JSON.stringify(sample)}]`, '1', '-0', '1e309', '"text"', 'null', 'true', 'false', JSON.stringify(rng.pick(WEIRD))])
      return jsonBody(text, `JSON that is not an object: ${text.slice(0, 20)}`, 400, rng)
    }
    case 'extraKey': {
      const candidates = EXTRA_KEYS.filter((k) => !keys.includes(k))
      const key = rng.chance(0.3) ? rng.string(rng.int(1, 20), `${ID_ALPHABET}_$`) : rng.pick(candidates)
      if (keys.includes(key)) return jsonBody('[]', 'JSON that is not an object', 400, rng)
      const value = rng.pick<unknown>([1, 'x', null, true, {}, [], rng.pick(WEIRD)])
      const whole = JSON.stringify(sample)
      return jsonBody(`${whole.slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(value)}}`, `extra field ${JSON.stringify(key).slice(0, 20)}`, 400, rng)
    }
    case 'missing': {
      const required = Object.keys(shape.required)
      const body = { ...sample }
      const dropAll = rng.chance(0.2)
      for (const key of dropAll ? required : [rng.pick(required)]) delete body[key]
      return jsonBody(JSON.stringify(body), dropAll ? 'empty object' : 'missing field', 400, rng)
    }
    case 'wrongType': {
      const key = rng.pick(keys)
      const kindOf = fields[key] ?? 'id'
      return jsonBody(JSON.stringify({ ...sample, [key]: wrongTypeValue(kindOf, rng) }), `wrong type for ${key}`, 400, rng)
    }
    case 'badShape': {
      const shaped = keys.filter((k) => fields[k] === 'id' || fields[k] === 'webpayToken' || fields[k] === 'legacy')
      const key = rng.pick(shaped.length > 0 ? shaped : keys)
      return jsonBody(JSON.stringify({ ...sample, [key]: badShapeValue(fields[key] ?? 'id', rng) }), `malformed ${key}`, 400, rng)
    }
    default: {
      const key = rng.pick(keys)
      const nested = deeplyNested(rng, rng.chance(0.6) ? 'array' : 'object')
      const whole = JSON.stringify({ ...sample, [key]: 0 })
      // Splice the nested text in as the value of `key` (built as text: JSON.stringify would recurse).
      const text = whole.replace(`${JSON.stringify(key)}:0`, `${JSON.stringify(key)}:${nested}`)
      return jsonBody(text, `deeply nested ${key}`, text.length > 16_384 ? 413 : 400, rng)
    }
  }
}


export function byteLength(body: BodyCase['body']): number {
  if (typeof body === 'string') return Buffer.byteLength(body)
  if (body instanceof Uint8Array) return body.length
  if (body instanceof URLSearchParams) return Buffer.byteLength(body.toString())
  return 0
}

