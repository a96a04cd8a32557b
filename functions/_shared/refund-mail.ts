import type { IssuedTicketRecord, PaymentRecord, TicketTypeRecord, TypedPocketBase, UserRecord } from '../../src/types/pocketbase.ts'
import type { Budget } from './budget.ts'
import { sendMail } from './mailer.ts'
import { EVENT } from '../../src/domain/event.ts'
import { formatClp } from '../../src/domain/money.ts'
import { parseTicketCode } from '../../src/domain/ticket-levels.ts'
import type { OutgoingMail } from './mailer.ts'
import { LEVEL_NAMES } from './ticket-mail.ts'
import { writeAudit } from './audit.ts'
import { bilingualBody } from '../../src/domain/mail-layout.ts'
import { acquireLock, releaseLock } from './payments.ts'

/**
 * The bilingual notice of an organiser refund: which ticket, how much, how the money went back (to
 * the card through Webpay, or another way when Webpay refused it), and that its QR is void.
 */
function refundMail(input: { to: string; ticket: IssuedTicketRecord; type: TicketTypeRecord; outsideWebpay: boolean }): OutgoingMail {
  const { ticket, type } = input
  const level = parseTicketCode(type.Tipo)?.level ?? 'general'
  const amount = formatClp(ticket.monto)
  const es = [
    `Hola${ticket.nombre ? ` ${ticket.nombre}` : ''}: la organización de ${EVENT.name} reembolsó tu entrada ${LEVEL_NAMES[level].es} (orden ${ticket.orderID}).`,
    input.outsideWebpay
      ? `Monto reembolsado: ${amount} CLP. Webpay no permitía devolverlo a tu tarjeta, así que la organización te lo devolvió por otro medio (por ejemplo, una transferencia bancaria); si no lo ves, responde a este correo.`
      : `Monto reembolsado: ${amount} CLP, a la misma tarjeta con que pagaste. Según tu banco, puede tardar algunos días en verse.`,
    `El código QR de esta entrada ya no es válido.`,
  ]
  const en = [
    `Hello${ticket.nombre ? ` ${ticket.nombre}` : ''}: the ${EVENT.name} organisers refunded your ${LEVEL_NAMES[level].en} ticket (order ${ticket.orderID}).`,
    input.outsideWebpay
      ? `Amount refunded: ${amount} CLP. Webpay could not return it to your card, so the organisers gave it back another way (for example, a bank transfer); if you do not see it, reply to this mail.`
      : `Amount refunded: ${amount} CLP, to the card you paid with. Depending on your bank it may take a few days to show.`,
    `This ticket's QR code is no longer valid.`,
  ]
  return { to: input.to, subject: `${EVENT.name}: reembolso de tu entrada / your ticket was refunded ${ticket.orderID}`, ...bilingualBody(es, en) }
}

/**
 * What follows a completed organiser refund, wherever it completed (reembolsar, or the
 * reconciliation after a lost answer or a function that died): the audit row (once) and the buyer's
 * mail (until it is accepted: `reembolsoAvisadoEn`). Answers whether the mail was accepted (a failure
 * is logged; the refund itself stands, and the reconciliation tries the mail again).
 *
 * Once per refund, not once per caller (issue #37): the refund's commit (`/api/mi/refunded`) happens
 * once, and the notice that follows it is claimed under the `refund-mail:` lock, with
 * `reembolsoAvisadoEn` read again under it. Two moderators' clicks, a retry and the reconciliation
 * arriving together send one mail and write one audit row; those that find the lock held answer
 * false (another caller is sending it). As for the ticket mail, a function killed between SMTP's
 * acceptance and the write leaves it unsent, and the reconciliation sends it again.
 */
export async function afterOrganiserRefund(pb: TypedPocketBase, paymentId: string, actorEmail: string, budget: Budget): Promise<boolean> {
  const first = await pb.collection('pagos').getOne<PaymentRecord>(paymentId)
  if (first.reembolsoAvisadoEn) return true
  if (first.estado !== 'reembolsada') return false
  const lock = await acquireLock(pb, `refund-mail:${paymentId}`)
  if (!lock) return false
  try {
    const payment = await pb.collection('pagos').getOne<PaymentRecord>(paymentId)
    if (payment.reembolsoAvisadoEn) return true
    return await noticeOnce(pb, payment, actorEmail, budget)
  } finally {
    await releaseLock(pb, lock)
  }
}

/** The audit row (if not written yet) and the mail, under the caller's `refund-mail:` lock. */
async function noticeOnce(pb: TypedPocketBase, payment: PaymentRecord, actorEmail: string, budget: Budget): Promise<boolean> {
  const ticket = await pb.collection('EntradasEntregadas').getOne<IssuedTicketRecord & { expand?: { tipo?: TicketTypeRecord } }>(payment.ticket, { expand: 'tipo' })
  const outsideWebpay = payment.reembolsoMotivo === 'fueraWebpay'
  // A refund recorded outside Webpay wrote its own audit row in the transaction that recorded it.
  const audited = outsideWebpay ? 1 : (await pb.collection('auditLog').getList(1, 1, { filter: pb.filter("action = 'reembolsar' && target = {:ticket}", { ticket: ticket.id }) })).totalItems
  if (audited === 0) await writeAudit(pb, {
    actor: payment.reembolsoPor,
    actorEmail,
    action: 'reembolsar',
    collection: 'EntradasEntregadas',
    target: ticket.id,
    before: { estado: 'pagada', monto: ticket.monto, token: payment.token },
    after: { estado: ticket.estado, refund: payment.result?.refund ?? null },
  })
  try {
    const user = await pb.collection('users').getOne<UserRecord>(ticket.user)
    const type = ticket.expand?.tipo
    if (!type) return false
    await sendMail(refundMail({ to: user.email, ticket, type, outsideWebpay }), Math.min(5_000, budget.remaining()))
    await pb.collection('pagos').update<PaymentRecord>(payment.id, { reembolsoAvisadoEn: new Date().toISOString() })
    return true
  } catch (err) {
    console.error(`refund mail for ticket ${ticket.id} failed`, err)
    return false
  }
}
