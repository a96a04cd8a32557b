import { authenticate } from './_shared/auth.ts'
import { writeAudit } from './_shared/audit.ts'
import { endpoint, HttpError, json, readRequestBody } from './_shared/http.ts'
import { findPayment, tokenField } from './_shared/payments.ts'
import { adminClient } from './_shared/pocketbase.ts'
import { sendTicketMail } from './_shared/ticket-mail.ts'
import { resendOwnTicket } from './_shared/ticket-resend.ts'
import type { FunctionAnswer } from '../src/domain/function-contracts.ts'

/**
 * POST {token} with the buyer's token: sends the bilingual ticket mail (inline QR) of the ticket that
 * payment paid, once. Moderators may resend it with {token, force: true} (audited); the holder may
 * too ("send my ticket again" on /profile), once every few minutes (_shared/ticket-resend.ts).
 */
export default endpoint(['POST'], async (req) => {
  const caller = await authenticate(req)
  const body = await readRequestBody(req, 'sendmailentrada')
  const token = tokenField(body)
  if (body.force !== undefined && typeof body.force !== 'boolean') throw new HttpError(400, 'The field "force" must be true or false.')
  const force = body.force === true
  const pb = await adminClient()
  if (force && caller.kind === 'users') {
    const outcome = await resendOwnTicket(pb, caller.record, token)
    return json(200, { sent: outcome === 'sent', status: outcome } satisfies FunctionAnswer<'sendmailentrada'>)
  }
  const payment = await findPayment(pb, token)
  if (!payment || (caller.kind === 'users' && payment.user !== caller.record.id)) {
    throw new HttpError(404, 'No payment with this token was found for your account.')
  }
  if (payment.estado !== 'finalizada') throw new HttpError(409, 'This payment has not paid a ticket.')
  const outcome = await sendTicketMail(pb, payment.ticket, { force })
  if (force && outcome === 'sent') {
    await writeAudit(pb, {
      actor: caller.record.id,
      actorEmail: caller.record.email,
      action: 'sendmailentrada',
      collection: 'EntradasEntregadas',
      target: payment.ticket,
      before: null,
      after: { correoEnviado2: 'si', resent: true },
    })
  }
  return json(200, { sent: outcome === 'sent', status: outcome } satisfies FunctionAnswer<'sendmailentrada'>)
})
