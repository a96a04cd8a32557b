/**
 * "Send my ticket again" (issue #28): the holder of a paid ticket may have its mail sent again, once
 * every few minutes per person (functions/_shared/ticket-resend.ts), so a lost mail never needs the
 * organisers' inbox and the button cannot be used to flood an address.
 */
export const TICKET_RESEND_MINUTES = 5

/** Seconds until the next resend is allowed after one at `last` (0: allowed now). */
export function resendWaitSeconds(last: Date | null, now: Date): number {
  if (!last) return 0
  const wait = last.getTime() + TICKET_RESEND_MINUTES * 60_000 - now.getTime()
  return wait > 0 ? Math.ceil(wait / 1000) : 0
}
