import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
/** Where product code lives: the SPA, the functions, the hooks (migrations are history and may name the first edition). */
const DIRS = ['src', 'functions', 'pb_hooks']
const CODE = /\.(ts|tsx|mts|js)$/

/** Literals that look like an edition's facts but are not: each with why. */
const NOT_EDITION_FACTS: Record<string, RegExp> = {
  // The privacy notice's version is the day its text changed, not an edition's day.
  'src/domain/privacy-notice.ts': /NOTICE_VERSION = '2026-12-01'/g,
  'pb_hooks/lib/domain.generated.js': /NOTICE_VERSION = "2026-12-01"/g,
}

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) return files(rel)
    return CODE.test(entry.name) ? [rel] : []
  })
}

/** The file's code without comments, where naming an example edition is documentation. */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

/** A calendar day or an order prefix written as a literal: an edition's fact in code. */
const EDITION_FACT = /['"`](?:20\d{2}-\d{2}-\d{2}|Paw\d{2}[a-z])/g

describe('no edition is written in code (editions are data: collection Ediciones)', () => {
  const all = DIRS.flatMap(files)

  it('reads the product code', () => {
    expect(all.length).toBeGreaterThan(300)
  })

  it('no file of src, functions or pb_hooks writes a calendar day or an order prefix', () => {
    const found = all.flatMap((file) => {
      const allowed = NOT_EDITION_FACTS[file]
      const code = codeOf(readFileSync(path.join(root, file), 'utf8')).replace(allowed ?? /$^/g, '')
      return [...code.matchAll(EDITION_FACT)].map((match) => `${file}: ${match[0]}`)
    })
    expect(found).toEqual([])
  })
})
