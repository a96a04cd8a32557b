import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { bundleHookDomain, HOOK_DOMAIN_FILE } from '../../scripts/build-hook-domain.ts'
import { BAN_THRESHOLD } from '../../src/domain/ban.ts'
import { documentKey, isValidRut, type documentProblem } from '../../src/domain/identity-document.ts'

interface HookDomain {
  BAN_THRESHOLD: number
  documentKey: typeof documentKey
  documentProblem: typeof documentProblem
  isValidRut: typeof isValidRut
}

function loadGenerated(): HookDomain {
  const module = { exports: {} as unknown }
  new Function('module', readFileSync(HOOK_DOMAIN_FILE, 'utf8'))(module)
  return module.exports as HookDomain
}

describe('pb_hooks/lib/domain.generated.js', () => {
  it('is exactly what `npm run build:hooks` builds from src/domain today', async () => {
    expect(readFileSync(HOOK_DOMAIN_FILE, 'utf8')).toBe(await bundleHookDomain())
  })

  it('gives PocketBase the same ban threshold and document rules as the SPA', () => {
    const hook = loadGenerated()
    expect(hook.BAN_THRESHOLD).toBe(BAN_THRESHOLD)
    const doc = { tipoDocumento: 'DNI', paisDocumento: ' Chile ', numDocumento: '12.345.678-5' }
    expect(hook.documentKey(doc)).toBe(documentKey(doc))
    expect(hook.documentKey(doc)).toBe(documentKey({ ...doc, paisDocumento: 'chile', numDocumento: '123456785' }))
    expect(hook.documentProblem({ ...doc, numDocumento: '12.345.678-9' })).toBe('rut')
    expect(hook.isValidRut('7.654.321-6')).toBe(isValidRut('7.654.321-6'))
  })
})
