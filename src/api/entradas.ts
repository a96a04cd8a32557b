import { pb } from './pocketbase'
import type { TicketTypeRecord } from '@/types/pocketbase'
import type { TicketTypeState } from '@/domain/ticket-state'
import { TICKET_TYPE_FIELDS } from '@/domain/query-allowlist'

const FIELDS = TICKET_TYPE_FIELDS

/** Ticket types (Entradas). */
export const entradasApi = {
  /** What buyers see: every type not in estado "creada" (the API rule hides those), cheapest first. */
  listForBuyers: () => pb.collection('Entradas').getFullList<TicketTypeRecord>({ sort: 'ValorCLP', fields: FIELDS, batch: 200 }),
  imageUrl: (record: TicketTypeRecord) => (record.Imagen ? pb.files.getURL(record, record.Imagen) : ''),
  /** Moderators: every type, drafts included, cheapest first. */
  listAll: () => pb.collection('Entradas').getFullList<TicketTypeRecord>({ sort: 'ValorCLP', fields: FIELDS, batch: 200, requestKey: null }),
  /** Organisers (/adminconsole): a new draft type and its starting quantity (`cantidad`), created together by pb_hooks. */
  create: (form: FormData) => pb.collection('Entradas').create<TicketTypeRecord>(form),
  /** Organisers: code (while a draft), price, names, image, waitlist flag. */
  update: (id: string, form: FormData) => pb.collection('Entradas').update<TicketTypeRecord>(id, form),
  /** Organisers: a draft nobody asked for (the rule refuses anything else). */
  remove: (id: string) => pb.collection('Entradas').delete(id),
  /** Moderators: availability only (the rule keeps code, price and names unchanged). */
  setEstado: (id: string, Estado: TicketTypeState) => pb.collection('Entradas').update<TicketTypeRecord>(id, { Estado }),
}
