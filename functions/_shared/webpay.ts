import tbk from 'transbank-sdk'
import { serverEnv } from './env.ts'

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

export function parseResult(data: unknown): WebpayResult {
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
  }
  if (!result.status || Number.isNaN(result.amount)) throw new WebpayError(200, 'Unexpected answer from Webpay')
  return result
}

/** Statuses after which a transaction does not change by itself any more. */
export const FINAL_STATUSES = new Set(['AUTHORIZED', 'FAILED', 'REVERSED', 'NULLIFIED', 'PARTIALLY_NULLIFIED', 'CAPTURED'])

function transaction() {
  const env = serverEnv()
  return new WebpayPlus.Transaction(new Options(env.webpayCommerceCode, env.webpayApiKey, env.webpayBaseUrl, 20_000))
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (err) {
    throw toWebpayError(err)
  }
}

export const webpay = {
  async create(buyOrder: string, sessionId: string, amount: number, returnUrl: string): Promise<{ token: string; url: string }> {
    const data: unknown = await call(() => transaction().create(buyOrder, sessionId, amount, returnUrl))
    const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
    if (typeof d.token !== 'string' || !/^[0-9a-f]{64}$/.test(d.token) || typeof d.url !== 'string') {
      throw new WebpayError(200, 'Unexpected answer from Webpay')
    }
    return { token: d.token, url: d.url }
  },
  commit: async (token: string) => parseResult(await call(() => transaction().commit(token))),
  status: async (token: string) => parseResult(await call(() => transaction().status(token))),
  async refund(token: string, amount: number): Promise<{ type: string }> {
    const data: unknown = await call(() => transaction().refund(token, amount))
    const type = typeof data === 'object' && data !== null && 'type' in data ? String(data.type) : ''
    return { type }
  },
}
