import type { IssuedTicketRecord, TypedPocketBase, UserRecord } from '../../src/types/pocketbase.ts'
import { pocketBaseDate } from '../../src/domain/pocketbase-date.ts'
import { resendWaitSeconds } from '../../src/domain/ticket-resend.ts'
import { writeAudit } from './audit.ts'
import { HttpError } from './http.ts'
import { acquireLock, releaseLock } from './payments.ts'
import { findFirst } from './pocketbase.ts'
import { sendTicketMail, type TicketMailOutcome } from './ticket-mail.ts'

const TOO_SOON = 'Your ticket was sent a moment ago: wait a few minutes before asking again.'

/**
 * "Send my ticket again" from /profile: the holder's own paid ticket (found by its Webpay token and
 * its holder, so a ticket handed over keeps working for its new holder), at most once every
 * TICKET_RESEND_MINUTES per person. The per-person lock makes the check and the audit row one step
 * for parallel clicks; the audit row (actor: the attendee) is both the limit's memory and the record
 * of the mail in "Mis datos".
 */
export async function resendOwnTicket(pb: TypedPocketBase, user: UserRecord, token: string): Promise<TicketMailOutcome> {
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
    const wait = resendWaitSeconds(last ? pocketBaseDate(last.created) : null, new Date())
    if (wait > 0) throw new HttpError(429, TOO_SOON, { code: 'tooSoon' }, wait)
    const outcome = await sendTicketMail(pb, ticket.id, { force: true })
    if (outcome === 'sent') {
      await writeAudit(pb, {
        actor: user.id,
        actorEmail: user.email,
        action: 'sendmailentrada',
        collection: 'EntradasEntregadas',
        target: ticket.id,
        before: null,
        after: { correoEnviado2: 'si', resent: true, byHolder: true },
      })
    }
    return outcome
  } finally {
    await releaseLock(pb, lock)
  }
}
