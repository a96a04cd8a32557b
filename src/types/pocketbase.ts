/**
 * Record types of every PocketBase collection and view (pb_migrations/ is the source of truth).
 * SPEC's Spanish field names live here and nowhere else as types.
 */
import type PocketBase from 'pocketbase'
import type { RecordModel, RecordService } from 'pocketbase'
import type { TicketTypeState } from '@/domain/ticket-state'
import type { OrganiserContentRecord, StaffRecord } from './organiser-content'

export type IsoDate = string

export interface BaseRecord extends RecordModel {
  id: string
  created: IsoDate
  updated: IsoDate
}

export interface UserRecord extends BaseRecord {
  email: string
  username: string
  name: string
  avatar: string
  verified: boolean
  emailVisibility: boolean
}

export interface ModeratorRecord extends BaseRecord {
  email: string
  name: string
  /** Organiser rights: ticket types, partners, moderator seats (pb_migrations/1795003200_organiser_console.js). */
  organizador: boolean
}

export interface AmigoRecord extends BaseRecord {
  Nombre: string
  Url: string
  Image: string
}

export const ALERT_STATUSES = ['None', 'No', 'Warn', 'Ok', 'Soon', 'Wait'] as const
export type AlertStatus = (typeof ALERT_STATUSES)[number]
export interface AlertBannerRecord extends BaseRecord {
  status: AlertStatus | ''
}

export type DocumentType = 'DNI' | 'PASSPORT'
export interface LegalInfoRecord extends BaseRecord {
  user: string
  numDocumento: string
  tipoDocumento: DocumentType
  paisDocumento: string
  nombreEnDocumento: string
  /** "YYYY-MM-DD 00:00:00.000Z" */
  bdate: IsoDate
}

export interface HealthInfoRecord extends BaseRecord {
  user: string
  CondicionMedica: string
  RestriccionAlimentaria: string
  ContactoEmergenciaNombre: string
  ContactoEmergencia: string
  OtraCondicion: string
  /** When the attendee consented (set by PocketBase), and to which privacy notice version. */
  consentimientoEn?: string
  consentimientoVersion?: string
}

export type ShirtSize = 'S' | 'M' | 'L' | 'XL' | 'XXL'
export interface PersonalInfoRecord extends BaseRecord {
  user: string
  Badge: string
  Pronombres: string
  NombreFur: string
  EspecieFur: string
  Polera: ShirtSize | ''
  Fursuit: boolean
}

export interface UserStatusRecord extends BaseRecord {
  user: string
  state: number
}

export interface TicketTypeRecord extends BaseRecord {
  Tipo: string
  ValorCLP: number
  Estado: TicketTypeState
  Imagen: string
  Nombre: string
  NombreIngles: string
  /** A waitlist type: non-refundable under the rules. */
  listaEspera: boolean
}

/** SPEC aliases: `field` = EntradasID, `cantidad` = CantidadQuedan. */
export interface RemainingRecord extends BaseRecord {
  EntradasID: string
  CantidadQuedan: number
}

export type RequestState = 'creada' | 'aprobada' | 'agotada' | 'rechazada'
export interface TicketRequestRecord extends BaseRecord {
  user: string
  tipo: string
  estado: RequestState
}

/** `reemplazada`: an upgrade retired it; `reembolsada`: refunded by the organiser; `vencida`: not paid by `pagarAntes`. */
export type IssuedState = 'creada' | 'pagada' | 'rechazada' | 'reemplazada' | 'reembolsada' | 'vencida'
export type YesNo = 'si' | 'no'
export interface IssuedTicketRecord extends BaseRecord {
  user: string
  tipo: string
  pedida: string
  nombre: string
  /** '1' until a Webpay transaction exists. */
  token: string
  tokenCreadoEn: IsoDate
  orderID: string
  monto: number
  estado: IssuedState
  pagadoEn: IsoDate
  correoEnviado: YesNo
  correoEnviado2: YesNo
  /** The ticket (id) of the upgrade that retired this one ('' unless reemplazada). */
  reemplazadaPor: string
  reembolsadaEn: IsoDate
  /** Payment deadline of an unpaid ticket; at it the ticket becomes `vencida` (pb_hooks/lib/deadlines.js). */
  pagarAntes: IsoDate
  /** When the automatic payment reminder went out ('' before). */
  recordatorioEn: IsoDate
  /** When the buyer was told the ticket expired ('' before). */
  avisoVencidaEn: IsoDate
}

