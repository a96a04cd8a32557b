/**
 * Record types of every PocketBase collection and view, under the names the code uses. The shapes are
 * generated from the schema the migrations leave (pocketbase-records.generated.ts, `npm run pb:records`);
 * SPEC's Spanish field names live there and nowhere else as types.
 */
import type PocketBase from 'pocketbase'
import type { RecordService } from 'pocketbase'
import type { Edition } from '@/domain/current-edition'
import type { TicketTypeState } from '@/domain/ticket-state'
import type { DOCUMENT_TYPES, SHIRT_SIZES } from '@/domain/validation'
import type * as Schema from './pocketbase-records.generated'

export type { IsoDate } from './pocketbase-records.generated'

export type UserRecord = Schema.UsersRecord
/** `organizador`: organiser rights (ticket types, partners, moderator seats). */
export type ModeratorRecord = Schema.ModeratorsRecord
export type AmigoRecord = Schema.AmigosRecord
export type AlertBannerRecord = Schema.AlertBannerRecord
export type LegalInfoRecord = Schema.UserLegalInfoPawsRecord
/** `consentimientoEn` is stamped by PocketBase; `consentimientoVersion` is the privacy notice consented to. */
export type HealthInfoRecord = Schema.UserHealthInfoPawsRecord
export type PersonalInfoRecord = Schema.UserPersonalInfoPawsRecord
export type UserStatusRecord = Schema.UserStatusPawsRecord
/** `listaEspera`: a waitlist type, non-refundable under the rules. */
export type TicketTypeRecord = Schema.EntradasRecord
/** SPEC aliases: `field` = EntradasID, `cantidad` = CantidadQuedan. */
export type RemainingRecord = Schema.EntradasQuedanRecord
export type TicketRequestRecord = Schema.EntradasPedidasRecord
/**
 * `token` is '1' until a Webpay transaction exists; `reemplazadaPor` the ticket (id) of the upgrade that
 * retired it; at `pagarAntes` an unpaid ticket becomes `vencida` (pb_hooks/lib/deadlines.js);
 * `recordatorioEn`/`avisoVencidaEn` are '' until the reminder or the expiry notice went out.
 */
export type IssuedTicketRecord = Schema.EntradasEntregadasRecord
/** `TipoBadge`: the Entradas type the user holds ('' when none). */
export type BadgeSummaryRecord = Schema.EntradasUsuarioRecord
/**
 * A Webpay transaction created for an issued ticket (server-only). `abortada`: the buyer aborted on
 * Webpay's form, never reused for a new Pay; `commitEn`: a commit was sent (a retry asks status()
 * first); `reembolsoPor`: the moderator who asked for the refund ('' when automatic); `revisadoEn`: when
 * the reconciliation last looked at it.
 */
export type PaymentRecord = Schema.PagosRecord
/** A lock row (server-only): its unique `key` makes one caller win. */
export type PaymentLockRecord = Schema.PaymentLocksRecord
export type AuditLogRecord = Schema.AuditLogRecord
export type EditionRecord = Schema.EdicionesRecord
export type AdmissionRecord = Schema.AdmisionesRecord
export type CheckinConflictRecord = Schema.CheckinConflictsRecord
export type LegalCorrectionRecord = Schema.LegalCorrectionsRecord
export type OrganiserContentRecord = Schema.ContenidoOrganizadorRecord
export type StaffRecord = Schema.EquipoRecord
/**
 * Moderator views. Their LEFT JOINs answer '' and 0 (never null) for a user without legal data or
 * status; `enRevision`: another account saved the same document number first (pb_hooks/lib/standing.js).
 */
export type UserCompleteLegalView = Schema.UserCompleteLegalRecord
/** `TiposEntregadas`: the codes of the user's tickets ("B, S"), null when none. */
export type UserCompleteRequestView = Schema.UserCompleteEntradasPedidasRecord

export type AlertStatus = Exclude<AlertBannerRecord['status'], ''>
export const ALERT_STATUSES = ['None', 'No', 'Warn', 'Ok', 'Soon', 'Wait'] as const satisfies readonly AlertStatus[]
export type DocumentType = LegalInfoRecord['tipoDocumento']
export type ShirtSize = Exclude<PersonalInfoRecord['Polera'], ''>
export type RequestState = TicketRequestRecord['estado']
/** `reemplazada`: an upgrade retired it; `reembolsada`: refunded by the organiser; `vencida`: not paid by `pagarAntes`. */
export type IssuedState = IssuedTicketRecord['estado']
export type YesNo = IssuedTicketRecord['correoEnviado']
/** `creando`: create sent, no token yet; `reembolsando`: refund sent, answer not judged yet (issue #12). */
export type PaymentState = PaymentRecord['estado']

// The schema and the types the code writes by hand must agree: tsc fails on this type otherwise.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Agrees<T extends true> = T
export type SchemaAgreement = [
  Agrees<Same<AlertStatus, (typeof ALERT_STATUSES)[number]>>,
  Agrees<Same<TicketTypeRecord['Estado'], TicketTypeState>>,
  Agrees<Same<DocumentType, (typeof DOCUMENT_TYPES)[number]>>,
  Agrees<Same<ShirtSize, (typeof SHIRT_SIZES)[number]>>,
  Agrees<Same<Pick<EditionRecord, keyof Edition>, Edition>>,
]

export type Collections = Schema.CollectionRecords
export type CollectionName = keyof Collections

/** PocketBase with `collection()` typed by name. */
// PocketBase's own `collection(idOrName: string)` is left out: an intersection would keep it as the first
// overload, so every call would resolve to it and return untyped records (a misspelt name too).
export type TypedPocketBase = Omit<PocketBase, 'collection'> & {
  collection<K extends CollectionName>(name: K): RecordService<Collections[K]>
}
