/**
 * Time budgets. A buyer's browser gets every answer within 10 s (issue #12), so a call plans for
 * CALL_BUDGET_MS and sizes each provider wait to what is left; work that does not fit stays
 * recorded as an intent and the reconciliation continues it. Locks expire just after the budget of
 * the call that holds them, so a killed function blocks nobody for long.
 */
export const CALL_BUDGET_MS = 9_000
/**
 * Longest single Webpay request: Transbank's plugin team measures 1–3 s normally and 5–10 s under load
 * (transbank-plugin-woocommerce-webpay-rest PR #379; shared/reference/payments.md appendix), so a
 * call may use most of the buyer's budget rather than hand a slow answer to the 5-minute
 * reconciliation. The SDK's own default (600 s) is far beyond Netlify's function limit.
 */
export const WEBPAY_TIMEOUT_MS = 8_000
/** Longest SMTP conversation for one mail. */
export const SMTP_TIMEOUT_MS = 5_000
/** A lock older than this belongs to a holder that has run out of budget (or died). */
export const LOCK_STALE_MS = CALL_BUDGET_MS + 1_000
/** Below this, starting another provider call is pointless: it would be cut off. */
const MIN_USEFUL_MS = 500

export class BudgetExhausted extends Error {
  constructor() {
    super('The time budget of this call is used up; the work continues in the reconciliation.')
  }
}

export class Budget {
  private readonly deadline: number
  constructor(ms: number = CALL_BUDGET_MS, now: () => number = Date.now) {
    this.now = now
    this.deadline = now() + ms
  }
  private readonly now: () => number

  remaining(): number {
    return Math.max(0, this.deadline - this.now())
  }

  /** The time a provider call may take now (at most `max`); throws when nothing useful is left. */
  slice(max: number): number {
    const left = this.remaining()
    if (left < MIN_USEFUL_MS) throw new BudgetExhausted()
    return Math.min(max, left)
  }
}
