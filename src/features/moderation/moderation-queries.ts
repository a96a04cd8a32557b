import type { ListResult } from 'pocketbase'
import { adminViewsApi, type PageRequest } from '@/api/admin-views'
import type { TicketTypeState } from '@/domain/ticket-state'
import { entradasPedidasApi, type ApprovedTicket } from '@/api/entradas-pedidas'
import { auditLogApi, type AuditPage as AuditAnswer, type AuditQuery } from '@/api/audit-log'
import { entradasApi } from '@/api/entradas'
import { entradasEntregadasApi, type UnfinishedRefund } from '@/api/entradas-entregadas'
import { entradasQuedanApi, type ReturnedUnits } from '@/api/entradas-quedan'
import { legalCorrectionsApi, type CorrectableField, type LegalCorrectionRecord } from '@/api/legal-corrections'
import { userStatusApi } from '@/api/user-status'
import { BY_ID_CHUNK } from '@/domain/query-allowlist'
import { looksLikeOrderId, selectionFor } from './issued-search'
import { liveWhileCached, read, serverState } from '@/stores/server-state'
import { write } from '@/stores/server-write'
import type { IssuedTicketRecord, UserStatusRecord, RemainingRecord, TicketTypeRecord, UserCompleteLegalView, UserCompleteRequestView } from '@/types/pocketbase'

export interface CorrectionRow {
  request: LegalCorrectionRecord
  person: UserCompleteLegalView | null
}

export interface IssuedRow {
  ticket: IssuedTicketRecord
  email: string
  /** The holder's legal name (userCompleteLegal, which the e-mail is read from already); '' when none is recorded. */
  holderName: string
  type: TicketTypeRecord | undefined
  /** Its type is a waitlist type (non-refundable). */
  listaEspera: boolean
}

/** Where a paged list stands: its page, how many pages and how many rows match in all. */
export interface PageInfo {
  page: number
  totalPages: number
  totalItems: number
}

const pageInfo = (list: ListResult<unknown>): PageInfo => ({ page: list.page, totalPages: list.totalPages, totalItems: list.totalItems })

/** /adminremove's data: one page of the issued tickets the search selects, and the organiser refunds not finished yet. */
export interface IssuedPage extends PageInfo {
  rows: IssuedRow[]
  unfinishedRefunds: UnfinishedRefund[]
  /** More people matched the text than one ticket query can name: only the first ones' tickets are listed. */
  holdersCapped: boolean
}

async function issuedTickets({ text, page, perPage }: PageRequest) {
  if (!text || looksLikeOrderId(text)) return { tickets: await entradasEntregadasApi.page(selectionFor(text, []), page, perPage), holdersCapped: false }
  const people = await adminViewsApi.peoplePage({ text, page: 1, perPage: BY_ID_CHUNK })
  const holdersCapped = people.totalItems > people.items.length
  if (people.items.length === 0) return { tickets: { page, perPage, totalItems: 0, totalPages: 0, items: [] }, holdersCapped }
  const holders = people.items.map((p) => p.id)
  return { tickets: await entradasEntregadasApi.page(selectionFor(text, holders), page, perPage), holdersCapped }
}

async function issuedPage(request: PageRequest): Promise<IssuedPage> {
  const [{ tickets, holdersCapped }, types, unfinishedRefunds] = await Promise.all([issuedTickets(request), entradasApi.listAll(), entradasEntregadasApi.unfinishedRefunds()])
  const users = tickets.items.length ? await adminViewsApi.usersByIds(tickets.items.map((x) => x.user)) : []
  const holders = new Map(users.map((u) => [u.id, u]))
  const rows = tickets.items.map((ticket) => {
    const type = types.find((x) => x.id === ticket.tipo)
    const holder = holders.get(ticket.user)
    return { ticket, email: holder?.email ?? '', holderName: holder?.nombreEnDocumento ?? '', type, listaEspera: type?.listaEspera === true }
  })
  return { ...pageInfo(tickets), rows, unfinishedRefunds, holdersCapped }
}

/** /admincorrections' data: one page of the open correction requests, each with its person. */
export interface CorrectionsPage extends PageInfo {
  rows: CorrectionRow[]
}

async function correctionsPage({ page, perPage }: PageRequest): Promise<CorrectionsPage> {
  const requests = await legalCorrectionsApi.pendingPage(page, perPage)
  const people = requests.items.length === 0 ? [] : await adminViewsApi.usersByIds(requests.items.map((r) => r.user))
  const rows = requests.items.map((request) => ({ request, person: people.find((p) => p.id === request.user) ?? null }))
  return { ...pageInfo(requests), rows }
}

