import { describe, expect, it } from 'vitest'
import { snapshotVersion } from '../../functions/_shared/snapshot-version.ts'
import type { PublicSnapshot } from '../../src/domain/function-contracts.ts'
import { snapshotCanonical, type SnapshotFacts } from '../../src/domain/public-snapshot.ts'

// Every field typed in: the compiler refuses a sample that leaves out a field PublicSnapshot gains.
const FACTS: SnapshotFacts = {
  banner: 'Ok',
  catalogue: [
    { id: 'bbbbbbbbbbbbbb1', code: 'B1', state: 'disponible', price: 45_000, name: 'General Preventa', nameEn: 'General Early Bird', image: 'b1.png', waitingList: false },
    { id: 'sssssssssssss01', code: 'S1', state: 'anunciada', price: 90_000, name: 'Sponsor Preventa', nameEn: 'Sponsor Early Bird', image: '', waitingList: true },
  ],
  queue: 3,
  content: '1.a|2.b|1.c',
}

type Path = (string | number)[]

/** Every leaf of a JSON value (string, number, boolean) with its path, walked generically: no field named. */
function leaves(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...at, i]))
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, field]) => leaves(field, [...at, key]))
  return [at]
}

/** A deep copy with the leaf at `path` changed (another text, number or truth value). */
function changedAt(value: unknown, path: Path): unknown {
  if (path.length === 0) {
    if (typeof value === 'string') return `${value}x`
    if (typeof value === 'number') return value + 1
    if (typeof value === 'boolean') return !value
    throw new Error(`a leaf of an unexpected kind: ${JSON.stringify(value)}`)
  }
  const [step, ...rest] = path
  if (Array.isArray(value)) return value.map((item, i) => (i === step ? changedAt(item, rest) : item))
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, key === step ? changedAt(field, rest) : field]))
  throw new Error(`no field ${String(step)} here`)
}

const versionOf = (facts: unknown) => snapshotVersion(facts as SnapshotFacts)

describe('the public snapshot’s version (functions/_shared/snapshot-version.ts): a hash of its whole content', () => {
  it('changes with every field of the snapshot, at any depth (walked generically, not listed)', () => {
    const base = snapshotVersion(FACTS)
    const paths = leaves(FACTS)
    // The walk reached every field of a ticket type's card and every top-level field.
    const typeFields = new Set(paths.filter((p) => p[0] === 'catalogue').map((p) => p[2]))
    expect([...typeFields].sort()).toEqual(Object.keys(FACTS.catalogue[0]!).sort())
    expect(new Set(paths.map((p) => p[0]))).toEqual(new Set(Object.keys(FACTS)))

    const versions = paths.map((path) => versionOf(changedAt(FACTS, path)))
    for (const [i, version] of versions.entries()) expect(version, `a change of ${paths[i]!.join('.')}`).not.toBe(base)
    expect(new Set(versions).size).toBe(versions.length)
  })

  it('changes with a field it has never heard of, and with types added, removed or reordered', () => {
    const base = snapshotVersion(FACTS)
    expect(versionOf({ ...FACTS, partners: 'new' })).not.toBe(base)
    expect(versionOf({ ...FACTS, catalogue: [{ ...FACTS.catalogue[0]!, colour: 'red' }, FACTS.catalogue[1]!] })).not.toBe(base)
    expect(versionOf({ ...FACTS, catalogue: FACTS.catalogue.slice(1) })).not.toBe(base)
    expect(versionOf({ ...FACTS, catalogue: [...FACTS.catalogue].reverse() })).not.toBe(base)
  })

  it('is the same for the same content: key order, a version already present and repeated reads do not count', () => {
    const reordered = { content: FACTS.content, queue: FACTS.queue, catalogue: FACTS.catalogue.map((t) => Object.fromEntries(Object.entries(t).reverse())), banner: FACTS.banner }
    expect(versionOf(reordered)).toBe(snapshotVersion(FACTS))
    const served: PublicSnapshot = { ...FACTS, version: 'stale' }
    expect(snapshotVersion(served)).toBe(snapshotVersion(FACTS))
    expect(snapshotCanonical(FACTS)).toBe(snapshotCanonical(structuredClone(FACTS)))
    expect(snapshotVersion(FACTS)).toMatch(/^[\w-]{16}$/)
  })

  it('tells apart values JSON could confuse (a number and its text)', () => {
    expect(versionOf({ ...FACTS, queue: '3' })).not.toBe(snapshotVersion(FACTS))
  })
})
