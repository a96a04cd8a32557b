import http from 'node:http'
import { randomBytes } from 'node:crypto'
import { escapeHtml } from '../../src/domain/mail-layout.ts'

/**
 * A local stand-in for Transbank Webpay Plus (REST v1.2 and the browser payment form), faithful to
 * ../shared/reference/payments.md: same paths, headers, bodies, error statuses and messages, the
 * integration test cards, the emisor (bank) step and the four return flows. Dev and test tool only.
 */

export const API_BASE = '/rswebpaytransaction/api/webpay/v1.2'
export const INTEGRATION_COMMERCE_CODE = '597055555532'
export const INTEGRATION_API_KEY = '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C'
export const TEST_RUT = '11.111.111-1'
export const TEST_BANK_PASSWORD = '123'

const MINUTE = 60_000
const BUY_ORDER = /^[A-Za-z0-9|_=&%.,~:/?[+!@()>-]{1,26}$/
const TOKEN = /^[0-9a-f]{64}$/
const THREE_HOURS = 3 * 60 * MINUTE
const SEVEN_DAYS = 7 * 24 * 60 * MINUTE
const NINETY_DAYS = 90 * 24 * 60 * MINUTE

export type CardKind = 'credit' | 'debit' | 'prepaid'
export interface TestCard {
  label: string
  number: string
  cvv: string | null
  kind: CardKind
  approves: boolean
}

/** The integration test cards (payments.md §3). */
export const TEST_CARDS: readonly TestCard[] = [
  { label: 'VISA', number: '4051885600446623', cvv: '123', kind: 'credit', approves: true },
  { label: 'AMEX', number: '370000000002032', cvv: '1234', kind: 'credit', approves: true },
  { label: 'MASTERCARD', number: '5186059559590568', cvv: '123', kind: 'credit', approves: false },
  { label: 'Redcompra', number: '4051884239937763', cvv: null, kind: 'debit', approves: true },
  { label: 'Redcompra', number: '4511346660037060', cvv: null, kind: 'debit', approves: true },
  { label: 'Redcompra', number: '5186008541233829', cvv: null, kind: 'debit', approves: false },
  { label: 'Prepago VISA', number: '4051886000056590', cvv: '123', kind: 'prepaid', approves: true },
  { label: 'Prepago MASTERCARD', number: '5186174110629480', cvv: '123', kind: 'prepaid', approves: false },
]

const PAYMENT_TYPE: Record<CardKind, string> = { credit: 'VN', debit: 'VD', prepaid: 'VP' }

/**
 * Payment types (`payment_type_code`, transbank-developers-docs referencia/webpay "Tipo de pago"): VD
 * Venta Débito and VP Venta Prepago are debit/prepaid; VN Venta Normal, VC cuotas, SI/S2/NC cuotas sin
 * interés are credit, the instalment ones being VC, SI, S2 and NC. What a refund may do depends on it.
 */
export const DEBIT_OR_PREPAID_TYPES: readonly string[] = ['VD', 'VP']
export const INSTALMENT_TYPES: readonly string[] = ['VC', 'SI', 'S2', 'NC']

/**
 * Transbank's answer to a nullification of a debit or prepaid sale: HTTP 422 with this
 * `error_message` (a production answer quoted in transbank-plugin-woocommerce-webpay-rest#49, 2021:
 * "(HTTP code 422). Details: Debit or prepaid transactions only allow reverses, not nullifications.").
 */
export const DEBIT_NULLIFICATION_REFUSED = 'Debit or prepaid transactions only allow reverses, not nullifications.'

/**
 * Whether a debit or prepaid sale can be nullified (refunded after the reversal window). Transbank's
 * sources disagree: 'refused' is the production answer above and what Transbank's SDK example apps
 * said in 2024 ("No es posible realizar Anulaciones ni Anulaciones Parciales en tarjetas que no sean
 * de crédito", transbank-sdk-php-example resources/views/webpay/refund.blade.php before 2024-08-26;
 * the old producto/webpay: "Esta funcionalidad no aplica para tarjetas de débito Redcompra");
 * 'fullOnly' is what producto/webpay documents since 2022-07 ("La anulación de transacciones
 * realizadas con débito o prepago se encuentra disponible a partir de la versión 1.2 del API";
 * "solo es posible anular por el monto total"). The stand-in defaults to the harsher one: the shop
 * must cope with a refusal either way.
 */
export type DebitNullification = 'refused' | 'fullOnly'

export type StandInOperation = 'create' | 'commit' | 'status' | 'refund'

export interface WebpayStandInOptions {
  port: number
  host?: string
  commerceCode?: string
  apiKey?: string
  /** From create until the browser must reach the form (docs: 5 minutes). */
  tokenTtlMs?: number
  /** How long the form (card and emisor steps) waits before timing out (docs: 5 or 10 minutes). */
  formTimeoutMs?: number
  /** After the card result, how long commit is accepted; later the authorisation is reversed (undocumented). */
  commitWindowMs?: number
  /** Integration returns an abort by POST; production by GET. */
  abortReturnMethod?: 'POST' | 'GET'
  /** Whether debit and prepaid sales can be nullified after the reversal window (default 'refused'). */
  debitNullification?: DebitNullification
  /** Injected clock (ms since epoch) for tests. */
  now?: () => number
  log?: (line: string) => void
}

type Stage = 'created' | 'form' | 'bank' | 'result' | 'aborted' | 'timedout' | 'error'

interface Transaction {
  token: string
  buyOrder: string
  sessionId: string
  amount: number
  returnUrl: string
  createdAt: number
  formAt: number | null
  stage: Stage
  card: TestCard | null
  result: Record<string, unknown> | null
  resultAt: number | null
  committing: boolean
  commits: number
  committedAt: number | null
  status: string
  balance: number
}

export interface TransactionSnapshot {
  token: string
  buyOrder: string
  sessionId: string
  amount: number
  stage: Stage
  status: string
  commits: number
  balance: number
}

/** Switches only a test can reach (they are not exposed over HTTP). */
export interface WebpayStandInControls {
  /** Simulates an unreachable provider for the given operations (the connection is dropped). */
  setDown(operations: readonly StandInOperation[] | boolean): void
  /**
   * "Processed, but the answer was lost": the operation is carried out at Webpay, then the
   * connection is dropped before the answer (a timeout, a killed function, a network cut).
   */
  setAnswerLost(operations: readonly StandInOperation[] | boolean): void
  /** The operations are accepted but never answered (what a slow provider looks like to a timeout). */
  setHanging(operations: readonly StandInOperation[] | boolean): void
  /** Nullifications answer NULLIFIED with this failing response_code and do not happen (null restores). */
  setNullificationFailure(responseCode: number | null): void
  /**
   * Commits of an authorized transaction are refused with this 422 message and do not happen, while
   * status still reports AUTHORIZED: what Webpay answers around a late commit is undocumented
   * (shared/reference/payments.md appendix), so a test can try the harshest reading (null restores).
   */
  setCommitRefusal(message: string | null): void
  /**
   * Gives a committed sale's money back outside the shop, as an organiser in Transbank's portal or a
   * chargeback would: the transaction becomes NULLIFIED with balance 0, and the shop is not told.
   */
  refundOutsideTheShop(token: string): void
  /** How the abort ("Anular compra y volver al comercio") returns: POST on integration, GET in production. */
  setAbortReturnMethod(method: 'POST' | 'GET'): void
  /** Debit/prepaid nullifications refused (Transbank's 422) or accepted for the full amount (API 1.2 docs). */
  setDebitNullification(mode: DebitNullification): void
  /** Moves the stand-in's clock forward (e.g. past the 3-hour reversal window or the 7-day status limit). */
  advanceClock(ms: number): void
  /** Makes commit and status report this amount instead of the charged one (null restores). */
  setReportedAmount(amount: number | null): void
  transaction(token: string): TransactionSnapshot | undefined
}

export interface WebpayStandIn {
  url: string
  controls: WebpayStandInControls
  stop(): Promise<void>
}

function envMs(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

class TbkError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Webpay (stand-in)</title><style>
body{font-family:system-ui,sans-serif;background:#eef1f6;color:#1b1b1b;margin:0}
header{background:#d5006d;color:#fff;padding:.75rem 1rem;font-weight:700}
header small{font-weight:400;opacity:.85;margin-left:.5rem}
main{max-width:30rem;margin:1.5rem auto;background:#fff;border-radius:10px;padding:1.25rem;box-shadow:0 2px 8px #0002}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input,select{width:100%;padding:.6rem;font-size:1rem;border:1px solid #999;border-radius:6px;box-sizing:border-box}
button{margin-top:1rem;padding:.7rem 1rem;font-size:1rem;border-radius:6px;border:0;cursor:pointer}
.primary{background:#d5006d;color:#fff;width:100%}.secondary{background:none;color:#333;text-decoration:underline;width:100%}
.amount{font-size:1.5rem;font-weight:700}.error{color:#b00020;font-weight:600}.muted{color:#555;font-size:.9rem}
table{width:100%;border-collapse:collapse;font-size:.85rem}td{padding:.2rem;border-bottom:1px solid #ddd}
</style></head><body><header>Webpay<small>stand-in local (integración)</small></header><main>${body}</main></body></html>`
}

const clp = (amount: number) => `$${amount.toLocaleString('es-CL')}`

function hidden(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
}

/** An auto-submitted form back to the shop (how Webpay returns by POST). */
function returnForm(action: string, method: 'POST' | 'GET', fields: Record<string, string>, message: string): string {
  return page(
    'Volviendo al comercio',
    `<p>${escapeHtml(message)}</p><form id="tbk-return" method="${method.toLowerCase()}" action="${escapeHtml(action)}">${hidden(fields)}<button class="primary" type="submit">Volver al sitio del comercio</button></form>
<script>document.getElementById('tbk-return').submit()</script>`,
  )
}

function accountingDate(ms: number): string {
  const d = new Date(ms)
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`
}

async function readBody(req: http.IncomingMessage, max = 64 * 1024): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > max) throw new TbkError(413, 'Payload too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export function startWebpayStandIn(options: WebpayStandInOptions): Promise<WebpayStandIn> {
  const commerceCode = options.commerceCode ?? INTEGRATION_COMMERCE_CODE
  const apiKey = options.apiKey ?? INTEGRATION_API_KEY
  const tokenTtl = options.tokenTtlMs ?? envMs('WEBPAY_STANDIN_TOKEN_TTL_MS', 5 * MINUTE)
  const formTimeout = options.formTimeoutMs ?? envMs('WEBPAY_STANDIN_FORM_TIMEOUT_MS', 10 * MINUTE)
  const commitWindow = options.commitWindowMs ?? envMs('WEBPAY_STANDIN_COMMIT_WINDOW_MS', 10 * MINUTE)
  let abortMethod = options.abortReturnMethod ?? 'POST'
  const clock = options.now ?? Date.now
  let clockOffset = 0
  const now = () => clock() + clockOffset
  const log = options.log ?? (() => {})
  const transactions = new Map<string, Transaction>()
  let down = new Set<StandInOperation>()
  let answerLost = new Set<StandInOperation>()
  let hanging = new Set<StandInOperation>()
  let nullificationFailure: number | null = null
  let commitRefusal: string | null = null
  let reportedAmount: number | null = null
  let debitNullification: DebitNullification = options.debitNullification ?? 'refused'
  let origin = ''

  /** Lazily applies the clock: reverses results nobody committed in time. */
  function refresh(tx: Transaction) {
    if (tx.stage === 'result' && tx.commits === 0 && tx.resultAt !== null && now() - tx.resultAt > commitWindow && tx.status === 'AUTHORIZED') {
      tx.status = 'REVERSED'
      tx.balance = 0
      if (tx.result) tx.result = { ...tx.result, status: 'REVERSED' }
    }
  }

  function body(tx: Transaction): Record<string, unknown> {
    const amount = reportedAmount ?? tx.amount
    if (!tx.result) {
      return {
        vci: '',
        amount,
        status: tx.status,
        buy_order: tx.buyOrder,
        session_id: tx.sessionId,
        accounting_date: accountingDate(tx.createdAt),
        transaction_date: new Date(tx.createdAt).toISOString(),
        installments_number: 0,
      }
    }
    return {
      ...tx.result,
      amount,
      status: tx.status,
      ...(tx.status === 'NULLIFIED' || tx.status === 'PARTIALLY_NULLIFIED' ? { balance: tx.balance } : {}),
    }
  }

  // Unknown and too old tokens are 422s with these exact messages, not 404s: Transbank's WooCommerce
  // plugin lists them (transbank-plugin-woocommerce-webpay-rest, Helpers/ErrorUtil.php: "status 422 =>
  // Invalid value for parameter: transaction not found" and "status 422 => The transactions's date has
  // passed max time (7 days) to recover the status"); the 7 days are documented in
  // transbank-developers-docs documentacion/webpay-plus ("Obtener estado de una transacción").
  function lookup(token: string, maxAge: number, tooOld: string): Transaction {
    if (!TOKEN.test(token)) throw new TbkError(422, 'Invalid value for parameter: token')
    const tx = transactions.get(token)
    if (!tx) throw new TbkError(422, 'Invalid value for parameter: transaction not found')
    if (now() - tx.createdAt > maxAge) throw new TbkError(422, tooOld)
    refresh(tx)
    return tx
  }

  const find = (token: string) => lookup(token, SEVEN_DAYS, "The transactions's date has passed max time (7 days) to recover the status")

  function parseJson(raw: string, allowed: readonly string[]): Record<string, unknown> {
    let parsed: unknown
    try {
      parsed = raw.trim() === '' ? {} : JSON.parse(raw)
    } catch {
      throw new TbkError(400, 'Invalid JSON')
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new TbkError(400, 'Invalid JSON')
    const extra = Object.keys(parsed).filter((k) => !allowed.includes(k))
    if (extra.length > 0) throw new TbkError(400, `Unexpected field: ${extra.join(', ')}`)
    return parsed as Record<string, unknown>
  }

  function create(input: Record<string, unknown>) {
    const { buy_order, session_id, amount, return_url } = input
    if (typeof buy_order !== 'string' || !BUY_ORDER.test(buy_order)) throw new TbkError(422, 'Invalid value for parameter: buy_order')
    if (typeof session_id !== 'string' || session_id.length < 1 || session_id.length > 61) {
      throw new TbkError(422, 'Invalid value for parameter: session_id')
    }
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || String(amount).length > 17) {
      throw new TbkError(422, 'Invalid value for parameter: amount')
    }
    let validUrl = false
    if (typeof return_url === 'string' && return_url.length <= 255) {
      try {
        validUrl = ['http:', 'https:'].includes(new URL(return_url).protocol)
      } catch {
        validUrl = false
      }
    }
    if (!validUrl) throw new TbkError(422, 'Invalid value for parameter: return_url')
    // Webpay requires buy_order to be unique per transaction (the SOAP API answered "Transaction
    // already exists(21)"; REST leaves it undocumented), so the stand-in refuses a reused one.
    if ([...transactions.values()].some((t) => t.buyOrder === buy_order)) {
      throw new TbkError(422, 'Transaction already exists')
    }
    const token = randomBytes(32).toString('hex')
    transactions.set(token, {
      token,
      buyOrder: buy_order,
      sessionId: session_id,
      amount,
      returnUrl: return_url as string,
      createdAt: now(),
      formAt: null,
      stage: 'created',
      card: null,
      result: null,
      resultAt: null,
      committing: false,
      commits: 0,
      committedAt: null,
      status: 'INITIALIZED',
      balance: amount,
    })
    log(`create ${buy_order} ${amount} → ${token.slice(0, 8)}…`)
    return { token, url: `${origin}/webpayserver/initTransaction` }
  }

  // Commit errors as Transbank answers them: a second or concurrent commit is "Transaction already
  // locked by another process"; an aborted one "Invalid status '10' …" (transbank-sdk-nodejs#37,
  // transbank-sdk-java#129); a timed-out form "Transaction has an invalid finished state: aborted"
  // (transbank-sdk-nodejs#94).
  async function commit(token: string) {
    const tx = find(token)
    if (tx.committing || tx.commits > 0) throw new TbkError(422, 'Transaction already locked by another process')
    if (tx.stage === 'aborted') {
      throw new TbkError(422, "Invalid status '10' for transaction while authorizing. Commerce will be notified by webpay to authorize")
    }
    if (tx.stage === 'timedout' || tx.stage === 'error' || tx.status === 'REVERSED') {
      throw new TbkError(422, 'Transaction has an invalid finished state: aborted')
    }
    if (tx.stage !== 'result') {
      throw new TbkError(422, "Invalid status '0' for transaction while authorizing. Commerce will be notified by webpay to authorize")
    }
    if (commitRefusal !== null) throw new TbkError(422, commitRefusal)
    tx.committing = true
    // A real commit takes a moment: this is where concurrent commits meet the lock.
    await new Promise((r) => setTimeout(r, 20))
    tx.committing = false
    tx.commits += 1
    tx.committedAt = now()
    log(`commit ${tx.buyOrder} → ${tx.status}`)
    return body(tx)
  }

  // Refunds are accepted for 90 days after the sale ("plazo de 90 días desde la fecha de venta",
  // producto/webpay, "Anulaciones"), longer than status answers (7 days). Refusals carry Transbank's
  // documented refund error codes (referencia/webpay, refund errors: 284 period exceeded, 292 not
  // authorised, 310 already nullified, 311 amount exceeds the balance); the REST texts are
  // undocumented, so the code is in the text and the shop must read both.
  const findForRefund = (token: string) => lookup(token, NINETY_DAYS, 'Nullification period exceeded (284)')

  // Transbank's refund rules (producto/webpay, "Anulaciones y Reversas"; every refusal is HTTP 422
  // with {"error_message": …}, referencia/webpay "Códigos y mensajes de error"):
  // - a full refund within 3 hours of the confirmation (commit) is a reversal answering only
  //   {"type":"REVERSED"}, for credit, debit and prepaid alike ("antes de las 3 horas de efectuada la
  //   confirmación por el monto total y en compras con tarjeta de crédito, débito o prepago";
  //   transbank-developers-docs 09a6b01 moved 1 h to 3 h);
  // - later it is always a nullification ("Una vez pasadas las tres horas, siempre se ejecutará una
  //   anulación"): credit for any amount up to the balance, but no partial one on instalments (error
  //   53); debit and prepaid never partially ("solo es posible anular por el monto total") and, by
  //   default, not at all (DebitNullification above).
  function refund(token: string, input: Record<string, unknown>) {
    const tx = findForRefund(token)
    const amount = input.amount
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) throw new TbkError(422, 'Invalid value for parameter: amount')
    if (tx.commits > 0 && tx.status === 'NULLIFIED') throw new TbkError(422, 'Transaction already nullified (310)')
    if (tx.commits === 0 || !['AUTHORIZED', 'PARTIALLY_NULLIFIED'].includes(tx.status)) {
      throw new TbkError(422, 'Transaction not authorized (292)')
    }
    if (amount > tx.balance) throw new TbkError(422, 'Amount exceeds the balance (311)')
    const code = tx.result?.['payment_type_code']
    const paymentType = typeof code === 'string' ? code : 'VN'
    const debitOrPrepaid = DEBIT_OR_PREPAID_TYPES.includes(paymentType)
    if (debitOrPrepaid && amount !== tx.balance) throw new TbkError(422, 'Partial nullification not allowed')
    if (amount === tx.amount && tx.status === 'AUTHORIZED' && tx.committedAt !== null && now() - tx.committedAt < THREE_HOURS) {
      tx.status = 'REVERSED'
      tx.balance = 0
      return { type: 'REVERSED' }
    }
    if (debitOrPrepaid && debitNullification === 'refused') throw new TbkError(422, DEBIT_NULLIFICATION_REFUSED)
    if (INSTALMENT_TYPES.includes(paymentType) && amount !== tx.balance) {
      throw new TbkError(422, 'Partial nullification not allowed for instalment transactions (53)')
    }
    // Anything else is a nullification, and its answer must be judged by response_code: "Si es
    // exitoso es 0, de lo contrario la anulación no fue realizada" (transbank-developers-docs
    // referencia/webpay/README.md, "Respuesta Transaction.refund"). A failed one changes nothing.
    if (nullificationFailure !== null) {
      return {
        type: 'NULLIFIED',
        authorization_code: '',
        authorization_date: new Date(now()).toISOString(),
        nullified_amount: 0,
        balance: tx.balance,
        response_code: nullificationFailure,
      }
    }
    tx.balance -= amount
    tx.status = tx.balance === 0 ? 'NULLIFIED' : 'PARTIALLY_NULLIFIED'
    return {
      type: 'NULLIFIED',
      authorization_code: '123456',
      authorization_date: new Date(now()).toISOString(),
      nullified_amount: amount,
      balance: tx.balance,
      response_code: 0,
    }
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, pathname: string) {
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data))
    }
    try {
      if (req.headers['tbk-api-key-id'] !== commerceCode || req.headers['tbk-api-key-secret'] !== apiKey) {
        throw new TbkError(401, 'Not Authorized')
      }
      const rest = pathname.slice(API_BASE.length)
      const match = /^\/transactions(?:\/([^/]+))?(\/refunds)?\/?$/.exec(rest)
      if (!match) throw new TbkError(404, 'Not Found')
      const [, token, refunds] = match
      const operation: StandInOperation | null =
        !token && req.method === 'POST' ? 'create'
        : token && !refunds && req.method === 'PUT' ? 'commit'
        : token && !refunds && req.method === 'GET' ? 'status'
        : token && refunds && req.method === 'POST' ? 'refund'
        : null
      if (!operation) throw new TbkError(405, 'Method not allowed')
      if (down.has(operation)) {
        req.socket.destroy()
        return
      }
      if (hanging.has(operation)) return
      // The operation happens at Webpay, but its answer never reaches the shop (the SDK's timeout,
      // a function killed mid-call): the reason every call needs an intent and a status() retry.
      const reply = answerLost.has(operation)
        ? () => {
            req.socket.destroy()
          }
        : send
      let input: Record<string, unknown> = {}
      if (req.method === 'POST' || req.method === 'PUT') {
        const type = String(req.headers['content-type'] ?? '')
        if (!type.toLowerCase().startsWith('application/json')) throw new TbkError(415, 'Unsupported Media Type')
        const allowed = operation === 'create' ? ['buy_order', 'session_id', 'amount', 'return_url'] : operation === 'refund' ? ['amount'] : []
        input = parseJson(await readBody(req), allowed)
      }
      const id = decodeURIComponent(token ?? '')
      if (operation === 'create') return reply(200, create(input))
      if (operation === 'commit') return reply(200, await commit(id))
      if (operation === 'status') return reply(200, body(find(id)))
      return reply(200, refund(id, input))
    } catch (err) {
      if (err instanceof TbkError) return send(err.status, { error_message: err.message })
      log(`error: ${err instanceof Error ? err.message : String(err)}`)
      return send(500, { error_message: 'Unexpected error' })
    }
  }

  // ---- Browser side: the payment form, the emisor step and the return flows -------------------

  // Flow 4 ("Resumen de flujos", documentacion/webpay-plus): Webpay's error page returns token_ws AND
  // TBK_TOKEN by POST (woocommerce-webpay-rest#248 shows it in production). It also appears when the
  // form is reached again AFTER a successful authorization (back button, a second tab): the
  // authorization stands and can still be committed, so only a transaction without a result ends here.
  function errorFlow(tx: Transaction, res: http.ServerResponse, reason: string) {
    if (tx.stage !== 'result') tx.stage = 'error'
    const fields = { token_ws: tx.token, TBK_TOKEN: tx.token, TBK_ORDEN_COMPRA: tx.buyOrder, TBK_ID_SESION: tx.sessionId }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      page(
        'Error',
        `<h1>Ha ocurrido un error</h1><p class="error">${escapeHtml(reason)}</p><form id="tbk-error" method="post" action="${escapeHtml(tx.returnUrl)}">${hidden(fields)}<button class="primary" type="submit">Volver al sitio</button></form>`,
      ),
    )
  }

  // Flow 3: the docs say the abort comes back by GET since API 1.1 except on integration, where it
  // stays a POST (documentacion/webpay-plus, "Resumen de flujos"; SDK CHANGELOG 3.0.0).
  function abortFlow(tx: Transaction, res: http.ServerResponse) {
    tx.stage = 'aborted'
    const fields = { TBK_TOKEN: tx.token, TBK_ORDEN_COMPRA: tx.buyOrder, TBK_ID_SESION: tx.sessionId }
    if (abortMethod === 'GET') return redirect(res, tx.returnUrl, fields)
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(returnForm(tx.returnUrl, 'POST', fields, 'Compra anulada.'))
  }

  function timeoutFlow(tx: Transaction, res: http.ServerResponse) {
    tx.stage = 'timedout'
    const fields = { TBK_ORDEN_COMPRA: tx.buyOrder, TBK_ID_SESION: tx.sessionId }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(returnForm(tx.returnUrl, 'POST', fields, 'Se agotó el tiempo para pagar.'))
  }

  function redirect(res: http.ServerResponse, target: string, fields: Record<string, string>) {
    const url = new URL(target)
    for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value)
    res.writeHead(303, { location: url.href, 'content-type': 'text/html; charset=utf-8' }).end()
  }

  function formExpired(tx: Transaction) {
    return tx.formAt !== null && now() - tx.formAt > formTimeout
  }

  function cardPage(tx: Transaction, error = ''): string {
    const left = Math.max(0, formTimeout - (now() - (tx.formAt ?? now())))
    const rows = TEST_CARDS.map(
      (c) => `<tr><td>${escapeHtml(c.label)}</td><td>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</td><td>${c.cvv ?? '–'}</td><td>${c.approves ? 'aprueba' : 'rechaza'}</td></tr>`,
    ).join('')
    return page(
      'Pago',
      `<p class="muted">Orden de compra ${escapeHtml(tx.buyOrder)}</p><p>Monto a pagar</p><p class="amount">${clp(tx.amount)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form id="card-form" method="post" action="/webpayserver/card">${hidden({ token_ws: tx.token })}
<label for="card_number">Número de tarjeta</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="off" required>
<label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="off">
<label for="expiry">Fecha de expiración (MM/AA)</label><input id="expiry" name="expiry" placeholder="12/30" autocomplete="off">
<button class="primary" type="submit" name="action" value="pay">Pagar</button>
<button class="secondary" type="submit" name="action" value="abort" formnovalidate>Anular compra y volver al comercio</button></form>
<form id="timeout-form" method="post" action="/webpayserver/timeout">${hidden({ token_ws: tx.token })}</form>
<details><summary class="muted">Tarjetas de prueba</summary><table>${rows}</table></details>
<script>setTimeout(function(){document.getElementById('timeout-form').submit()}, ${left + 50})</script>`,
    )
  }

  function bankPage(tx: Transaction, error = ''): string {
    const left = Math.max(0, formTimeout - (now() - (tx.formAt ?? now())))
    return page(
      'Autenticación del emisor',
      `<h1>Autenticación</h1><p class="muted">Banco de prueba · ${escapeHtml(tx.card?.label ?? '')} terminada en ${tx.card?.number.slice(-4) ?? ''} · ${clp(tx.amount)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form id="bank-form" method="post" action="/webpayserver/bank">${hidden({ token_ws: tx.token })}
<label for="rut">RUT</label><input id="rut" name="rut" autocomplete="off" placeholder="${TEST_RUT}">
<label for="password">Clave</label><input id="password" name="password" type="password" autocomplete="off">
<button class="primary" type="submit" name="action" value="accept">Aceptar</button>
<button class="secondary" type="submit" name="action" value="reject">Rechazar</button></form>
<form id="timeout-form" method="post" action="/webpayserver/timeout">${hidden({ token_ws: tx.token })}</form>
<script>setTimeout(function(){document.getElementById('timeout-form').submit()}, ${left + 50})</script>`,
    )
  }

  function settle(tx: Transaction, approved: boolean, vci: string) {
    const at = now()
    const card = tx.card
    tx.stage = 'result'
    tx.status = approved ? 'AUTHORIZED' : 'FAILED'
    tx.resultAt = at
    tx.result = {
      vci,
      amount: tx.amount,
      status: tx.status,
      buy_order: tx.buyOrder,
      session_id: tx.sessionId,
      card_detail: { card_number: card ? card.number.slice(-4) : '' },
      accounting_date: accountingDate(at),
      transaction_date: new Date(at).toISOString(),
      authorization_code: approved ? '1213' : '000000',
      payment_type_code: card ? PAYMENT_TYPE[card.kind] : 'VN',
      response_code: approved ? 0 : -1,
      installments_number: 0,
    }
    log(`result ${tx.buyOrder} → ${tx.status}`)
  }

  async function browser(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const html = (status: number, text: string) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(text)
    let form = new URLSearchParams()
    if (req.method === 'POST') form = new URLSearchParams(await readBody(req))
    else if (req.method !== 'GET') return html(405, page('Error', '<p class="error">Método no permitido</p>'))
    const token = form.get('token_ws') ?? url.searchParams.get('token_ws') ?? ''
    const tx = TOKEN.test(token) ? transactions.get(token) : undefined
    if (!tx) return html(404, page('Error', '<h1>Transacción no encontrada</h1><p class="error">El token no es válido.</p>'))
    refresh(tx)
    const action = form.get('action') ?? ''

    if (url.pathname === '/webpayserver/initTransaction') {
      if (tx.stage === 'created') {
        if (now() - tx.createdAt > tokenTtl) return errorFlow(tx, res, 'El token de la transacción expiró.')
        tx.stage = 'form'
        tx.formAt = now()
      }
      if (tx.stage === 'form') return formExpired(tx) ? timeoutFlow(tx, res) : html(200, cardPage(tx))
      if (tx.stage === 'bank') return formExpired(tx) ? timeoutFlow(tx, res) : html(200, bankPage(tx))
      return errorFlow(tx, res, 'La transacción ya fue procesada.')
    }
    if (url.pathname === '/webpayserver/timeout') {
      if ((tx.stage === 'form' || tx.stage === 'bank') && formExpired(tx)) return timeoutFlow(tx, res)
      return html(409, page('Error', '<p class="error">La transacción no ha expirado.</p>'))
    }
    if (url.pathname === '/webpayserver/card') {
      if (tx.stage !== 'form') return errorFlow(tx, res, 'La transacción ya fue procesada.')
      if (formExpired(tx)) return timeoutFlow(tx, res)
      if (action === 'abort') return abortFlow(tx, res)
      const number = (form.get('card_number') ?? '').replace(/[\s-]/g, '')
      const card = TEST_CARDS.find((c) => c.number === number)
      if (!card) return html(200, cardPage(tx, 'Tarjeta no válida. Usa una tarjeta de prueba.'))
      if (card.cvv !== null && (form.get('cvv') ?? '').trim() !== card.cvv) return html(200, cardPage(tx, 'CVV incorrecto.'))
      tx.card = card
      tx.stage = 'bank'
      return html(200, bankPage(tx))
    }
    if (url.pathname === '/webpayserver/bank') {
      if (tx.stage !== 'bank') return errorFlow(tx, res, 'La transacción ya fue procesada.')
      if (formExpired(tx)) return timeoutFlow(tx, res)
      if (action === 'reject') settle(tx, false, 'TSN')
      else {
        const rut = (form.get('rut') ?? '').replace(/[.\s]/g, '').toUpperCase()
        if (rut !== TEST_RUT.replace(/\./g, '') || form.get('password') !== TEST_BANK_PASSWORD) {
          return html(200, bankPage(tx, 'RUT o clave incorrectos.'))
        }
        settle(tx, tx.card?.approves ?? false, 'TSY')
      }
      return redirect(res, tx.returnUrl, { token_ws: tx.token })
    }
    return html(404, page('Error', '<p class="error">No encontrado</p>'))
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    if (url.pathname === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok' }))
      return
    }
    const handle = url.pathname.startsWith(API_BASE) ? api(req, res, url.pathname) : url.pathname.startsWith('/webpayserver/') ? browser(req, res, url) : null
    if (!handle) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error_message: 'Not Found' }))
      return
    }
    handle.catch((err: unknown) => {
      log(`error: ${err instanceof Error ? err.message : String(err)}`)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error_message: 'Unexpected error' }))
    })
  })

  const controls: WebpayStandInControls = {
    setDown(operations) {
      down = new Set(operations === true ? ['create', 'commit', 'status', 'refund'] : operations === false ? [] : operations)
    },
    setAnswerLost(operations) {
      answerLost = new Set(operations === true ? ['create', 'commit', 'status', 'refund'] : operations === false ? [] : operations)
    },
    setHanging(operations) {
      hanging = new Set(operations === true ? ['create', 'commit', 'status', 'refund'] : operations === false ? [] : operations)
    },
    setNullificationFailure(responseCode) {
      nullificationFailure = responseCode
    },
    setCommitRefusal(message) {
      commitRefusal = message
    },
    refundOutsideTheShop(token) {
      const tx = transactions.get(token)
      if (!tx || tx.commits === 0) throw new Error(`no committed transaction ${token}`)
      tx.balance = 0
      tx.status = 'NULLIFIED'
    },
    setAbortReturnMethod(method) {
      abortMethod = method
    },
    setDebitNullification(mode) {
      debitNullification = mode
    },
    advanceClock(ms) {
      clockOffset += ms
    },
    setReportedAmount(amount) {
      reportedAmount = amount
    },
    transaction(token) {
      const tx = transactions.get(token)
      if (!tx) return undefined
      refresh(tx)
      const { buyOrder, sessionId, amount, stage, status, commits, balance } = tx
      return { token, buyOrder, sessionId, amount, stage, status, commits, balance }
    },
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : options.port
      origin = `http://127.0.0.1:${port}`
      resolve({
        url: origin,
        controls,
        stop: () =>
          new Promise<void>((r) => {
            server.closeAllConnections()
            server.close(() => r())
          }),
      })
    })
  })
}
