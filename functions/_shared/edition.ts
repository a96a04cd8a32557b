import type { TypedPocketBase } from '../../src/types/pocketbase.ts'
import { currentEdition, NO_EDITION, saleOpenAt, type Edition } from '../../src/domain/edition.ts'
import { todayInChile } from '../../src/domain/launch-readiness.ts'

/** The edition the site is about now (src/domain/edition.ts), read from Ediciones with the function's superuser client. */
const editionsOf = (pb: TypedPocketBase) =>
  pb.collection('Ediciones').getFullList<Edition>({ sort: 'inicio', fields: 'inicio,fin,corteEdad,minutosPago,prefijoOrden,ventaAbre,ventaCierra', requestKey: null })

export async function currentEditionOf(pb: TypedPocketBase, now: Date = new Date()): Promise<Edition> {
  return currentEdition(await editionsOf(pb), todayInChile(now)) ?? NO_EDITION
}

/** Whether the current edition sells tickets now (its sale window, src/domain/edition.ts), and its order prefix. */
export async function saleOf(pb: TypedPocketBase, now: Date = new Date()): Promise<{ open: boolean; prefix: string }> {
  const editions = await editionsOf(pb)
  return { open: saleOpenAt(editions, now), prefix: (currentEdition(editions, todayInChile(now)) ?? NO_EDITION).prefijoOrden }
}
