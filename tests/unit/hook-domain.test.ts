import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleHookDomain, HOOK_DOMAIN_FILE, ORGANISER_SEED_FILE, organiserSeedModule, QUERY_ALLOWLIST_FILE, queryAllowlistJson } from '../../scripts/build-hook-domain.ts'
import * as domain from '../../src/domain/hook-rules.ts'

import { loadHookLib } from '../shared/pb-hook-module.ts'
import { MIGRATED_EDITION } from '../support/migrated-edition.ts'

type HookDomain = typeof domain

/**
 * The generated file as PocketBase's JS VM runs it: CommonJS, and no Intl, TextEncoder or other Web
 * API (goja has none), so a domain module that needs one fails here instead of at PocketBase's start.
 */
function loadGenerated(): HookDomain {
  const noWebApis = { Intl: undefined, TextEncoder: undefined, crypto: undefined, btoa: undefined }
  return loadHookLib(path.basename(HOOK_DOMAIN_FILE), noWebApis) as HookDomain
}

describe('server/queryguard/allowlist.json', () => {
  it('is exactly what `npm run build:hooks` writes from src/domain/query-allowlist.ts today', () => {
    expect(readFileSync(QUERY_ALLOWLIST_FILE, 'utf8')).toBe(queryAllowlistJson())
  })
})

describe('pb_hooks/lib/organiser-seed.generated.js', () => {
  it('is exactly the seed pb_migrations/1795002301_organiser_content_seed.js writes (npm run build:hooks)', () => {
    expect(readFileSync(ORGANISER_SEED_FILE, 'utf8')).toBe(organiserSeedModule())
  })
})

describe('pb_hooks/lib/domain.generated.js', () => {
  it('is exactly what `npm run build:hooks` builds from src/domain today', async () => {
    expect(readFileSync(HOOK_DOMAIN_FILE, 'utf8')).toBe(await bundleHookDomain())
  })

  it('exports every rule src/domain/hook-rules.ts lists, loadable without Intl or Web APIs', () => {
    expect(Object.keys(loadGenerated()).sort()).toEqual(Object.keys(domain).sort())
  })

  it('gives PocketBase the same ban threshold and document rules as the SPA', () => {
    const hook = loadGenerated()
    expect(hook.BAN_THRESHOLD).toBe(domain.BAN_THRESHOLD)
    const doc = { tipoDocumento: 'DNI', paisDocumento: ' Chile ', numDocumento: '12.345.678-5' }
    expect(hook.documentKey(doc)).toBe(domain.documentKey(doc))
    expect(hook.documentKey(doc)).toBe(domain.documentKey({ ...doc, tipoDocumento: 'PASSPORT', numDocumento: '0123456785' }))
    expect(hook.canonicalCountry('chíle.')).toBe(domain.canonicalCountry('chíle.'))
    expect(hook.documentProblem({ ...doc, numDocumento: '12.345.678-9' })).toBe('rut')
    expect(hook.isValidRut('7.654.321-6')).toBe(domain.isValidRut('7.654.321-6'))
  })

  it('gives PocketBase the order ids, amounts, pesos and editions the domain defines', () => {
    const hook = loadGenerated()
    expect(hook.formatOrderId(42, 'Paw25a')).toBe('Paw25a00000000000000000042')
    expect(hook.formatOrderId(42, 'Paw26a')).toBe('Paw26a00000000000000000042')
    expect(hook.parseOrderId(hook.formatOrderId(9001, 'Paw26b'))).toBe(9001)
    expect(hook.amountDue(90000, 45000)).toBe(45000)
    expect(hook.amountDue(45000, 45000)).toBeNull()
    expect(hook.formatClp(1500000)).toBe('$1.500.000')
    const next = { inicio: '2026-08-28', fin: '2026-08-30', corteEdad: '2026-08-26', minutosPago: 5, prefijoOrden: 'Paw26a', ventaAbre: '2026-05-01', ventaCierra: '2026-08-27' }
    expect(hook.currentEdition([next, MIGRATED_EDITION], '2025-09-01')).toEqual(next)
    expect(hook.currentEdition([MIGRATED_EDITION], '2025-09-01')).toEqual(MIGRATED_EDITION)
    expect(hook.lastEndedEdition([next, MIGRATED_EDITION], '2025-09-01')).toEqual(MIGRATED_EDITION)
    expect(hook.latestAdultBirthday(next)).toBe('2008-08-26')
    expect(new Date(hook.editionEndsAt({ fin: '2030-06-30' })).toISOString()).toBe('2030-07-01T03:59:59.999Z')
    expect(hook.saleStateOn(next, '2026-04-30')).toBe('notYet')
    expect(hook.saleStateOn(next, '2026-08-27')).toBe('open')
    expect(hook.saleStateOn(next, '2026-08-28')).toBe('closed')
    expect(hook.saleOpenAt([next, MIGRATED_EDITION], new Date('2026-08-27T23:30:00-04:00'))).toBe(true)
    // Summer time has not started in August: the sale's last instant is 23:59:59.999 at UTC-4.
    expect(new Date(hook.saleClosesAt(next)).toISOString()).toBe('2026-08-28T03:59:59.999Z')
    expect(new Date(hook.saleClosesAt({ ventaCierra: '2026-12-24' })).toISOString()).toBe('2026-12-25T02:59:59.999Z')
  })

  it('gives PocketBase Chile time without Intl, as the SPA reads it', () => {
    const hook = loadGenerated()
    const summer = new Date('2026-11-26T18:04:00Z')
    expect(hook.formatChileTime(summer, 'es')).toBe('26 de noviembre de 2026, 15:04 (hora de Chile)')
    expect(hook.formatChileTime(summer, 'en')).toBe(domain.formatChileTime(summer, 'en'))
    expect(hook.chileTimestamp(new Date('2025-08-29T14:42:00Z'))).toBe('2025-08-29 10:42:00 -04:00')
  })

  it('reads image sizes as the SPA does (a square PNG, a wide PNG, not an image)', () => {
    const hook = loadGenerated()
    const png = (width: number, height: number) => {
      const bytes = new Uint8Array(24)
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      new DataView(bytes.buffer).setUint32(16, width)
      new DataView(bytes.buffer).setUint32(20, height)
      return bytes
    }
    expect(hook.isSquare(hook.imageSize(png(300, 300)))).toBe(true)
    expect(hook.isSquare(hook.imageSize(png(300, 200)))).toBe(false)
    expect(hook.imageSize(new Uint8Array(40))).toBeNull()
    // PocketBase's toBytes() gives a plain array of numbers, not a Uint8Array.
    expect(hook.imageSize(Array.from(png(64, 64)) as unknown as Uint8Array)).toEqual({ width: 64, height: 64 })
  })
})
