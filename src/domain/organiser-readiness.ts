import { EVENT_FACT_TOKENS } from './event-fact-tokens'

/**
 * Organiser content that would embarrass a launch (ContenidoOrganizador and Equipo against the seed the
 * migration wrote): fields still equal to the seed, obviously invented or empty values, texts missing a
 * language, unknown {facts}, no staff. One rule for `npm run readiness` and the console's readiness list
 * (PocketBase's hooks, with the seed generated into pb_hooks/lib/organiser-seed.generated.js).
 */
export interface OrganiserSnapshot {
  content: Record<string, unknown>
  staff: Record<string, unknown>[]
}

export type ContentProblemKind = 'noRecord' | 'noStaff' | 'empty' | 'missingLanguage' | 'noCounterpart' | 'seedValue' | 'invented' | 'unknownFact'

export interface ContentProblem {
  kind: ContentProblemKind
  /** Where: `content.<field path>` or `staff[<name>].<field>`. */
  where: string
  value?: unknown
  /** missingLanguage / noCounterpart: the language missing. */
  language?: 'Spanish' | 'English'
  token?: string
}

/** Addresses no real organiser uses: example domains and "Ejemplo" streets. */
const OBVIOUSLY_INVENTED = /example\.(org|com|net)|ejemplo|^Nombre\b/i

/**
 * Seed values that are real facts from SPEC, not drafts: the hotel's rates and inclusions (§9), the
 * six benefits' titles (§2), and the keys that only give a list entry its place.
 */
const SPEC_FACTS = [/^hotelRates\./, /^hotelIncludes\./, /^benefits\.\d+\.title(Es|En)$/, /^social\.\d+\.network$/, /^faq\.\d+\.section$/]

/** Fields the database adds; not organiser content. */
const SYSTEM = ['id', 'collectionId', 'collectionName', 'created', 'updated', 'order', 'avatar']

/** Every leaf of a nested object or array, by dotted path. */
export function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[prefix, value]]
  return Object.keys(value).flatMap((key) =>
    prefix === '' && SYSTEM.includes(key) ? [] : leaves((value as Record<string, unknown>)[key], prefix ? `${prefix}.${key}` : key),
  )
}

const otherLanguage = (leafPath: string) => (leafPath.endsWith('Es') ? `${leafPath.slice(0, -2)}En` : leafPath.endsWith('En') ? `${leafPath.slice(0, -2)}Es` : null)

function recordProblems(where: string, current: Record<string, unknown>, seed: Record<string, unknown> | undefined, compareSeed: (leafPath: string) => boolean): ContentProblem[] {
  const problems: ContentProblem[] = []
  const seedLeaves = new Map(seed ? leaves(seed) : [])
  const values = new Map(leaves(current))
  for (const [leafPath, value] of values) {
    const at = `${where}.${leafPath}`
    const pair = otherLanguage(leafPath)
    if (typeof value === 'string' && value.trim() === '') {
      problems.push(pair && values.has(pair) ? { kind: 'missingLanguage', where: at, language: leafPath.endsWith('En') ? 'English' : 'Spanish' } : { kind: 'empty', where: at })
      continue
    }
    if (pair && !values.has(pair)) problems.push({ kind: 'noCounterpart', where: at, language: leafPath.endsWith('Es') ? 'English' : 'Spanish' })
    if (compareSeed(leafPath) && seedLeaves.has(leafPath) && seedLeaves.get(leafPath) === value) {
      problems.push({ kind: 'seedValue', where: at, value })
    } else if (typeof value === 'string' && OBVIOUSLY_INVENTED.test(value)) {
      problems.push({ kind: 'invented', where: at, value })
    }
    if (typeof value === 'string') {
      for (const match of value.match(/\{(\w+)\}/g) ?? []) {
        const token = match.slice(1, -1)
        if (!(EVENT_FACT_TOKENS as readonly string[]).includes(token)) problems.push({ kind: 'unknownFact', where: at, token })
      }
    }
  }
  return problems
}

export function organiserContentProblems(current: OrganiserSnapshot | null, seed: OrganiserSnapshot): ContentProblem[] {
  if (!current) return [{ kind: 'noRecord', where: 'content' }]
  const problems = recordProblems('content', current.content, seed.content, (leafPath) => !SPEC_FACTS.some((fact) => fact.test(leafPath)))
  if (current.staff.length === 0) problems.push({ kind: 'noStaff', where: 'staff' })
  current.staff.forEach((member, index) => {
    const label = typeof member['name'] === 'string' && member['name'] ? member['name'] : String(index)
    // Roles may well stay as drafted ("Finanzas"); a seed name is never a real person's.
    problems.push(...recordProblems(`staff[${label}]`, member, seed.staff[index], (leafPath) => leafPath === 'name'))
  })
  return problems
}
