import { requireModerator } from './_shared/auth.ts'
import { serverEnv } from './_shared/env.ts'
import { writeAudit } from './_shared/audit.ts'
import { issuedTicketOr404 } from './_shared/calls.ts'
import { endpoint, HttpError, json, readRequestBody, recordIdField } from './_shared/http.ts'
import { sendMail } from './_shared/mailer.ts'
import { adminClient } from './_shared/pocketbase.ts'
import type { FunctionAnswer } from '../src/domain/function-contracts.ts'
import { bilingualBody } from '../src/domain/mail-layout.ts'
import { pocketBaseDate } from '../src/domain/pocketbase-date.ts'
import { paymentReminderMail } from '../src/domain/payment-reminder-mail.ts'
import { formatClp } from '../src/domain/money.ts'
import type { IssuedTicketRecord, TicketTypeRecord, UserRecord } from '../src/types/pocketbase.ts'

function reminderMail(to: string, ticket: IssuedTicketRecord, type: TicketTypeRecord, appUrl: string) {
  const mail = paymentReminderMail({
    name: ticket.nombre,
    typeEs: type.Nombre,
    typeEn: type.NombreIngles,
    amount: formatClp(ticket.monto),
    orderId: ticket.orderID,
    buyUrl: `${appUrl}/buy`,
    deadline: ticket.pagarAntes ? pocketBaseDate(ticket.pagarAntes) : null,
  })
  return { to, subject: mail.subject, ...bilingualBody(mail.es, mail.en) }
}

// SPEC's body; accepted so an older client keeps working, checked for shape, and never used.
const LEGACY_FIELDS = ['email', 'nombre', 'fecha', 'monto'] as const

/**
 * POST {EntradasEntregadasID} with a moderator token ("Recordatorio" on /adminremove): a bilingual
 * payment reminder for an unpaid issued ticket. Recipient, name, date and amount are looked up from
 * the ticket; SPEC's {email, nombre, fecha, monto} are accepted for compatibility but never used.
 */
export default endpoint(['POST'], async (req) => {
  const moderator = await requireModerator(req)
  const body = await readRequestBody(req, 'sendmailapurate')
  const ticketId = recordIdField(body, 'EntradasEntregadasID')
  for (const key of LEGACY_FIELDS) {
    const value = body[key]
    if (value === undefined) continue
    const plain = (typeof value === 'string' && value.length <= 200) || (typeof value === 'number' && Number.isFinite(value))
    if (!plain) throw new HttpError(400, `The field "${key}" must be a number or a text of at most 200 characters.`)
  }
  const pb = await adminClient()
  const ticket = await issuedTicketOr404(pb, ticketId)
  if (ticket.estado !== 'creada') throw new HttpError(409, 'Only unpaid tickets get a payment reminder.')
  const [user, type] = await Promise.all([
    pb.collection('users').getOne<UserRecord>(ticket.user),
    pb.collection('Entradas').getOne<TicketTypeRecord>(ticket.tipo),
  ])
  try {
    await sendMail(reminderMail(user.email, ticket, type, serverEnv().appUrl))
  } catch (err) {
    console.error('sendmailapurate: SMTP refused', err)
    throw new HttpError(502, 'The reminder could not be sent now; try again later.')
  }
  await writeAudit(pb, {
    actor: moderator.id,
    actorEmail: moderator.email,
    action: 'sendmailapurate',
    collection: 'EntradasEntregadas',
    target: ticket.id,
    before: null,
    after: { to: user.email, orderID: ticket.orderID },
  })
  return json(200, { sent: true } satisfies FunctionAnswer<'sendmailapurate'>)
})
