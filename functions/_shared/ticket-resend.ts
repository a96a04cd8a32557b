import type { IssuedTicketRecord, TypedPocketBase, UserRecord } from '../../src/types/pocketbase.ts'
import { pocketBaseDate } from '../../src/domain/pocketbase-date.ts'
import { resendWaitSeconds } from '../../src/domain/ticket-resend.ts'
import { writeAudit } from './audit.ts'
import { HttpError } from './http.ts'
import { claimMail } from './mail-budget.ts'
import { acquireLock, releaseLock } from './payments.ts'
import { findFirst } from './pocketbase.ts'
import { sendTicketMail, type TicketMailOutcome } from './ticket-mail.ts'

/** A resend whose mail SMTP did not confirm in time: it may have gone; the claim stands either way. */
export type TicketResendOutcome = TicketMailOutcome | 'unconfirmed'

const TOO_SOON = 'Your ticket was sent a moment ago: wait a few minutes before asking again.'

/**
 * "Send my ticket again" from /profile: the holder's own paid ticket (found by its Webpay token and
 * its holder, so a ticket handed over keeps working for its new holder), at most once every
 * TICKET_RESEND_MINUTES per person and within the recipient's mail budget (src/domain/mail-budgets.ts).
 * The per-person lock makes the check and the audit row one step for parallel clicks. The audit row
 * (actor: the attendee) is both the limit's memory and the record of the mail in "Mis datos", and it
 * is written before the mail goes: an SMTP server that accepts the message but answers after our
 * timeout has delivered it, and a row written only after a confirmed send would let the next click
 * send another (issue #36). So a failed or unconfirmed send keeps the claim and answers `unconfirmed`
 * (200: "check your inbox, ask again in a few minutes"), never a 5xx.
 */
export async function resendOwnTicket(pb: TypedPocketBase, user: UserRecord, token: string): Promise<TicketResendOutcome> {
  const ticket = await findFirst(() =>
    pb.collection('EntradasEntregadas').getFirstListItem<IssuedTicketRecord>(pb.filter("token = {:token} && user = {:user} && estado = 'pagada'", { token, user: user.id })),
  )
  if (!ticket) throw new HttpError(404, 'No paid ticket with this token was found for your account.')
  const lock = await acquireLock(pb, `resend:${user.id}`)
  if (!lock) throw new HttpError(429, TOO_SOON, { code: 'tooSoon' }, 60)
  try {
    const last = await findFirst(() =>
      pb.collection('auditLog').getFirstListItem(pb.filter("action = 'sendmailentrada' && actor = {:user}", { user: user.id }), { sort: '-created' }),
    )
    const now = new Date()
    const wait = resendWaitSeconds(last ? pocketBaseDate(last.created) : null, now)
    if (wait > 0) throw new HttpError(429, TOO_SOON, { code: 'tooSoon' }, wait)
    // The ticket mail goes to the holder's account address (ticket-mail.ts).
    const budget = await claimMail(pb, 'ticketResend', user.email, now.getTime())
    if (!budget.claimed) throw new HttpError(429, TOO_SOON, { code: 'tooSoon' }, Math.max(1, Math.ceil((budget.until - now.getTime()) / 1000)))
    await writeAudit(pb, {
      actor: user.id,
      actorEmail: user.email,
      action: 'sendmailentrada',
      collection: 'EntradasEntregadas',
      target: ticket.id,
      before: null,
      after: { correoEnviado2: 'si', resent: true, byHolder: true },
    })
    try {
      return await sendTicketMail(pb, ticket.id, { force: true })
    } catch (err) {
      if (!(err instanceof HttpError && err.status === 502)) throw err
      return 'unconfirmed'
    }
  } finally {
    await releaseLock(pb, lock)
  }
}
