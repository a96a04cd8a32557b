import { pb } from './pocketbase'
import type { RemainingRecord } from '@/types/pocketbase'

/** Remaining quantities per ticket type (EntradasQuedan), moderators only. */
export const entradasQuedanApi = {
  list: () => pb.collection('EntradasQuedan').getFullList<RemainingRecord>({ batch: 200, requestKey: null }),
  /** −1/+1 in one server transaction, so crossing clicks and approvals never lose an update. */
  adjust: (id: string, delta: 1 | -1) =>
    pb.send<RemainingRecord>(`/api/mi/stock/${encodeURIComponent(id)}`, { method: 'POST', body: { delta } }),
  /** Sets the remaining quantity to a number (0 to 100000), audited, in one server transaction. */
  set: (id: string, value: number) => pb.send<RemainingRecord>(`/api/mi/stock/${encodeURIComponent(id)}/set`, { method: 'POST', body: { value } }),
}
