import { pocketBaseDate as pbDate } from './pocketbase-date'
import { EVENT } from './event'
import { dateFormat } from './date-format'
import { refundBreaksAdmission } from './ticket-invariants'

/** Why an organiser refund is refused (null: it may be refunded). */
export type RefundRefusal = 'notPaid' | 'admitted' | 'waitlist' | 'windowClosed' | 'noPaymentDate' | 'previousSoldOut'

export interface RefundCandidate {
  estado: string
  /** When the ticket was paid (PocketBase date text, '' when never). */
  pagadoEn: string
  /** The ticket type is a waitlist type: non-refundable under the rules. */
  listaEspera: boolean
  /**
   * The ticket is an upgrade, and the level it replaced has no unit left: refunding it would give the
   * person their previous ticket back over that level's capacity (docs/decisions.md). Only the server knows.
   */
  previousSoldOut?: boolean
  /**
   * The holder was admitted at the door (this ticket or another of theirs): no money back while the
   * admission stands (src/domain/ticket-invariants.ts, Admitted ⇒ paid in full). Only the server knows.
   */
  admitted?: boolean
}


/** The calendar date (YYYY-MM-DD) of an instant in the event's time zone. */
function localDate(at: Date, timeZone: string): string {
  return dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}

/**
 * The last calendar day (YYYY-MM-DD, event time zone) on which a ticket paid at `paidAt` can still
 * be refunded: the rules give `days` calendar days after the payment day.
 */
export function refundLastDay(paidAt: Date, days: number = EVENT.refundPeriodDays, timeZone: string = EVENT.timeZone): string {
  const [y, m, d] = localDate(paidAt, timeZone).split('-').map(Number)
  const last = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days))
  return last.toISOString().slice(0, 10)
}

/** Whether a moderator may refund this ticket now (rules: withdrawal period; waitlist excluded). */
export function organiserRefundRefusal(
  ticket: RefundCandidate,
  now: Date,
  days: number = EVENT.refundPeriodDays,
  timeZone: string = EVENT.timeZone,
): RefundRefusal | null {
  if (ticket.estado !== 'pagada') return 'notPaid'
  if (refundBreaksAdmission({ admitted: ticket.admitted === true })) return 'admitted'
  if (ticket.listaEspera) return 'waitlist'
  if (!ticket.pagadoEn) return 'noPaymentDate'
  if (localDate(now, timeZone) > refundLastDay(pbDate(ticket.pagadoEn), days, timeZone)) return 'windowClosed'
  return ticket.previousSoldOut ? 'previousSoldOut' : null
}
