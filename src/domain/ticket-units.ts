/**
 * The one stock rule: an issued ticket holds a unit of its type while it is approved and unpaid
 * (`creada`) or paid (`pagada`). Every other state — rejected, expired, replaced by an upgrade,
 * refunded, or the ticket deleted — holds none, so leaving a holding state returns the unit once and
 * entering one takes it. Approval takes it (with the sold-out check); every later change of state goes
 * by this rule: changes made through the API (pb_hooks/lib/ticket-stock.js), an upgrade replacing the
 * old ticket and a refund (pb_hooks/payments.pb.js), an expiry (lib/deadlines.js), an account deletion
 * (lib/account-deletion.js) and a cancelled upgrade (lib/upgrade-base.js).
 */
export const UNIT_HOLDING_STATES = ['creada', 'pagada'] as const

export const holdsUnit = (estado: string | null): boolean => estado === 'creada' || estado === 'pagada'

/** Units that go back to the type's stock when a ticket goes from `before` to `after` (null: deleted); negative takes them. */
export const stockChange = (before: string | null, after: string | null): number => Number(holdsUnit(before)) - Number(holdsUnit(after))

/** The most units a type's remaining quantity may be set to (a recount, a new batch, a new type's start). */
export const STOCK_MAX = 100_000

export const isStockQuantity = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= STOCK_MAX
