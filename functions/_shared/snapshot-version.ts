import { createHash } from 'node:crypto'
import { snapshotCanonical, type SnapshotFacts } from '../../src/domain/public-snapshot.ts'

/**
 * The public snapshot's version (its ETag, and what pages compare): a hash of its whole content
 * (snapshotCanonical), so every field it carries, today's and any added later, changes it.
 */
export function snapshotVersion(facts: SnapshotFacts): string {
  return createHash('sha256').update(snapshotCanonical(facts)).digest('base64url').slice(0, 16)
}
