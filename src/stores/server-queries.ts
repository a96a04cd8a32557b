import { entradasApi } from '@/api/entradas'
import { entradasEntregadasApi } from '@/api/entradas-entregadas'
import { entradasUsuarioApi } from '@/api/entradas-usuario'
import { userHealthInfoApi } from '@/api/user-health-info'
import { userLegalInfoApi } from '@/api/user-legal-info'
import { userPersonalInfoApi } from '@/api/user-personal-info'
import type { BadgeFacts } from '@/domain/held-ticket'
import type { BadgeSummaryRecord, HealthInfoRecord, IssuedTicketRecord, LegalInfoRecord, PersonalInfoRecord, TicketTypeRecord } from '@/types/pocketbase'
import { catalogueFromSnapshotWhileCached, liveOwnRecords, read, serverState } from './server-state'

export type IssuedTicketWithType = IssuedTicketRecord & { expand?: { tipo?: TicketTypeRecord } }

/** Reads shared by several features (buy page, profile, pay block); feature-only reads live in the features. */
export const sharedQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** Ticket types shown to buyers, cheapest first; every visitor of /buy follows their states through the public snapshot. */
    catalogue: build.query<TicketTypeRecord[], void>({
      queryFn: () => read(entradasApi.listForBuyers),
      providesTags: ['TicketTypes'],
      onCacheEntryAdded: (_arg, life) => catalogueFromSnapshotWhileCached(life, 'TicketTypes'),
    }),
    /** The user's badge summary (type held, amount paid), or null when they hold nothing yet. */
    heldBadge: build.query<BadgeSummaryRecord | null, string>({
      queryFn: (userId) => read(() => entradasUsuarioApi.getMine(userId)),
      providesTags: ['Badge'],
      ...liveOwnRecords<BadgeSummaryRecord | null, string>('EntradasUsuario', (badge) => (badge ? [badge.id] : [])),
    }),
    /** The user's issued tickets with their type, newest first. */
    myIssuedTickets: build.query<IssuedTicketWithType[], string>({
      queryFn: (userId) => read(() => entradasEntregadasApi.listMineWithType(userId)),
      providesTags: ['IssuedTickets'],
      ...liveOwnRecords<IssuedTicketWithType[], string>('EntradasEntregadas', (tickets) => tickets.map((ticket) => ticket.id)),
    }),
    /** The user's profile records (null until created). A save writes its answer into the cache (see useSaved). */
    myPersonalInfo: build.query<PersonalInfoRecord | null, string>({
      queryFn: (userId) => read(() => userPersonalInfoApi.getMine(userId)),
      providesTags: ['Profile'],
    }),
    /** Legal and health records are readable by verified accounts only (API rules). Legal also drives the nav badge. */
    myLegalInfo: build.query<LegalInfoRecord | null, string>({
      queryFn: (userId) => read(() => userLegalInfoApi.getMine(userId)),
      providesTags: ['Profile'],
    }),
    myHealthInfo: build.query<HealthInfoRecord | null, string>({
      queryFn: (userId) => read(() => userHealthInfoApi.getMine(userId)),
      providesTags: ['Profile'],
    }),
  }),
})

export const {
  useCatalogueQuery,
  useHeldBadgeQuery,
  useMyIssuedTicketsQuery,
  useMyPersonalInfoQuery,
  useMyLegalInfoQuery,
  useMyHealthInfoQuery,
} = sharedQueries

/** The profile records by cache entry name, for writing a save's answer into the cache. */
export type ProfileRecordQuery = 'myPersonalInfo' | 'myLegalInfo' | 'myHealthInfo'

/**
 * The badge summary as src/domain/held-ticket reads it; the type's code comes from the types a buyer
 * may see. A summary of another edition than the current one (`currentPrefix`, its order prefix; null
 * while the editions load) is no badge: last year's money never prices this year's ticket, as the
 * server rules (pb_hooks/lib/badge-summary.js).
 */
export function toBadgeFacts(badge: BadgeSummaryRecord | null, types: readonly TicketTypeRecord[], currentPrefix: string | null): BadgeFacts | null {
  if (!badge || (currentPrefix !== null && badge.edicion !== currentPrefix)) return null
  return { typeId: badge.TipoBadge, code: types.find((type) => type.id === badge.TipoBadge)?.Tipo ?? '', paid: badge.MontoTotalPagado }
}
