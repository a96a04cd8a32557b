import { ClientResponseError } from 'pocketbase'
import { callFunction } from './functions'
import { pb } from './pocketbase'
import type { IssuedTicketRecord, TicketTypeRecord } from '@/types/pocketbase'
import { BY_ID_CHUNK, ISSUED_PAGE_SORT, ORDER_ID_SEARCH, OWN } from '@/domain/query-allowlist'

/** Which issued tickets a page of /adminremove lists. */
export type IssuedSelection = { kind: 'all' } | { kind: 'orderId'; text: string } | { kind: 'holders'; userIds: readonly string[] }

function selectionFilter(selection: IssuedSelection): string {
  switch (selection.kind) {
    case 'all':
      return ''
    case 'orderId':
      return pb.filter(ORDER_ID_SEARCH, { text: selection.text })
    case 'holders':
      if (selection.userIds.length === 0 || selection.userIds.length > BY_ID_CHUNK) throw new RangeError(`1 to ${BY_ID_CHUNK} holders`)
      return selection.userIds.map((userId) => pb.filter(OWN, { userId })).join(' || ')
  }
}

/** An organiser refund that has not finished: `pending` waits for Webpay's answer, `failed` was not performed. */
export interface UnfinishedRefund {
  ticket: string
  orderID: string
  state: 'pending' | 'failed'
  /** PocketBase date text, UTC. */
  since: string
  /** Webpay's last answer, as it said it ('' while none). */
  answer: string
  /** Webpay's payment_type_code of the sale (VN, VD, VP…; '' when unknown): what Webpay still accepts depends on it. */
  paymentType: string
  /** What the payment took (CLP). */
  amount: number
}

/** Issued tickets (EntradasEntregadas). */
export const entradasEntregadasApi = {
  /** The signed-in user's issued tickets, newest first (the API rule limits them to the owner). */
  listMine: (userId: string) =>
    pb.collection('EntradasEntregadas').getFullList<IssuedTicketRecord>({
      filter: pb.filter(OWN, { userId }),
      sort: '-created',
    }),
  /** The user's issued tickets with their type expanded; never auto-cancelled by other lists. */
  listMineWithType: (userId: string) =>
    pb.collection('EntradasEntregadas').getFullList<IssuedTicketRecord & { expand?: { tipo?: TicketTypeRecord } }>({
      filter: pb.filter(OWN, { userId }),
      sort: '-created',
      expand: 'tipo',
      requestKey: null,
    }),
  /** Moderators: one page of the selected issued tickets, newest first. */
  page: (selection: IssuedSelection, page: number, perPage: number) =>
    pb.collection('EntradasEntregadas').getList<IssuedTicketRecord>(page, perPage, {
      sort: ISSUED_PAGE_SORT,
      filter: selectionFilter(selection),
      requestKey: null,
    }),
  /** Moderators: the order id of the newest issued ticket ("Ultima entrada"), or null before the first. */
  async latestOrderId(): Promise<string | null> {
    try {
      const list = await pb.collection('EntradasEntregadas').getList<IssuedTicketRecord>(1, 1, { sort: '-orderID', fields: 'orderID', requestKey: null })
      return list.items[0]?.orderID ?? null
    } catch (err) {
      if (err instanceof ClientResponseError && err.status === 404) return null
      throw err
    }
  },
  /** Moderators: deletes an unpaid issued ticket (the rule refuses paid ones). */
  remove: (id: string) => pb.collection('EntradasEntregadas').delete(id),
  /** Moderators: organiser refunds not finished yet, waiting for Webpay or not performed (pb_hooks/payments.pb.js). */
  unfinishedRefunds: () => pb.send<{ refunds: UnfinishedRefund[] }>('/api/mi/refund-states', { method: 'GET', requestKey: null }).then((r) => r.refunds),
  /**
   * Moderators: records a refund the organisers made outside Webpay (a bank transfer, when Webpay
   * refuses), with how it was made; PocketBase refunds the ticket and audits it (pb_hooks/payments.pb.js).
   */
  recordOutsideRefund: (ticket: string, reason: string) =>
    pb.send<{ status: 'refunded' | 'already'; ticket: string }>('/api/mi/refund-outside', { method: 'POST', body: { ticket, reason } }),
  /** Moderators: refunds a paid ticket in full through Webpay (the `reembolsar` function checks the window). */
  refund: (id: string) => callFunction('reembolsar', { EntradasEntregadasID: id }),
  /** Moderators: (re)sends the payment-request mail; the function marks correoEnviado 'si' when SMTP accepts it. */
  sendPaymentMail: (ticket: Pick<IssuedTicketRecord, 'user' | 'tipo' | 'monto'>) =>
    callFunction('sendmailpagar', { userid: ticket.user, tipo: ticket.tipo, monto: ticket.monto }),
  /** The holder: the signed QR address of their paid ticket (the door verifies it offline). */
  signedQrUrl: async (id: string) => (await callFunction('qrentrada', { EntradasEntregadasID: id })).url,
  /** Moderators: the bilingual payment reminder for an unpaid ticket (audited by the function). */
  sendReminder: (id: string) => callFunction('sendmailapurate', { EntradasEntregadasID: id }),
  /** Moderators: `days` more to pay an unpaid ticket (audited; a new reminder goes out before the new deadline). */
  extendDeadline: (id: string, days: number) => pb.send<IssuedTicketRecord>(`/api/mi/deadline/${encodeURIComponent(id)}`, { method: 'POST', body: { days } }),
}
