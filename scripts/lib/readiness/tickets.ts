import type PocketBase from 'pocketbase'
import { catalogueProblems, describeLaunchProblem } from '../../../src/domain/launch-readiness.ts'
import type { RemainingRecord, TicketTypeRecord } from '../../../src/types/pocketbase.ts'
import { blocker, warning, type Finding } from './findings.ts'

/**
 * What the organiser console's readiness panel shows (src/domain/launch-readiness.ts), read as a
 * superuser: ticket types a buyer would find broken, no banner, no partners, no door team.
 */
export async function ticketFindings(pb: PocketBase): Promise<Finding[]> {
  const [types, stock, banners, partners, moderators] = await Promise.all([
    pb.collection('Entradas').getFullList<TicketTypeRecord>({ sort: 'ValorCLP', fields: 'id,Tipo,NombreIngles,Imagen,Estado' }),
    pb.collection('EntradasQuedan').getFullList<RemainingRecord>({ fields: 'id,EntradasID' }),
    pb.collection('AlertBanner').getList(1, 1, { fields: 'id' }),
    pb.collection('Amigos').getList(1, 1, { fields: 'id' }),
    pb.collection('moderators').getList(1, 1, { fields: 'id', filter: 'organizador = false' }),
  ])
  const problems = catalogueProblems({
    types,
    countedTypeIds: stock.map((row) => row.EntradasID),
    bannerExists: banners.totalItems > 0,
    partnerCount: partners.totalItems,
    moderatorCount: moderators.totalItems,
  })
  return problems.map((problem) => (problem.severity === 'blocker' ? blocker('tickets', describeLaunchProblem(problem)) : warning('tickets', describeLaunchProblem(problem))))
}
