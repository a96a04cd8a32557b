import { currentEdition, type Edition } from '../../src/domain/edition.ts'

/** currentEdition for a server the tests seeded: it always holds an edition, so none is a broken harness. */
export function seededCurrentEdition<T extends Edition>(editions: readonly T[], today: string): T {
  const edition = currentEdition(editions, today)
  if (!edition) throw new Error('the test server holds no edition: the migrations seed one')
  return edition
}
