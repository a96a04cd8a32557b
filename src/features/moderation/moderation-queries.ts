import { adminViewsApi } from '@/api/admin-views'
import { auditLogApi, type AuditPage as AuditAnswer, type AuditQuery } from '@/api/audit-log'
import { entradasApi } from '@/api/entradas'
import { entradasEntregadasApi, type UnfinishedRefund } from '@/api/entradas-entregadas'
import { entradasQuedanApi } from '@/api/entradas-quedan'
import { legalCorrectionsApi, type LegalCorrectionRecord } from '@/api/legal-corrections'
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

async function correctionRows(): Promise<CorrectionRow[]> {
  const requests = await legalCorrectionsApi.pending()
  const people = requests.length === 0 ? [] : await adminViewsApi.usersByIds(requests.map((r) => r.user))
  return requests.map((request) => ({ request, person: people.find((p) => p.id === request.user) ?? null }))
}

/** /adminremove's data: every issued ticket, and the organiser refunds not finished yet. */
export interface IssuedPage {
  rows: IssuedRow[]
  unfinishedRefunds: UnfinishedRefund[]
}

async function issuedPage(): Promise<IssuedPage> {
  const [tickets, types, unfinishedRefunds] = await Promise.all([entradasEntregadasApi.listAll(), entradasApi.listAll(), entradasEntregadasApi.unfinishedRefunds()])
  const users = tickets.length ? await adminViewsApi.usersByIds(tickets.map((x) => x.user)) : []
  const emails = new Map(users.map((u) => [u.id, u.email]))
  const rows = tickets.map((ticket) => {
    const type = types.find((x) => x.id === ticket.tipo)
    return { ticket, email: emails.get(ticket.user) ?? '', type, listaEspera: type?.listaEspera === true }
  })
  return { rows, unfinishedRefunds }
}

// Moderators see every record of these collections, so their pages follow whole collections.
const requestsLive = [{ collection: 'EntradasPedidas' as const, topic: '*' }]

const moderationQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    usersWithState: build.query<UserCompleteLegalView[], void>({
      queryFn: () => read(adminViewsApi.usersWithState),
      providesTags: ['Moderation'],
    }),
    legalCorrections: build.query<CorrectionRow[], void>({
      queryFn: () => read(correctionRows),
      providesTags: ['Moderation'],
    }),
    /** Refund states live in payments, which emit nothing to moderators: they come with the issued tickets. */
    issuedTicketRows: build.query<IssuedPage, void>({
      queryFn: () => read(issuedPage),
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
    pendingRequests: build.query<UserCompleteRequestView[], void>({
      queryFn: () => read(adminViewsApi.pendingRequests),
      providesTags: ['Requests'],
      onCacheEntryAdded: (_arg, life) => liveWhileCached(life, requestsLive, ['Requests']),
    }),
    lastOrderId: build.query<string | null, void>({
      queryFn: () => read(entradasEntregadasApi.latestOrderId),
      providesTags: ['Requests'],
      onCacheEntryAdded: (_arg, life) => liveWhileCached(life, requestsLive, ['Requests']),
    }),
  }),
})

export const {
  useUsersWithStateQuery,
  useLegalCorrectionsQuery,
  useIssuedTicketRowsQuery,
  useAllTicketTypesQuery,
  useStockQuery,
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
