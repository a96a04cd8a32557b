import { pb } from './pocketbase'
import type { ApprovedTicket } from './entradas-pedidas'
import type { RemainingRecord } from '@/types/pocketbase'

/** Units of a type returned (expiry, refund, delete) and not sold again while people wait for them. */
export interface ReturnedUnits {
  typeId: string
  tipo: string
  nombre: string
  nombreIngles: string
  returned: number
  waiting: number
}

/** Remaining quantities per ticket type (EntradasQuedan), moderators only. */
export const entradasQuedanApi = {
  list: () => pb.collection('EntradasQuedan').getFullList<RemainingRecord>({ batch: 200, requestKey: null }),
  /** −1/+1 in one server transaction, so crossing clicks and approvals never lose an update. */
  adjust: (id: string, delta: 1 | -1) =>
    pb.send<RemainingRecord>(`/api/mi/stock/${encodeURIComponent(id)}`, { method: 'POST', body: { delta } }),
  /** Sets the remaining quantity to a number (0 to 100000), audited, in one server transaction. */
  set: (id: string, value: number) => pb.send<RemainingRecord>(`/api/mi/stock/${encodeURIComponent(id)}/set`, { method: 'POST', body: { value } }),
  /** /adminsell's notice: returned units per type with people waiting (pb_hooks/moving-queue.pb.js). */
  returned: async () => (await pb.send<{ types: ReturnedUnits[] }>('/api/mi/queue/returned', { requestKey: null })).types,
  /** "Approve next": the oldest open request of the type, approved and mailed as "Cobrar" does. */
  approveNextOfType: (typeId: string) => pb.send<ApprovedTicket>(`/api/mi/queue/approve-next/${encodeURIComponent(typeId)}`, { method: 'POST' }),
  /** Organisers: a returned unit of this type goes to the next in its queue by itself (audited). */
  setMovingQueue: (id: string, on: boolean) => pb.send<RemainingRecord>(`/api/mi/organiser/moving-queue/${encodeURIComponent(id)}`, { method: 'POST', body: { on } }),
}
