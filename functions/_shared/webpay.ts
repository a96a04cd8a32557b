import tbk from 'transbank-sdk'
import type { Budget} from './budget.ts';
import { BudgetExhausted, WEBPAY_TIMEOUT_MS } from './budget.ts'
import { serverEnv } from './env.ts'
import { isWebpayToken } from '../../src/domain/ids.ts'

// transbank-sdk is CommonJS: only its default import works under native ESM (payments.md §4).
const { WebpayPlus, Options } = tbk

/** The commit/status body (payments.md §1.5); only the fields the shop relies on are typed strictly. */
export interface WebpayResult {
  vci: string
  amount: number
  status: string
  buy_order: string
  session_id: string
  card_detail: { card_number: string } | null
  accounting_date: string
  transaction_date: string
  authorization_code: string
  payment_type_code: string
  response_code: number | null
  installments_number: number
  /** What is left after nullifications (only present once one happened). */
  balance: number | null
}

/** A failed Webpay call: `httpStatus` is null when the provider could not be reached at all. */
export class WebpayError extends Error {
  constructor(
    readonly httpStatus: number | null,
    readonly providerMessage: string,
  ) {
    super(httpStatus === null ? `Webpay unreachable: ${providerMessage}` : `Webpay answered ${httpStatus}: ${providerMessage}`)
  }
}

/** The SDK throws `TransbankError` (not exported, not instanceof-detectable): read name and message. */
export function toWebpayError(err: unknown): WebpayError {
  if (err instanceof WebpayError) return err
  if (err instanceof BudgetExhausted) return new WebpayError(null, err.message)
  if (err instanceof Error && err.name === 'TransbankError') {
    const [first = '', second = ''] = err.message.split('\n')
    const status = /status code (\d{3})/.exec(first)?.[1]
    return new WebpayError(status ? Number(status) : null, (second || first).trim())
  }
  // The SDK's own argument checks throw plain Errors before any request.
  return new WebpayError(null, err instanceof Error ? err.message : String(err))
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')
const int = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : NaN)

function parseResult(data: unknown): WebpayResult {
  if (typeof data !== 'object' || data === null) throw new WebpayError(200, 'Unexpected answer from Webpay')
  const d = data as Record<string, unknown>
  const card = typeof d.card_detail === 'object' && d.card_detail !== null ? (d.card_detail as Record<string, unknown>) : null
  const result: WebpayResult = {
    vci: str(d.vci),
    amount: int(d.amount),
    status: str(d.status),
    buy_order: str(d.buy_order),
    session_id: str(d.session_id),
    card_detail: card ? { card_number: str(card.card_number) } : null,
    accounting_date: str(d.accounting_date),
    transaction_date: str(d.transaction_date),
    authorization_code: str(d.authorization_code),
    payment_type_code: str(d.payment_type_code),
    response_code: typeof d.response_code === 'number' ? d.response_code : null,
    installments_number: typeof d.installments_number === 'number' ? d.installments_number : 0,
    balance: typeof d.balance === 'number' ? d.balance : null,
  }
  if (!result.status || Number.isNaN(result.amount)) throw new WebpayError(200, 'Unexpected answer from Webpay')
  return result
}

/** Statuses after which a transaction does not change by itself any more. */
export const FINAL_STATUSES = new Set(['AUTHORIZED', 'FAILED', 'REVERSED', 'NULLIFIED', 'PARTIALLY_NULLIFIED', 'CAPTURED'])

/**
 * Webpay says a transaction does not exist (any more): unknown token, or older than the 7 days
 * status is kept (422 with these messages, see scripts/lib/webpay-standin.ts).
 */
export function isGoneError(err: unknown): boolean {
  if (!(err instanceof WebpayError)) return false
  if (err.httpStatus === 404) return true
  return err.httpStatus === 422 && /transaction not found|max time \(7 days\)/i.test(err.providerMessage)
}

/**
 * A refund refused because the amount was already given back: Transbank documents the refund error
 * 310 "already nullified" (referencia/webpay, refund errors; shared/reference/payments.md §1.6). The
 * REST text is undocumented, so the code or the words are both read; anything else refused is not
 * taken as a refund (the organiser sees the answer).
 */
export function isAlreadyNullifiedError(err: WebpayError): boolean {
  return err.httpStatus === 422 && /\b310\b|already (fully )?nullified/i.test(err.providerMessage)
}

type Transaction = InstanceType<typeof WebpayPlus.Transaction>

/** One SDK call, cut off when the call's budget (or WEBPAY_TIMEOUT_MS) runs out. */
async function call<T>(budget: Budget, run: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    const env = serverEnv()
    const timeout = budget.slice(WEBPAY_TIMEOUT_MS)
    return await run(new WebpayPlus.Transaction(new Options(env.webpayCommerceCode, env.webpayApiKey, env.webpayBaseUrl, timeout)))
  } catch (err) {
    throw toWebpayError(err)
  }
}

/** A refund answer (payments.md §1.6): REVERSED carries only `type`; NULLIFIED the rest. */
export interface RefundAnswer {
  type: string
  response_code: number | null
  balance: number | null
  nullified_amount: number | null
  authorization_code: string
}

/**
 * Whether Webpay actually gave the whole amount back. A reversal is `{type: REVERSED}`; a
 * nullification happened only with response_code 0 ("de lo contrario la anulación no fue
 * realizada") and is complete only when nothing is left (balance 0).
 */
export function refundCompleted(answer: RefundAnswer): boolean {
  if (answer.type === 'REVERSED') return true
  return answer.type === 'NULLIFIED' && answer.response_code === 0 && answer.balance === 0
}

export const webpay = {
  async create(buyOrder: string, sessionId: string, amount: number, returnUrl: string, budget: Budget): Promise<{ token: string; url: string }> {
    const data: unknown = await call(budget, (tx) => tx.create(buyOrder, sessionId, amount, returnUrl))
    const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
    if (!isWebpayToken(d.token) || typeof d.url !== 'string') {
      throw new WebpayError(200, 'Unexpected answer from Webpay')
    }
    return { token: d.token, url: d.url }
  },
  commit: async (token: string, budget: Budget) => parseResult(await call(budget, (tx) => tx.commit(token))),
  status: async (token: string, budget: Budget) => parseResult(await call(budget, (tx) => tx.status(token))),
  async refund(token: string, amount: number, budget: Budget): Promise<RefundAnswer> {
    const data: unknown = await call(budget, (tx) => tx.refund(token, amount))
    const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)
    return {
      type: str(d.type),
      response_code: num(d.response_code),
      balance: num(d.balance),
      nullified_amount: num(d.nullified_amount),
      authorization_code: str(d.authorization_code),
    }
  },
}
