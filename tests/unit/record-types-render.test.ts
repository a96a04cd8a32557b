import type { CollectionModel } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { renderRecordTypes as renderWith, type JsonFieldTypes } from '../../scripts/pocketbase-records.ts'

// How each PocketBase field becomes TypeScript (scripts/pocketbase-records.ts); the drift test checks
// the committed file against the real schema, this one the mapping itself.
type FieldSpec = { name: string; type: string; required?: boolean; hidden?: boolean; maxSelect?: number; values?: string[]; collectionId?: string }

const collection = (name: string, fields: FieldSpec[], extra: Partial<CollectionModel> = {}) =>
  ({ id: `id_${name}`, name, type: 'base', system: false, fields: fields.map((f) => ({ required: false, hidden: false, ...f })), ...extra }) as unknown as CollectionModel

const JSON_TYPES: JsonFieldTypes = { 'pagos.result': { type: 'Answer', from: { module: './answer', names: ['Answer'] } } }
const renderRecordTypes = (all: CollectionModel[], jsonTypes: JsonFieldTypes = {}) => renderWith(all, jsonTypes)
const render = (fields: FieldSpec[], others: CollectionModel[] = [], jsonTypes: JsonFieldTypes = {}) =>
  renderRecordTypes([collection('things', fields), ...others], jsonTypes)
const body = (text: string) => text.slice(text.indexOf('export interface ThingsRecord'), text.indexOf('/** Every collection by name. */'))

describe('renderRecordTypes', () => {
  it('a single select is its values, with the empty string PocketBase answers when it is optional', () => {
    const text = body(render([
      { name: 'kind', type: 'select', required: true, maxSelect: 1, values: ['a', "it's"] },
      { name: 'size', type: 'select', maxSelect: 1, values: ['S', 'M'] },
      { name: 'tags', type: 'select', maxSelect: 3, values: ['x', 'y'] },
    ]))
    expect(text).toContain("  kind: 'a' | 'it\\'s'\n")
    expect(text).toContain("  size: 'S' | 'M' | ''\n")
    expect(text).toContain("  tags: ('x' | 'y')[]\n")
  })

  it('relations are record ids named after their collection; files are names', () => {
    const text = body(render([
      { name: 'owner', type: 'relation', required: true, maxSelect: 1, collectionId: 'id_people' },
      { name: 'friends', type: 'relation', maxSelect: 5, collectionId: 'id_people' },
      { name: 'photo', type: 'file', maxSelect: 1 },
    ], [collection('people', [])]))
    expect(text).toContain('  /** Id of a record in people */\n  owner: string\n')
    expect(text).toContain('  /** Ids of people records */\n  friends: string[]\n')
    expect(text).toContain("  /** File name ('' when none) */\n  photo: string\n")
  })

  it('json is unknown unless a domain type is named for it, and null when that field is optional', () => {
    const text = render([{ name: 'blob', type: 'json' }], [collection('pagos', [{ name: 'result', type: 'json' }])], JSON_TYPES)
    expect(body(text)).toContain('  blob: unknown\n')
    expect(text).toContain('  result: Answer | null\n')
    expect(text).toContain("import type { Answer } from './answer'\n")
  })

  it('scalars, dates, hidden fields and passwords', () => {
    const text = body(render([
      { name: 'n', type: 'number' },
      { name: 'ok', type: 'bool' },
      { name: 'at', type: 'date' },
      { name: 'created', type: 'autodate' },
      { name: 'secret', type: 'text', hidden: true },
      { name: 'password', type: 'password', required: true, hidden: true },
    ]))
    expect(text).toContain('  n: number\n  ok: boolean\n  at: IsoDate\n  created: IsoDate\n')
    expect(text).toContain('  secret?: string\n')
    expect(text).not.toContain('password')
  })

  it('system collections are left out but _superusers; the record names the collection literally', () => {
    const text = renderRecordTypes([
      collection('things', []),
      collection('_otps', [], { system: true }),
      collection('_superusers', [{ name: 'email', type: 'email', required: true }], { system: true, type: 'auth' }),
    ])
    expect(text).not.toContain('_otps')
    expect(text).toContain("export interface SuperusersRecord extends RecordMeta<'_superusers'> {")
    expect(text).toContain("export interface ThingsRecord extends RecordMeta<'things'> {")
    expect(text).toContain('  _superusers: SuperusersRecord\n  things: ThingsRecord\n')
  })

  it('refuses a field type it has no TypeScript for, and a domain json type for a field that is not json', () => {
    expect(() => render([{ name: 'where', type: 'somethingNew' }])).toThrow(/things\.where.*somethingNew/)
    expect(() => renderRecordTypes([collection('pagos', [{ name: 'result', type: 'text' }])], JSON_TYPES)).toThrow(/pagos\.result/)
  })
})
