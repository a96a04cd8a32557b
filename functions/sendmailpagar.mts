import { requireModerator } from './_shared/auth.ts'
import { serverEnv } from './_shared/env.ts'
import { writeAudit } from './_shared/audit.ts'
import { endpoint, HttpError, json, readRequestBody, recordIdField } from './_shared/http.ts'
import { currentEditionOf } from './_shared/edition.ts'
import { sendMail } from './_shared/mailer.ts'
import { adminClient, findFirst } from './_shared/pocketbase.ts'
import { formatClp } from '../src/domain/money.ts'
import type { FunctionAnswer } from '../src/domain/function-contracts.ts'
import { paymentRequestMail } from '../src/domain/payment-request-mail.ts'
import type { IssuedTicketRecord, TicketTypeRecord, UserRecord } from '../src/types/pocketbase.ts'

/**
 * POST {userid, tipo, monto?} with a moderator token: (re)sends the payment-request mail of the
 * user's unpaid issued ticket of that type and marks correoEnviado 'si' once SMTP accepted it. The
 * amount comes from the issued ticket, never from the body.
 */
export default endpoint(['POST'], async (req) => {
  const moderator = await requireModerator(req)
  const body = await readRequestBody(req, 'sendmailpagar')
  const userId = recordIdField(body, 'userid')
  const typeId = recordIdField(body, 'tipo')
  if (body.monto !== undefined && (typeof body.monto !== 'number' || !Number.isFinite(body.monto))) {
    throw new HttpError(400, 'The field "monto" must be a number.')
  }

  const admin = await adminClient()
  const ticket = await findFirst(() =>
    admin
      .collection('EntradasEntregadas')
      .getFirstListItem<IssuedTicketRecord>(admin.filter("user = {:userId} && tipo = {:typeId} && estado = 'creada'", { userId, typeId }), {
        sort: '-created',
      }),
  )
  if (!ticket) throw new HttpError(404, 'No unpaid issued ticket of this type was found for this user.')
  const [user, type, edition] = await Promise.all([
    admin.collection('users').getOne<UserRecord>(userId),
    admin.collection('Entradas').getOne<TicketTypeRecord>(typeId),
    currentEditionOf(admin),
  ])

  try {
    const mail = paymentRequestMail({
      typeEs: type.Nombre,
      typeEn: type.NombreIngles,
      tipo: type.Tipo,
      amount: formatClp(ticket.monto),
      orderId: ticket.orderID,
      buyUrl: `${serverEnv().appUrl}/buy`,
      minutes: edition.minutosPago,
    })
    await sendMail({ to: user.email, ...mail })
  } catch (err) {
    console.error('sendmailpagar: SMTP refused', err)
    throw new HttpError(502, 'The payment mail could not be sent; the ticket stays issued and the mail can be resent.')
  }
  const updated = await admin.collection('EntradasEntregadas').update<IssuedTicketRecord>(ticket.id, { correoEnviado: 'si' })
  await writeAudit(admin, {
    actor: moderator.id,
    actorEmail: moderator.email,
    action: 'sendmailpagar',
    collection: 'EntradasEntregadas',
    target: ticket.id,
    before: { correoEnviado: ticket.correoEnviado },
    after: { correoEnviado: updated.correoEnviado, to: user.email, monto: ticket.monto },
  })
  return json(200, { message: 'Payment mail sent', correoEnviado: updated.correoEnviado, id: ticket.id } satisfies FunctionAnswer<'sendmailpagar'>)
})