/** /adminsell's open requests: one page of them, in queue order. */
export interface PendingPage extends PageInfo {
  rows: UserCompleteRequestView[]
}

async function pendingPage(request: PageRequest): Promise<PendingPage> {
  const list = await adminViewsApi.pendingRequestsPage(request)
  return { ...pageInfo(list), rows: list.items }
}

/** /adminbann's data: one page of people and their state. */
export interface PeoplePage extends PageInfo {
  rows: UserCompleteLegalView[]
}

async function peoplePage(request: PageRequest): Promise<PeoplePage> {
  const list = await adminViewsApi.peoplePage(request)
  return { ...pageInfo(list), rows: list.items }
}

// Moderators see every record of these collections, so their pages follow whole collections.
const requestsLive = [{ collection: 'EntradasPedidas' as const, topic: '*' }]

const moderationQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    peoplePage: build.query<PeoplePage, PageRequest>({
      queryFn: (request) => read(() => peoplePage(request)),
      providesTags: ['Moderation'],
    }),
    legalCorrections: build.query<CorrectionsPage, PageRequest>({
      queryFn: (request) => read(() => correctionsPage(request)),
      providesTags: ['Moderation'],
    }),
    /** Refund states live in payments, which emit nothing to moderators: they come with the issued tickets. */
    issuedTicketRows: build.query<IssuedPage, PageRequest>({
      queryFn: (request) => read(() => issuedPage(request)),
      providesTags: ['IssuedTickets'],
      onCacheEntryAdded: (_arg, life) => liveWhileCached(life, [{ collection: 'EntradasEntregadas', topic: '*' }], ['IssuedTickets']),
    }),
    allTicketTypes: build.query<TicketTypeRecord[], void>({
      queryFn: () => read(entradasApi.listAll),
      providesTags: ['TicketTypes'],
      onCacheEntryAdded: (_arg, life) => liveWhileCached(life, [{ collection: 'Entradas', topic: '*' }], ['TicketTypes']),
    }),
    stock: build.query<RemainingRecord[], void>({
      queryFn: () => read(entradasQuedanApi.list),
      providesTags: ['Stock'],
      onCacheEntryAdded: (_arg, life) => liveWhileCached(life, [{ collection: 'EntradasQuedan', topic: '*' }], ['Stock']),
    }),
    /** Views emit no realtime events: the pending list and the last order id follow EntradasPedidas. */
    pendingRequests: build.query<PendingPage, PageRequest>({
      queryFn: (request) => read(() => pendingPage(request)),
      providesTags: ['Requests'],
      onCacheEntryAdded: (_arg, life) => liveWhileCached(life, requestsLive, ['Requests']),
    }),
    /** A return changes the type's quantity row and a queue change its requests: either reads it again. */
    returnedUnits: build.query<ReturnedUnits[], void>({
      queryFn: () => read(entradasQuedanApi.returned),
      providesTags: ['Stock', 'Requests'],
      onCacheEntryAdded: (_arg, life) => liveWhileCached(life, [{ collection: 'EntradasQuedan', topic: '*' }, ...requestsLive], ['Stock', 'Requests']),
    }),
    lastOrderId: build.query<string | null, void>({
      queryFn: () => read(entradasEntregadasApi.latestOrderId),
      providesTags: ['Requests'],
      onCacheEntryAdded: (_arg, life) => liveWhileCached(life, requestsLive, ['Requests']),
    }),
  }),
})

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>

/**
 * The moderators' writes. Each declares what it changes; the lists showing that read again (also after
 * a refusal, which may mean the list was out of date).
 */
