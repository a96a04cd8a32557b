import type PocketBase from 'pocketbase'
import { dateFindings, fetchCurrentEdition, todayInEventZone } from './dates.ts'
import { blocker, type Finding } from './findings.ts'
import { markerFindings } from './markers.ts'
import { readOrganiserSeed } from '../organiser-seed.ts'
import { fetchOrganiser, organiserFindings } from './organiser.ts'
import { ticketFindings } from './tickets.ts'
import { translationFindings } from './translations.ts'

export { formatFindings, type Finding } from './findings.ts'

export interface ReadinessOptions {
  /** The repository root (where src/ is). */
  root: string
  /** A superuser client of the production PocketBase; null when none is configured. */
  pb: PocketBase | null
  /** Today in the event's time zone (YYYY-MM-DD); defaults to the real today. */
  today?: string
}

/**
 * Everything that would embarrass a launch: organiser content (PocketBase) still holding seed or invented values,
 * draft texts still marked PLACEHOLDER, ticket types without quantity row or image, past event dates,
 * missing translations. Blockers make `npm run readiness` (and `npm run doctor`) fail.
 */
export async function checkReadiness({ root, pb, today = todayInEventZone() }: ReadinessOptions): Promise<Finding[]> {
  const findings = [...markerFindings(root), ...translationFindings()]
  if (!pb) {
    findings.push(blocker('setup', 'no PocketBase to check organiser content and ticket types: set POCKETBASE_URL, PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD'))
    return findings
  }
  try {
    findings.push(...dateFindings(today, await fetchCurrentEdition(pb, today)))
  } catch (err) {
    findings.push(blocker('setup', `could not read the editions from PocketBase: ${err instanceof Error ? err.message : String(err)}`))
  }
  try {
    findings.push(...organiserFindings(await fetchOrganiser(pb), readOrganiserSeed(root)))
  } catch (err) {
    findings.push(blocker('setup', `could not read organiser content from PocketBase: ${err instanceof Error ? err.message : String(err)}`))
  }
  try {
    findings.push(...(await ticketFindings(pb)))
  } catch (err) {
    findings.push(blocker('setup', `could not read ticket types from PocketBase: ${err instanceof Error ? err.message : String(err)}`))
  }
  return findings
}

export const hasBlockers = (findings: Finding[]) => findings.some((f) => f.severity === 'blocker')
