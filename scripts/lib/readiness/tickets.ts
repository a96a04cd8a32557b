import type PocketBase from 'pocketbase'
import type { RemainingRecord, TicketTypeRecord } from '../../../src/types/pocketbase.ts'
import { blocker, type Finding } from './findings.ts'

/** Ticket types a buyer would find broken: no remaining-quantity row, no image, no English name. */
export async function ticketFindings(pb: PocketBase): Promise<Finding[]> {
  const [types, stock] = await Promise.all([
    pb.collection('Entradas').getFullList<TicketTypeRecord>({ sort: 'ValorCLP', fields: 'id,Tipo,Nombre,NombreIngles,Imagen,Estado' }),
    pb.collection('EntradasQuedan').getFullList<RemainingRecord>({ fields: 'id,EntradasID' }),
  ])
  if (types.length === 0) return [blocker('tickets', 'there are no ticket types in Entradas')]
  const counted = new Set(stock.map((row) => row.EntradasID))
  const findings: Finding[] = []
  for (const type of types) {
    const name = `${type.Tipo} "${type.Nombre}" (${type.id}, ${type.Estado})`
    if (!counted.has(type.id)) findings.push(blocker('tickets', `${name} has no EntradasQuedan row: its sale would never count down`))
    if (!type.Imagen) findings.push(blocker('tickets', `${name} has no image`))
    if (!type.NombreIngles.trim()) findings.push(blocker('tickets', `${name} has no English name (NombreIngles)`))
  }
  return findings
}