export interface BadgeSummaryRecord extends BaseRecord {
  user: string
  /** Relation to the Entradas type the user holds ('' when none). */
  TipoBadge: string
  MontoTotalPagado: number
}

/** A Webpay transaction created for an issued ticket (server-only collection `pagos`). */
/** `creando`: create sent, no token yet; `reembolsando`: refund sent, answer not judged yet (issue #12). */
export type PaymentState = 'creando' | 'iniciada' | 'pagada' | 'finalizada' | 'rechazada' | 'reembolsando' | 'reembolsada'
export interface PaymentRecord extends BaseRecord {
  token: string
  ticket: string
  user: string
  buyOrder: string
  amount: number
  url: string
  estado: PaymentState
  result: Record<string, unknown> | null
  /** The buyer aborted on Webpay's form (verified): never reused for a new Pay. */
  abortada: boolean
  /** Intent: a commit was sent at this time (a retry asks status() first). */
  commitEn: IsoDate
  /**
   * Why the payment is (being) refunded: a second payment, a moderator's refund, an authorization that
   * does not match the order, or money Webpay reports given back outside the shop (portal, chargeback).
   */
  reembolsoMotivo: '' | 'duplicado' | 'organizador' | 'noCoincide' | 'externo'
  /** The moderator who asked for the refund ('' when automatic). */
  reembolsoPor: string
  /** When the reconciliation last looked at it (it resumes with the ones it has not seen). */
  revisadoEn: IsoDate
  /** When the buyer's organiser-refund mail was accepted (the reconciliation retries until then). */
  reembolsoAvisadoEn: IsoDate
}

/** A lock row (server-only `paymentLocks`): its unique `key` makes one caller win. */
export interface PaymentLockRecord extends BaseRecord {
  key: string
}

export interface AuditLogRecord extends BaseRecord {
  actor: string
  actorEmail: string
  action: string
  collection: string
  target: string
  before: unknown
  after: unknown
}

export interface UserCompleteLegalView extends RecordModel {
  id: string
  username: string
  email: string
  usersID: string
  nombreEnDocumento: string | null
  bdate: string | null
  userLegalInfoPawsID: string | null
  state: number | null
  userStatusPawsID: string | null
  /** Held for review: another account saved the same document number first (pb_hooks/lib/standing.js). */
  enRevision: boolean
}

export interface UserCompleteRequestView extends RecordModel {
  id: string
  userid: string
  username: string
  email: string
  nombreEnDocumento: string | null
  bdate: string | null
  state: number | null
  IdPedida: string
  estado: RequestState
  TiposPedidas: string
  fechaPedida: string
  TiposEntregadas: string | null
  idBadge: string | null
  montoBadge: number | null
  TipoBadge: string | null
}

export interface Collections {
  users: UserRecord
  moderators: ModeratorRecord
  Amigos: AmigoRecord
  AlertBanner: AlertBannerRecord
  userLegalInfoPaws: LegalInfoRecord
  userHealthInfoPaws: HealthInfoRecord
  userPersonalInfoPaws: PersonalInfoRecord
  userStatusPaws: UserStatusRecord
  Entradas: TicketTypeRecord
  EntradasQuedan: RemainingRecord
  EntradasPedidas: TicketRequestRecord
  EntradasEntregadas: IssuedTicketRecord
  EntradasUsuario: BadgeSummaryRecord
  auditLog: AuditLogRecord
  pagos: PaymentRecord
  paymentLocks: PaymentLockRecord
  userCompleteLegal: UserCompleteLegalView
  UserCompleteEntradasPedidas: UserCompleteRequestView
  ContenidoOrganizador: OrganiserContentRecord
  Equipo: StaffRecord
}

export type CollectionName = keyof Collections

/** PocketBase with `collection()` typed by name. */
export type TypedPocketBase = PocketBase & {
  collection<K extends CollectionName>(name: K): RecordService<Collections[K]>
  collection(idOrName: string): RecordService
}