const moderationWrites = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** "Cobrar": the approval issues a ticket from the type's remaining units. */
    approveRequest: build.mutation<ApprovedTicket, string>({
      queryFn: (requestId) => write(() => entradasPedidasApi.approve(requestId)),
      invalidatesTags: ['Requests', 'IssuedTickets', 'Stock'],
    }),
    approveNext: build.mutation<Answer<typeof entradasPedidasApi.approveNext>, string[]>({
      queryFn: (requestIds) => write(() => entradasPedidasApi.approveNext(requestIds)),
      invalidatesTags: ['Requests', 'IssuedTickets', 'Stock'],
    }),
    approveNextOfType: build.mutation<ApprovedTicket, string>({
      queryFn: (typeId) => write(() => entradasQuedanApi.approveNextOfType(typeId)),
      invalidatesTags: ['Requests', 'IssuedTickets', 'Stock'],
    }),
    rejectRequest: build.mutation<void, string>({
      queryFn: (requestId) => write(async () => void (await entradasPedidasApi.reject(requestId))),
      invalidatesTags: ['Requests'],
    }),
    setTicketTypeState: build.mutation<TicketTypeRecord, { id: string; estado: TicketTypeState }>({
      queryFn: ({ id, estado }) => write(() => entradasApi.setEstado(id, estado)),
      invalidatesTags: ['TicketTypes'],
    }),
    adjustStock: build.mutation<RemainingRecord, { id: string; delta: 1 | -1 }>({
      queryFn: ({ id, delta }) => write(() => entradasQuedanApi.adjust(id, delta)),
      invalidatesTags: ['Stock'],
    }),
    setStock: build.mutation<RemainingRecord, { id: string; value: number }>({
      queryFn: ({ id, value }) => write(() => entradasQuedanApi.set(id, value)),
      invalidatesTags: ['Stock'],
    }),
    /** /adminbann's state; /adminsell's cards show it too. */
    setUserState: build.mutation<UserStatusRecord, { statusId: string | null; userId: string; state: number }>({
      queryFn: ({ state, ...target }) => write(() => userStatusApi.setState(target, state)),
      invalidatesTags: ['Moderation', 'Requests'],
    }),
    sendPaymentMail: build.mutation<Answer<typeof entradasEntregadasApi.sendPaymentMail>, IssuedTicketRecord>({
      queryFn: (ticket) => write(() => entradasEntregadasApi.sendPaymentMail(ticket)),
      invalidatesTags: ['IssuedTickets'],
    }),
    /** A deleted ticket's unit returns to its type. */
    removeIssuedTicket: build.mutation<void, string>({
      queryFn: (id) => write(async () => void (await entradasEntregadasApi.remove(id))),
      invalidatesTags: ['IssuedTickets', 'Stock'],
    }),
    /** A mail: nothing any list shows changes. */
    sendPaymentReminder: build.mutation<Answer<typeof entradasEntregadasApi.sendReminder>, string>({
      queryFn: (id) => write(() => entradasEntregadasApi.sendReminder(id)),
      invalidatesTags: [],
    }),
    extendPaymentDeadline: build.mutation<IssuedTicketRecord, { id: string; days: number }>({
      queryFn: ({ id, days }) => write(() => entradasEntregadasApi.extendDeadline(id, days)),
      invalidatesTags: ['IssuedTickets'],
    }),
    /** The unfinished refunds come with the issued tickets; a refunded unit returns to its type. */
    refundTicket: build.mutation<Answer<typeof entradasEntregadasApi.refund>, string>({
      queryFn: (id) => write(() => entradasEntregadasApi.refund(id)),
      invalidatesTags: ['IssuedTickets', 'Stock'],
    }),
    /** A refund made outside Webpay, recorded: the ticket is refunded and its unit returns. */
    recordOutsideRefund: build.mutation<Answer<typeof entradasEntregadasApi.recordOutsideRefund>, { ticket: string; reason: string }>({
      queryFn: ({ ticket, reason }) => write(() => entradasEntregadasApi.recordOutsideRefund(ticket, reason)),
      invalidatesTags: ['IssuedTickets', 'Stock'],
    }),
    resolveCorrection: build.mutation<Answer<typeof legalCorrectionsApi.resolve>, { legalId: string; correctionId: string; field: CorrectableField; value: string }>({
      queryFn: ({ legalId, correctionId, field, value }) => write(() => legalCorrectionsApi.resolve(legalId, correctionId, field, value)),
      invalidatesTags: ['Moderation'],
    }),
  }),
})

export const {
  useApproveRequestMutation,
  useApproveNextMutation,
  useApproveNextOfTypeMutation,
  useRejectRequestMutation,
  useSetTicketTypeStateMutation,
  useAdjustStockMutation,
  useSetStockMutation,
  useSetUserStateMutation,
  useSendPaymentMailMutation,
  useRemoveIssuedTicketMutation,
  useSendPaymentReminderMutation,
  useExtendPaymentDeadlineMutation,
  useRefundTicketMutation,
  useRecordOutsideRefundMutation,
  useResolveCorrectionMutation,
} = moderationWrites

export const {
  usePeoplePageQuery,
  useLegalCorrectionsQuery,
  useIssuedTicketRowsQuery,
  useAllTicketTypesQuery,
  useStockQuery,
  useReturnedUnitsQuery,
  usePendingRequestsQuery,
  useLastOrderIdQuery,
} = moderationQueries

const auditQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the audit log for the applied filters. */
    auditPage: build.query<AuditAnswer, AuditQuery>({
      queryFn: (query) => read(() => auditLogApi.list(query)),
      providesTags: ['Moderation'],
    }),
  }),
})

export const { useAuditPageQuery } = auditQueries
