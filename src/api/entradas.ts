import { pb } from './pocketbase'
import type { TicketTypeRecord } from '@/types/pocketbase'

const FIELDS = 'id,Tipo,ValorCLP,Estado,Imagen,Nombre,NombreIngles,collectionId,collectionName'

/** Ticket types (Entradas). */
export const entradasApi = {
  /** What buyers see: every type not in estado "creada" (the API rule hides those), cheapest first. */
  listForBuyers: () => pb.collection('Entradas').getFullList<TicketTypeRecord>({ sort: 'ValorCLP', fields: FIELDS, batch: 200 }),
  imageUrl: (record: TicketTypeRecord) => (record.Imagen ? pb.files.getURL(record, record.Imagen) : ''),
}
