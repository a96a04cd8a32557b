import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { OrganiserSnapshot } from '../../src/domain/organiser-readiness.ts'

/** The organiser content as plain data: the ContenidoOrganizador record's fields and the staff. */
export type { OrganiserSnapshot }

export const SEED_MIGRATION = path.join('pb_migrations', '1795002301_organiser_content_seed.js')

/**
 * The seed the migration writes, read from the migration itself (strict JSON between its SEED
 * markers), so the readiness check and the tests compare with exactly what a fresh database holds.
 */
export function readOrganiserSeed(root: string): OrganiserSnapshot {
  const source = readFileSync(path.join(root, SEED_MIGRATION), 'utf8')
  const match = /\/\* SEED-BEGIN \*\/([\s\S]*)\/\* SEED-END \*\//.exec(source)
  if (!match?.[1]) throw new Error(`${SEED_MIGRATION} has no SEED-BEGIN … SEED-END block`)
  return JSON.parse(match[1]) as OrganiserSnapshot
}
