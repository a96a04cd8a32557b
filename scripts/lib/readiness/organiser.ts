import type PocketBase from 'pocketbase'
import { EVENT_FACT_TOKENS } from '../../../src/domain/organiser.ts'
import type { OrganiserSnapshot } from '../organiser-seed.ts'
import { blocker, type Finding } from './findings.ts'

/** Addresses no real organiser uses: example domains and "Ejemplo" streets. */
const OBVIOUSLY_INVENTED = /example\.(org|com|net)|ejemplo|^Nombre\b/i

/**
 * Seed values that are real facts from SPEC, not drafts: the hotel's rates and inclusions (§9), the
 * six benefits' titles (§2), and the keys that only give a list entry its place.
 */
const SPEC_FACTS = [/^hotelRates\./, /^hotelIncludes\./, /^benefits\.\d+\.title(Es|En)$/, /^social\.\d+\.network$/, /^faq\.\d+\.section$/]

/** Fields the database adds; not organiser content. */
const SYSTEM = new Set(['id', 'collectionId', 'collectionName', 'created', 'updated', 'order', 'avatar'])

/** Every leaf of a nested object or array, by dotted path. */
export function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[prefix, value]]
  return Object.entries(value).flatMap(([key, child]) => (prefix === '' && SYSTEM.has(key) ? [] : leaves(child, prefix ? `${prefix}.${key}` : key)))
}

const otherLanguage = (leafPath: string) => (leafPath.endsWith('Es') ? `${leafPath.slice(0, -2)}En` : leafPath.endsWith('En') ? `${leafPath.slice(0, -2)}Es` : null)

/** Findings of one record (or staff member) against its seed, with `where` naming it. */
function recordFindings(where: string, current: Record<string, unknown>, seed: Record<string, unknown> | undefined, compareSeed: (leafPath: string) => boolean): Finding[] {
  const findings: Finding[] = []
  const seedLeaves = new Map(seed ? leaves(seed) : [])
  const values = new Map(leaves(current))
  for (const [leafPath, value] of values) {
    const name = `${where}.${leafPath}`
    const pair = otherLanguage(leafPath)
    if (typeof value === 'string' && value.trim() === '') {
      findings.push(pair && values.has(pair) ? blocker('translations', `${name} is empty: the ${leafPath.endsWith('En') ? 'English' : 'Spanish'} text is missing`) : blocker('organiser', `${name} is empty`))
      continue
    }
    if (pair && !values.has(pair)) findings.push(blocker('translations', `${name} has no ${leafPath.endsWith('Es') ? 'English' : 'Spanish'} counterpart`))
    if (compareSeed(leafPath) && seedLeaves.has(leafPath) && seedLeaves.get(leafPath) === value) {
      findings.push(blocker('organiser', `${name} still holds the seed value ${JSON.stringify(value)}`))
    } else if (typeof value === 'string' && OBVIOUSLY_INVENTED.test(value)) {
      findings.push(blocker('organiser', `${name} looks invented: ${JSON.stringify(value)}`))
    }
    if (typeof value === 'string') {
      for (const [, token] of value.matchAll(/\{(\w+)\}/g)) {
        if (!(EVENT_FACT_TOKENS as readonly string[]).includes(token ?? '')) findings.push(blocker('organiser', `${name} names an unknown fact {${token}}`))
      }
    }
  }
  return findings
}

/**
 * Organiser content that would embarrass a launch: fields still equal to the seed, obviously invented
 * or empty values, texts missing one language, unknown {facts}, no staff at all.
 */
export function organiserFindings(current: OrganiserSnapshot | null, seed: OrganiserSnapshot): Finding[] {
  if (!current) return [blocker('organiser', 'ContenidoOrganizador has no record: run the migrations (pb_migrations/1795002301_organiser_content_seed.js)')]
  const findings = recordFindings('content', current.content, seed.content, (leafPath) => !SPEC_FACTS.some((fact) => fact.test(leafPath)))
  if (current.staff.length === 0) findings.push(blocker('organiser', 'Equipo has no staff: /us would show an empty team'))
  current.staff.forEach((member, index) => {
    const label = typeof member.name === 'string' && member.name ? member.name : String(index)
    // Roles may well stay as drafted ("Finanzas"); a seed name is never a real person's.
    findings.push(...recordFindings(`staff[${label}]`, member, seed.staff[index], (leafPath) => leafPath === 'name'))
  })
  return findings
}

/** The live organiser content, read as a superuser (the same data visitors see). */
export async function fetchOrganiser(pb: PocketBase): Promise<OrganiserSnapshot | null> {
  const [contents, staff] = await Promise.all([
    pb.collection('ContenidoOrganizador').getList(1, 1, { sort: 'created' }),
    pb.collection('Equipo').getFullList({ sort: 'order,created' }),
  ])
  const content = contents.items[0]
  if (!content) return null
  return { content: { ...content }, staff: staff.map((member) => ({ ...member })) }
}
