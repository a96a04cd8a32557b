/**
 * What each Netlify function (functions/*.mts) takes and answers: the one definition the SPA
 * (src/api/functions.ts checks every answer with ANSWER_CHECKS, the fields it relies on, before trusting it) and the functions
 * (which type their answers with these and read only these fields) share.
 */
/** Webpay's result as `confirm` reports it (null: no final result yet). */
export interface ConfirmResult {
  paid: boolean
  status: string
  response_code: number | null
  amount: number
  buy_order: string
  // For the buyer's receipt; the SPA does not rely on them.
  authorization_code?: string
  card_number?: string
  transaction_date?: string
  payment_type_code?: string
  /**
   * What the same call did next (absent when Webpay did not authorize): the ticket it paid, or the
   * refund of a second payment, and whether the ticket mail went out (otherwise the reconciliation
   * sends it).
   */
  completion?: PaymentCompletion
}

export interface PaymentCompletion {
  ticket: 'issued' | 'refunded' | 'refundPending'
  mailed: boolean
}

export interface PublicTicketType {
  tipo: string
  nombreTipo: string
  nombreTipoIngles: string
}

/** The public face of a ticket QR (GET entrada?id=): nothing personal. */
export interface PublicTicket extends PublicTicketType {
  estado: 'creada' | 'pagada' | 'rechazada' | 'reemplazada' | 'reembolsada' | 'vencida' | 'transferida'
  /** The type of the upgrade that replaced it (only when `reemplazada`; older answers omit it). */
  reemplazadaPor?: PublicTicketType | null
}

/**
 * A ticket type as the public snapshot shows it: every field of the buyers' card (an organiser's change
 * of price, names or image reaches open pages as a state change does), never the quantity left
 * (EntradasQuedan stays hidden, SPEC).
 */
export interface SnapshotTicketType {
  id: string
  /** Entradas.Tipo, e.g. B1 (src/domain/ticket-levels.ts). */
  code: string
  state: 'disponible' | 'agotada' | 'anunciada'
  /** Entradas.ValorCLP. */
  price: number
  /** Entradas.Nombre (Spanish) and NombreIngles (English). */
  name: string
  nameEn: string
  /** Entradas.Imagen: the file name, '' without one. */
  image: string
  /** Entradas.listaEspera. */
  waitingList: boolean
}

/** GET snapshot: the drop's public state (src/domain/public-snapshot.ts), the same for every visitor. */
export interface PublicSnapshot {
  /** A hash of everything else, every field at any depth (snapshotCanonical, src/domain/public-snapshot.ts): equal versions, equal snapshots. */
  version: string
  /** The banner's status (the first AlertBanner record), '' without one. */
  banner: string
  /** Every ticket type buyers see (not drafts), cheapest first. */
  catalogue: SnapshotTicketType[]
  /** Open requests in the queue (EntradasPedidas in estado creada). */
  queue: number
  /** Changes whenever organisers change the organiser content, the staff or the editions: pages read those again. */
  content: string
}

export type LegalCorrectionAnswer = { id: string; correction?: string; mailed?: boolean } & Record<string, unknown>

/** Every POST function: the body it reads and the answer it gives on success. */
export interface FunctionContracts {
  pideentrada: { request: { userid: string; entradaid: string }; answer: { message: string } }
  updatetokenentregada: { request: { EntradasEntregadasID: string }; answer: { token: string; url: string } }
  confirm: { request: { token: string }; answer: ConfirmResult | null }
  abortpayment: { request: { token: string }; answer: { estado: 'abortada' | 'rechazada' | 'reembolsada' } }
  finalconfirm: { request: { token: string }; answer: { estado: 'pagada'; ticket: string } }
  sendmailentrada: { request: { token: string; force?: boolean }; answer: { sent: boolean; status: string } }
  qrentrada: { request: { EntradasEntregadasID: string }; answer: { url: string } }
  reembolsar: { request: { EntradasEntregadasID: string }; answer: { estado: 'reembolsada'; mailed: boolean } }
  sendmailpagar: { request: { userid: string; tipo: string; monto?: number }; answer: { message: string; correoEnviado: 'si' | 'no'; id?: string } }
  sendmailapurate: {
    // SPEC's {email, nombre, fecha, monto}: accepted so an older client keeps working, never used.
    request: { EntradasEntregadasID: string; email?: string; nombre?: string; fecha?: string; monto?: number | string }
    answer: { sent: true }
  }
  updateuserlegal: {
    request: { id: string; data: Record<string, string>; correction?: string }
    answer: LegalCorrectionAnswer
  }
}

