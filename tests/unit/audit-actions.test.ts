import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS } from '../../src/domain/audit-actions.ts'
import { audit as es } from '../../src/i18n/es/audit.ts'
import { audit as en } from '../../src/i18n/en/audit.ts'

const root = path.resolve(import.meta.dirname, '../..')

function sources(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !file.endsWith('domain.generated.js'))
    .map((file) => readFileSync(path.join(root, dir, file), 'utf8'))
}

// The ways a code reaches auditLog: in the hooks audit.write(app, who, 'code', …), audit.run(e, 'code')
// and row.set('action', 'code'); in the functions writeAudit(pb, { action: 'code', … }).
const HOOK_WRITES = [/audit\.write\(\s*\w+,\s*[\w.]+,\s*'([^']+)'/g, /\.run\(\s*e,\s*'([^']+)'\)/g, /set\('action',\s*'([^']+)'\)/g]
const FUNCTION_WRITES = [/writeAudit\([^)]*?\baction:\s*'([^']+)'/gs]

function writtenCodes(): Set<string> {
  const codes = new Set<string>()
  const scan = (texts: string[], patterns: RegExp[]) => {
    for (const text of texts) for (const pattern of patterns) for (const match of text.matchAll(pattern)) if (match[1]) codes.add(match[1])
  }
  scan(sources('pb_hooks', /\.js$/), HOOK_WRITES)
  scan(sources('functions', /\.m?ts$/), FUNCTION_WRITES)
  return codes
}

describe('audit action codes', () => {
  it('every code a hook or function writes to auditLog is in AUDIT_ACTIONS', () => {
    const written = [...writtenCodes()]
    expect(written.length).toBeGreaterThan(10)
    expect(written.filter((code) => !(AUDIT_ACTIONS as readonly string[]).includes(code))).toEqual([])
  })

  it('every code has a Spanish and an English text, and no two codes read alike', () => {
    for (const texts of [es.actions, en.actions]) {
      expect(Object.keys(texts).sort()).toEqual([...AUDIT_ACTIONS].sort())
      expect(new Set(Object.values(texts)).size).toBe(AUDIT_ACTIONS.length)
    }
  })
})
