import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MIGRATED_EDITION } from '../support/migrated-edition.ts'
import { DEVICE_ID_PATTERN, RECORD_ID_PATTERN, WEBPAY_TOKEN_PATTERN } from '../../src/domain/ids.ts'
import { PHONE_PATTERN } from '../../src/domain/validation.ts'

const hooksDir = path.resolve(import.meta.dirname, '../../pb_hooks')
const hookFiles = [
  ...readdirSync(hooksDir).filter((f) => f.endsWith('.js')),
  ...readdirSync(path.join(hooksDir, 'lib')).filter((f) => f.endsWith('.js') && f !== 'domain.generated.js').map((f) => `lib/${f}`),
]

/** What a hand copy of a src/domain rule looks like in a hook's source. */
const COPIES: Record<string, string> = {
  'record id pattern': RECORD_ID_PATTERN.source,
  'Webpay token pattern': WEBPAY_TOKEN_PATTERN.source,
  'door device id pattern': DEVICE_ID_PATTERN.source,
  'phone pattern': PHONE_PATTERN.source,
  'order id prefix': MIGRATED_EDITION.prefijoOrden,
  'ticket code pattern': 'MEGA|SS|S|B',
  'event end date': MIGRATED_EDITION.fin,
  'age cut-off date': MIGRATED_EDITION.corteEdad,
  'payment window': '5 * 60 * 1000',
  'PNG signature': '0x89, 0x50',
  'HTML escaping': '&amp;',
}

describe('pb_hooks carries no hand copy of a src/domain rule (they come from lib/domain.generated.js)', () => {
  it('reads every hook file', () => {
    expect(hookFiles.length).toBeGreaterThan(30)
  })

  for (const [rule, text] of Object.entries(COPIES)) {
    it(`no hook writes the ${rule} itself`, () => {
      const copies = hookFiles.filter((file) => readFileSync(path.join(hooksDir, file), 'utf8').includes(text))
      expect(copies).toEqual([])
    })
  }

  it('the "no such record" test exists once (lib/records.js)', () => {
    const holders = hookFiles.filter((file) => readFileSync(path.join(hooksDir, file), 'utf8').includes('no rows in result set'))
    expect(holders).toEqual(['lib/records.js'])
  })
})

describe('pb_hooks keeps realtime pages cheap', () => {
  // A JS router middleware wraps every request, the realtime SSE stream included, and PocketBase's JS
  // plugin holds that VM until the stream ends: one VM per open page (BENCHMARKS.md, "Analysis").
  it('no hook file installs a global router middleware (routerUse)', () => {
    const users = hookFiles.filter((file) => /\brouterUse\s*\(/.test(readFileSync(path.join(hooksDir, file), 'utf8')))
    expect(users).toEqual([])
  })

  it('no hook file runs JS on the realtime connection itself (onRealtimeConnectRequest)', () => {
    const users = hookFiles.filter((file) => /\bonRealtimeConnectRequest\s*\(/.test(readFileSync(path.join(hooksDir, file), 'utf8')))
    expect(users).toEqual([])
  })

  it('no validation hook runs on EntradasPedidas (or on every collection): the queue insert skips validation (lib/ticket-request.js saveNoValidate)', () => {
    const collectionsOf = (source: string) => {
      const found: string[][] = []
      for (const match of source.matchAll(/\bonRecordValidate\s*\(/g)) {
        // The call's arguments: the handler, then the collections it is bound to (none: every collection).
        let depth = 1
        let end = (match.index ?? 0) + match[0].length
        while (depth > 0 && end < source.length) {
          const char = source[end++]
          if (char === '(') depth++
          else if (char === ')') depth--
        }
        const tail = source.slice(source.lastIndexOf('}', end), end)
        found.push([...tail.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? ''))
      }
      return found
    }
    const bindings = hookFiles.flatMap((file) => collectionsOf(readFileSync(path.join(hooksDir, file), 'utf8')))
    expect(bindings.length).toBeGreaterThan(0)
    for (const collections of bindings) {
      expect(collections.length, 'a validation hook bound to every collection').toBeGreaterThan(0)
      expect(collections).not.toContain('EntradasPedidas')
    }
  })
})
