import type { ListResult } from 'pocketbase'
import { adminViewsApi, type PageRequest } from '@/api/admin-views'
import { auditLogApi, type AuditPage as AuditAnswer, type AuditQuery } from '@/api/audit-log'
import { entradasApi } from '@/api/entradas'
import { entradasEntregadasApi, type UnfinishedRefund } from '@/api/entradas-entregadas'
import { entradasQuedanApi, type ReturnedUnits } from '@/api/entradas-quedan'
import { legalCorrectionsApi, type LegalCorrectionRecord } from '@/api/legal-corrections'
import { BY_ID_CHUNK } from '@/domain/query-allowlist'
import { looksLikeOrderId, selectionFor } from './issued-search'
import { liveWhileCached, read, serverState } from '@/stores/server-state'
import type { IssuedTicketRecord, RemainingRecord, TicketTypeRecord, UserCompleteLegalView, UserCompleteRequestView } from '@/types/pocketbase'

export interface CorrectionRow {
  request: LegalCorrectionRecord
  person: UserCompleteLegalView | null
}

export interface IssuedRow {
  ticket: IssuedTicketRecord
  email: string
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
  const emails = new Map(users.map((u) => [u.id, u.email]))
  const rows = tickets.items.map((ticket) => {
    const type = types.find((x) => x.id === ticket.tipo)
    return { ticket, email: emails.get(ticket.user) ?? '', type, listaEspera: type?.listaEspera === true }
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
