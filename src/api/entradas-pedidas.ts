import { callFunction } from './functions'
import { pb } from './pocketbase'
import type { IssuedTicketRecord, TicketRequestRecord } from '@/types/pocketbase'
import { OWN, OWN_OPEN_REQUESTS } from '@/domain/query-allowlist'

/** A ticket "Cobrar" issued; `mailed`: its payment request went out (else a moderator resends it). */
export type ApprovedTicket = IssuedTicketRecord & { mailed: boolean }

/** Ticket requests (EntradasPedidas): the queue. */
export const entradasPedidasApi = {
  /** The user's open requests ("Ticket(s) in Queue"); the API rule limits them to the owner. */
  listOpenMine: (userId: string) =>
    pb.collection('EntradasPedidas').getFullList<TicketRequestRecord>({
      filter: pb.filter(OWN_OPEN_REQUESTS, { userId }),
      sort: 'created',
      requestKey: null,
    }),
  /** The caller's place in the queue (FIFO among open requests), or null without an open request. */
  queuePosition: async () => (await pb.send<{ position: number | null }>('/api/mi/queue-position', { requestKey: null })).position,
  /** Joins the queue through the pideentrada function (it checks everything server-side). */
  request: (userId: string, ticketTypeId: string) => callFunction('pideentrada', { userid: userId, entradaid: ticketTypeId }),
  /** Moderators, "Cobrar": the atomic approval, then the payment request mailed; answers the issued ticket and whether the mail went out. */
  approve: (requestId: string) => pb.send<ApprovedTicket>(`/api/mi/approve/${encodeURIComponent(requestId)}`, { method: 'POST' }),
  /**
   * Approves exactly these requests, which must be the head of the queue in order (409 if the queue
   * changed since it was shown). Each is one atomic approval; a refused one comes back with the reason.
   */
  approveNext: (requestIds: string[]) =>
    pb.send<{ results: { id: string; ticket?: ApprovedTicket; refused?: string }[] }>('/api/mi/approve-next', { method: 'POST', body: { ids: requestIds } }),
  /** Moderators, "Agotada": closes the request and creates nothing. */
  reject: (requestId: string) => pb.collection('EntradasPedidas').update<TicketRequestRecord>(requestId, { estado: 'agotada' }),
  /** The user's most recent request in any state (to tell a buyer their request was declined). */
  latestMine: async (userId: string) =>
    (
      await pb.collection('EntradasPedidas').getList<TicketRequestRecord>(1, 1, {
        filter: pb.filter(OWN, { userId }),
        sort: '-updated',
        requestKey: null,
      })
    ).items[0] ?? null,
}
