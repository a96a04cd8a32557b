import type PocketBase from 'pocketbase'

/** A field of the live schema, as PocketBase's collections API reports it. */
export interface SchemaField {
  name: string
  type: string
  hidden?: boolean
  collectionId?: string
}

export interface SchemaCollection {
  id: string
  name: string
  type: string
  fields: SchemaField[]
}

/** One hop of a filter path: a relation field, or a back-relation `<collection>_via_<field>`. */
export interface Hop {
  segment: string
  to: string
}

/** The live schema, read as a superuser: what the fuzz tests walk is what the server really has. */
export async function loadSchema(admin: PocketBase): Promise<SchemaCollection[]> {
  const list = await admin.collections.getFullList({ batch: 200 })
  return list.map((c) => ({
    id: c.id,
    name: c.name,
    type: c.type,
    fields: (c.fields as SchemaField[]).map((f) => ({ name: f.name, type: f.type, hidden: f.hidden, collectionId: f.collectionId })),
  }))
}

/** Every hop out of every collection: its relation fields forward, and every relation into it backward. */
export function relationHops(schema: SchemaCollection[]): Map<string, Hop[]> {
  const byId = new Map(schema.map((c) => [c.id, c]))
  const hops = new Map<string, Hop[]>(schema.map((c) => [c.name, []]))
  for (const from of schema) {
    for (const field of from.fields) {
      if (field.type !== 'relation' || !field.collectionId) continue
      const target = byId.get(field.collectionId)
      if (!target) continue
      hops.get(from.name)?.push({ segment: field.name, to: target.name })
      hops.get(target.name)?.push({ segment: `${from.name}_via_${field.name}`, to: from.name })
    }
  }
  return hops
}

/** Relation paths of 1..maxDepth hops from `start` that end in one of `targets`. */
export function pathsInto(hops: Map<string, Hop[]>, start: string, targets: ReadonlySet<string>, maxDepth: number): { path: string; to: string }[] {
  const found: { path: string; to: string }[] = []
  const walk = (at: string, prefix: string[], depth: number) => {
    if (depth === maxDepth) return
    for (const hop of hops.get(at) ?? []) {
      const segments = [...prefix, hop.segment]
      if (targets.has(hop.to)) found.push({ path: segments.join('.'), to: hop.to })
      walk(hop.to, segments, depth + 1)
    }
  }
  walk(start, [], 0)
  return found
}

/** All relation paths of 1..maxDepth hops from `start` (for `expand`). */
export function allPaths(hops: Map<string, Hop[]>, start: string, maxDepth: number): string[] {
  const everything = new Set((hops.get(start) ?? []).map((h) => h.to))
  for (const names of hops.keys()) everything.add(names)
  return pathsInto(hops, start, everything, maxDepth).map((p) => p.path)
}

/** Runs `work` over `items` with at most `limit` in flight. */
export async function inPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as T)
    }
  })
  await Promise.all(lanes)
  return results
}
