import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CollectionField, CollectionModel } from 'pocketbase'
import { superuserClient } from './lib/configure-pocketbase.ts'
import { repoRoot } from './lib/paths.ts'
import { writeIfChanged } from './lib/write-if-changed.ts'
import { startPocketBase } from './lib/pocketbase-server.ts'
import { freePort } from './lib/ports.ts'

/** The record types of every collection, as the schema stands after all of pb_migrations/. */
export const RECORD_TYPES_FILE = path.join(repoRoot, 'src/types/pocketbase-records.generated.ts')

/**
 * JSON fields whose shape a domain type already states (the schema only says "json"): the type and
 * the module, relative to src/types, that exports it. Every other json field is `unknown`.
 */
export type JsonFieldTypes = Record<string, { type: string; from?: { module: string; names: string[] } }>

const JSON_FIELD_TYPES: JsonFieldTypes = {
  'ContenidoOrganizador.hotelRates': { type: 'HotelRate[]', from: { module: './organiser-content', names: ['HotelRate'] } },
  'ContenidoOrganizador.hotelIncludes': { type: 'HotelInclude[]', from: { module: './organiser-content', names: ['HotelInclude'] } },
  'ContenidoOrganizador.social': { type: 'SocialLink[]', from: { module: './organiser-content', names: ['SocialLink'] } },
  'ContenidoOrganizador.faq': { type: 'FaqEntry[]', from: { module: './organiser-content', names: ['FaqEntry'] } },
  'ContenidoOrganizador.benefits': { type: 'Benefit[]', from: { module: './organiser-content', names: ['Benefit'] } },
  // The functions store Webpay's answer object as it came.
  'pagos.result': { type: '{ [key: string]: unknown }' },
  // SQLite's group_concat of the user's ticket codes ("B, S"), which PocketBase can only call json.
  'UserCompleteEntradasPedidas.TiposEntregadas': { type: 'string' },
}

type Field = CollectionField & { maxSelect?: number; values?: string[]; collectionId?: string }

const pascal = (name: string) => name.replace(/^_/, '').replace(/^./, (c) => c.toUpperCase())
export const recordTypeName = (collection: string) => `${pascal(collection)}Record`
const literal = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

function fieldType(collection: CollectionModel, field: Field, names: Map<string, string>, jsonTypes: JsonFieldTypes): { type: string; doc?: string } {
  const many = (field.maxSelect ?? 1) > 1
  switch (field.type) {
    case 'text':
    case 'editor':
    case 'email':
    case 'url':
      return { type: 'string' }
    case 'number':
      return { type: 'number' }
    case 'bool':
      return { type: 'boolean' }
    case 'date':
    case 'autodate':
      return { type: 'IsoDate' }
    case 'geoPoint':
      return { type: '{ lon: number; lat: number }' }
    case 'file':
      return { type: many ? 'string[]' : 'string', doc: many ? 'File names' : "File name ('' when none)" }
    case 'relation': {
      const target = names.get(field.collectionId ?? '') ?? field.collectionId ?? '?'
      return { type: many ? 'string[]' : 'string', doc: many ? `Ids of ${target} records` : `Id of a record in ${target}` }
    }
    case 'select': {
      const union = (field.values ?? []).map(literal).join(' | ')
      if (many) return { type: `(${union})[]` }
      // PocketBase answers '' for an unset single select.
      return { type: field.required ? union : `${union} | ''` }
    }
    case 'json': {
      const known = jsonTypes[`${collection.name}.${field.name}`]
      if (!known) return { type: 'unknown' }
      return { type: field.required ? known.type : `${known.type} | null` }
    }
    default:
      throw new Error(`${collection.name}.${field.name}: no TypeScript type for PocketBase field type "${field.type}"`)
  }
}

/** The one system collection the code calls by name: the functions' and scripts' superuser sign-in. */
const SYSTEM_COLLECTIONS_USED = new Set(['_superusers'])

/** The TypeScript module for these collections (other system collections left out; passwords never answered). */
export function renderRecordTypes(all: CollectionModel[], jsonTypes: JsonFieldTypes = JSON_FIELD_TYPES): string {
  const names = new Map(all.map((c) => [c.id, c.name]))
  const collections = all.filter((c) => !c.system || SYSTEM_COLLECTIONS_USED.has(c.name)).sort(byName)
  for (const key of Object.keys(jsonTypes)) {
    const [collection, name] = key.split('.')
    const field = collections.find((c) => c.name === collection)?.fields.find((f) => f.name === name)
    if (field?.type !== 'json') throw new Error(`JSON_FIELD_TYPES names ${key}, which is not a json field of the schema`)
  }
  const imports = new Map<string, Set<string>>()
  for (const { from } of Object.values(jsonTypes)) {
    if (!from) continue
    const set = imports.get(from.module) ?? new Set<string>()
    for (const name of from.names) set.add(name)
    imports.set(from.module, set)
  }
  const out: string[] = [
    '// Generated by `npm run pb:records` (scripts/pocketbase-records.ts) from the schema PocketBase has',
    '// after every migration in pb_migrations/. Do not edit: tests/integration/record-types-drift.test.ts',
    '// fails when this file is not what the migrations produce.',
    ...[...imports].sort(([a], [b]) => (a < b ? -1 : 1)).map(([module, set]) => `import type { ${[...set].sort().join(', ')} } from '${module}'`),
    '',
    '/** A date as PocketBase answers it ("2025-08-29 12:00:00.000Z"), or \'\' when unset. */',
    'export type IsoDate = string',
    '',
    '/** What every record answer carries besides its fields. */',
    'export interface RecordMeta<Name extends string> {',
    '  collectionId: string',
    '  collectionName: Name',
    '  expand?: { [relation: string]: unknown }',
    '}',
  ]
  for (const collection of collections) {
    out.push('', `/** ${collection.type} collection ${collection.name} */`)
    out.push(`export interface ${recordTypeName(collection.name)} extends RecordMeta<${literal(collection.name)}> {`)
    for (const field of collection.fields as Field[]) {
      if (field.type === 'password') continue
      const { type, doc } = fieldType(collection, field, names, jsonTypes)
      const notes = [doc, field.hidden ? 'hidden: only superusers read it' : undefined].filter(Boolean)
      if (notes.length) out.push(`  /** ${notes.join('; ')} */`)
      out.push(`  ${field.name}${field.hidden ? '?' : ''}: ${type}`)
    }
    out.push('}')
  }
  out.push('', '/** Every collection by name. */', 'export interface CollectionRecords {')
  for (const collection of collections) out.push(`  ${collection.name}: ${recordTypeName(collection.name)}`)
  out.push('}', '')
  return out.join('\n')
}

/** Boots the pinned PocketBase on an empty temporary directory with pb_migrations/ and reads its schema. */
export async function readMigratedSchema(): Promise<CollectionModel[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mi-pb-records-'))
  const credentials = { superuserEmail: 'records@tests.invalid', superuserPassword: 'records-superuser-pass-1' }
  const server = await startPocketBase({ dataDir, port: await freePort(), ...credentials, env: { MI_DEADLINE_CRON: 'off' } })
  try {
    const pb = await superuserClient(server.url, credentials.superuserEmail, credentials.superuserPassword)
    return await pb.collections.getFullList()
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export const generateRecordTypes = async () => renderRecordTypes(await readMigratedSchema())

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeIfChanged(RECORD_TYPES_FILE, await generateRecordTypes())
}
