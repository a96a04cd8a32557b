import type { TypedPocketBase } from '../../src/types/pocketbase.ts'
import { currentEdition, type Edition } from '../../src/domain/edition.ts'
import { todayInChile } from '../../src/domain/launch-readiness.ts'

/** The edition the site is about now (src/domain/edition.ts), read from Ediciones with the function's superuser client. */
export async function currentEditionOf(pb: TypedPocketBase, now: Date = new Date()): Promise<Edition> {
  const editions = await pb.collection('Ediciones').getFullList<Edition>({ sort: 'inicio', fields: 'inicio,fin,corteEdad,minutosPago,prefijoOrden', requestKey: null })
  return currentEdition(editions, todayInChile(now))
}