export type FunctionName = keyof FunctionContracts
export type FunctionRequest<N extends FunctionName> = FunctionContracts[N]['request']
export type FunctionAnswer<N extends FunctionName> = FunctionContracts[N]['answer']

/** The fields each function's body may have (anything else is refused). */
export const REQUEST_FIELDS: { readonly [N in FunctionName]: readonly (keyof FunctionRequest<N> & string)[] } = {
  pideentrada: ['userid', 'entradaid'],
  updatetokenentregada: ['EntradasEntregadasID'],
  confirm: ['token'],
  abortpayment: ['token'],
  finalconfirm: ['token'],
  sendmailentrada: ['token', 'force'],
  qrentrada: ['EntradasEntregadasID'],
  reembolsar: ['EntradasEntregadasID'],
  sendmailpagar: ['userid', 'tipo', 'monto'],
  sendmailapurate: ['EntradasEntregadasID', 'email', 'nombre', 'fecha', 'monto'],
  updateuserlegal: ['id', 'data', 'correction'],
}

type Check<T> = (value: unknown) => value is T
type Fields = Record<string, unknown>

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const oneOf =
  <T extends string>(...values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value)
const optional =
  <T>(check: Check<T>) =>
  (value: unknown): value is T | undefined =>
    value === undefined || check(value)
const nullable =
  <T>(check: Check<T>) =>
  (value: unknown): value is T | null =>
    value === null || check(value)

type Checked<C> = C extends (value: unknown) => value is infer T ? T : never

/** An object whose listed fields pass their checks (other fields are allowed and ignored). */
function shape<F extends Record<string, Check<unknown>>>(fields: F): Check<{ [K in keyof F]: Checked<F[K]> }> {
  return (value: unknown): value is { [K in keyof F]: Checked<F[K]> } => isObject(value) && Object.entries(fields).every(([key, check]) => check(value[key]))
}

const isPaymentCompletion: Check<PaymentCompletion> = shape({ ticket: oneOf('issued', 'refunded', 'refundPending'), mailed: isBoolean })

const isConfirmResult: Check<ConfirmResult> = shape({
  paid: isBoolean,
  status: isString,
  response_code: nullable(isNumber),
  amount: isNumber,
  buy_order: isString,
  authorization_code: optional(isString),
  card_number: optional(isString),
  transaction_date: optional(isString),
  payment_type_code: optional(isString),
  completion: optional(isPaymentCompletion),
})

const isPublicTicketType: Check<PublicTicketType> = shape({ tipo: isString, nombreTipo: isString, nombreTipoIngles: isString })

export const isPublicTicket: Check<PublicTicket> = shape({
  estado: oneOf('creada', 'pagada', 'rechazada', 'reemplazada', 'reembolsada', 'vencida', 'transferida'),
  tipo: isString,
  nombreTipo: isString,
  nombreTipoIngles: isString,
  reemplazadaPor: optional(nullable(isPublicTicketType)),
})

const isSnapshotTicketType: Check<SnapshotTicketType> = shape({
  id: isString,
  code: isString,
  state: oneOf('disponible', 'agotada', 'anunciada'),
  price: isNumber,
  name: isString,
  nameEn: isString,
  image: isString,
  waitingList: isBoolean,
})

export const isPublicSnapshot: Check<PublicSnapshot> = shape({
  version: isString,
  banner: isString,
  catalogue: (value: unknown): value is SnapshotTicketType[] => Array.isArray(value) && value.every(isSnapshotTicketType),
  queue: isNumber,
  content: isString,
})

/** Checks of every function's success answer, for the caller to trust nothing it has not checked. */
export const ANSWER_CHECKS: { readonly [N in FunctionName]: Check<FunctionAnswer<N>> } = {
  pideentrada: shape({ message: isString }),
  updatetokenentregada: shape({ token: isString, url: isString }),
  confirm: nullable(isConfirmResult),
  abortpayment: shape({ estado: oneOf('abortada', 'rechazada', 'reembolsada') }),
  finalconfirm: shape({ estado: oneOf('pagada'), ticket: isString }),
  sendmailentrada: shape({ sent: isBoolean, status: isString }),
  qrentrada: shape({ url: isString }),
  reembolsar: shape({ estado: oneOf('reembolsada'), mailed: isBoolean }),
  sendmailpagar: shape({ message: isString, correoEnviado: oneOf('si', 'no'), id: optional(isString) }),
  sendmailapurate: shape({ sent: (value: unknown): value is true => value === true }),
  updateuserlegal: shape({ id: isString, correction: optional(isString), mailed: optional(isBoolean) }),
}
