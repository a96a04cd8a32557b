import { pb } from './pocketbase'
import type { IssuedTicketRecord } from '@/types/pocketbase'

/** Issued tickets (EntradasEntregadas). */
export const entradasEntregadasApi = {
  /** The signed-in user's issued tickets, newest first (the API rule limits them to the owner). */
  listMine: (userId: string) =>
    pb.collection('EntradasEntregadas').getFullList<IssuedTicketRecord>({
      filter: pb.filter('user = {:userId}', { userId }),
      sort: '-created',
    }),
}
