import { http } from 'msw'
import { todayInChile } from '@/domain/chile-time'
import { type Edition, type SaleState } from '@/domain/current-edition'
import { addDays } from '../../../scripts/lib/demo-editions.ts'
import type { EditionName } from '@/domain/edition-name'
import { listAnswer } from './pb-list'
import { defaultEditions, seededEdition, server } from './server'
import { seededCurrentEdition } from '../../support/current-edition.ts'

/** Days from today (Chile) to each date of an edition whose sale is in `state` today. */
const OFFSETS: Record<SaleState, { ventaAbre: number; ventaCierra: number; inicio: number }> = {
  notYet: { ventaAbre: 10, ventaCierra: 40, inicio: 50 },
  open: { ventaAbre: -10, ventaCierra: 20, inicio: 30 },
  closed: { ventaAbre: -40, ventaCierra: -5, inicio: 5 },
  over: { ventaAbre: -120, ventaCierra: -31, inicio: -30 },
}

/** An edition whose sale is in `state` on the real today (Chile), whatever day the tests run. */
export function editionWhoseSaleIs(state: SaleState): Edition & EditionName & { id: string } {
  const today = todayInChile(new Date())
  const { ventaAbre, ventaCierra, inicio } = OFFSETS[state]
  const first = addDays(today, inicio)
  return {
    id: `edition${state.toLowerCase().padEnd(8, '0')}`,
    inicio: first,
    fin: addDays(first, 2),
    corteEdad: addDays(first, -2),
    minutosPago: 5,
    prefijoOrden: `Paw${first.slice(2, 4)}b`,
    ventaAbre: addDays(today, ventaAbre),
    ventaCierra: addDays(today, ventaCierra),
    nombreEs: 'Segunda edición',
    nombreEn: 'Second edition',
  }
}

/** Serves the seed and an edition whose sale is in `state` today; returns that edition. */
export function serveSale(state: SaleState): Edition & EditionName & { id: string } {
  const edition = editionWhoseSaleIs(state)
  server.use(http.get('*/api/collections/Ediciones/records', ({ request }) => listAnswer([seededEdition, edition], request)))
  return edition
}

/**
 * The order prefix of the edition the site is about today (currentEdition) among `served`: by default
 * the editions the server serves unless a test serves its own (serveSale). A holder of that edition
 * carries it, as the badge summary's `edicion` and at the start of each issued ticket's orderID.
 */
export function currentPrefix(served: readonly Edition[] = defaultEditions): string {
  return seededCurrentEdition(served, todayInChile(new Date())).prefijoOrden
}
