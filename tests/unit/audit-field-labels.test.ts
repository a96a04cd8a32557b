import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PERSONAL_RECORD_SOURCES } from '@/domain/view-log'
import { fieldLabel, valueText } from '@/features/moderation/audit-format'
import { esStaff } from '@/i18n/es-staff'
import { enStaff } from '@/i18n/en-staff'

/**
 * Every field name the audit viewer can show gets a label in both languages, gathered from where the
 * names come from, so a new field without a label fails here:
 * - the view log's "data seen": src/domain/view-log.ts and the literal lists the hooks pass to
 *   lib/view-log.js's record();
 * - audit rows: every field of the collections whose records the hooks snapshot into a row
 *   (src/types/pocketbase-records.generated.ts), and the keys the hooks write by hand.
 */
const ROOT = join(import.meta.dirname, '../..')
const hookFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? hookFiles(join(dir, entry.name)) : entry.name.endsWith('.js') && !entry.name.endsWith('.generated.js') ? [join(dir, entry.name)] : [],
  )
const hooks = hookFiles('pb_hooks').map((file) => readFileSync(join(ROOT, file), 'utf8'))

/** The string literals of a `[...]` list. */
const literals = (list: string) => [...list.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '')

function viewLogFields(): string[] {
  const fromDomain = Object.values(PERSONAL_RECORD_SOURCES).flatMap((source) => source.fields)
  // record(app, auth, 'source', people, ['a', 'b']): the last argument is the list of fields read.
  const fromHooks = hooks.flatMap((text) => [...text.matchAll(/\.record\([^\n]*?(\[[^\]\n]*\])\)/g)].flatMap((m) => literals(m[1] ?? '')))
  // reports.pb.js names its fields per report in an object of lists.
  const reports = hooks.flatMap((text) => [...text.matchAll(/const fields = \{([^\n]*)\}\[kind\]/g)].flatMap((m) => literals(m[1] ?? '')))
  return [...fromDomain, ...fromHooks, ...reports]
}

// Collections whose whole record goes into an audit row (lib/audit.js run(), or audit.snapshot()).
const SNAPSHOT_COLLECTIONS = ['Entradas', 'EntradasQuedan', 'EntradasPedidas', 'EntradasEntregadas', 'userStatusPaws', 'AlertBanner', 'Ediciones', 'ContenidoOrganizador', 'Equipo', 'Amigos', 'privacyRequests', 'userLegalInfoPaws', 'traspasos']
// Bookkeeping (lib/audit-view.js SYSTEM_FIELDS, INTERNAL_FIELDS), never shown.
const NOT_SHOWN = new Set(['id', 'created', 'updated', 'collectionId', 'collectionName', 'expand', 'pedida', 'correction'])

function snapshotFields(): string[] {
  const types = readFileSync(join(ROOT, 'src/types/pocketbase-records.generated.ts'), 'utf8')
  return SNAPSHOT_COLLECTIONS.flatMap((collection) => {
    const body = new RegExp(`extends RecordMeta<'${collection}'> \\{([^}]*)\\}`).exec(types)?.[1]
    if (body === undefined) throw new Error(`no record type for ${collection}`)
    return [...body.matchAll(/^\s+(\w+)\??:/gm)].map((m) => m[1] ?? '')
  })
}

function handWrittenKeys(): string[] {
  // audit.write(app, auth, action, collection, target, { key: … }, { key: … }), on one line or over
  // several (up to the call's closing parenthesis at a line's end).
  return hooks.flatMap((text) =>
    [...text.matchAll(/\.write\(([\s\S]*?)\)\s*\n/g)].flatMap((m) => [...(m[1] ?? '').matchAll(/[{,]\s*(\w+):/g)].map((k) => k[1] ?? '')),
  )
}

const allFields = () => [...new Set([...viewLogFields(), ...snapshotFields(), ...handWrittenKeys()])].filter((field) => !NOT_SHOWN.has(field)).sort()

describe('audit field labels', () => {
  it('finds the fields the sources name', () => {
    const fields = allFields()
    expect(fields).toEqual(expect.arrayContaining(['nombreEnDocumento', 'Badge', 'avatar', 'numDocumento (final)', 'orderID', 'estado']))
  })

  it.each([
    ['Spanish', esStaff.audit],
    ['English', enStaff.audit],
  ])('labels every field in %s', (_lang, texts) => {
    const missing = allFields().filter((field) => !Object.prototype.hasOwnProperty.call(texts.fields, field))
    expect(missing).toEqual([])
  })

  it('reads a view row’s list of fields in the reader’s language', () => {
    const seen = 'nombreEnDocumento, Badge, avatar, numDocumento (final)'
    expect(`${fieldLabel('fields', enStaff.audit)}: ${valueText('fields', seen, enStaff.audit, 'en')}`).toBe(
      'Data seen: Legal name, Badge name, Photo, Document number (last digits)',
    )
    expect(valueText('fields', seen, esStaff.audit, 'es-CL')).toBe('Nombre legal, Nombre de credencial, Foto, Número de documento (últimos dígitos)')
  })
})
