import type { IssuedTicketRecord, TicketTypeRecord, TypedPocketBase, UserRecord } from '../../src/types/pocketbase.ts'
import { EVENT } from '../../src/domain/event.ts'
import { formatClp } from '../../src/domain/money.ts'
import { parseTicketCode, type Level } from '../../src/domain/ticket-levels.ts'
import { serverEnv } from './env.ts'
import { HttpError } from './http.ts'
import { sendMail, type OutgoingMail } from './mailer.ts'
import { acquireLock, releaseLock } from './payments.ts'
import { qrPng } from './qr.ts'
import { signedEntradaUrl } from './ticket-signing.ts'

const MAIL_LOCK_STALE_MS = 120_000
export const QR_CID = 'ticket-qr@monsterinvasion'

export const LEVEL_NAMES: Record<Level, { es: string; en: string }> = {
  general: { es: 'General', en: 'General' },
  sponsor: { es: 'Sponsor', en: 'Sponsor' },
  superSponsor: { es: 'Super Sponsor', en: 'Super Sponsor' },
  mega: { es: 'MEGA', en: 'MEGA' },
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

export const entradaUrl = (appUrl: string, ticketId: string) => `${appUrl}/entrada?id=${encodeURIComponent(ticketId)}`

/**
 * The bilingual ticket mail: QR (inline PNG) of the signed /entrada address (the door verifies it
 * offline), the plain address as a link, order id, level and amount.
 */
export async function ticketMail(input: { to: string; ticket: IssuedTicketRecord; type: TicketTypeRecord; appUrl: string }): Promise<OutgoingMail> {
  const { ticket, type } = input
  const level = parseTicketCode(type.Tipo)?.level ?? 'general'
  const link = entradaUrl(input.appUrl, ticket.id)
  const amount = formatClp(ticket.monto)
  const es = [
    `¡Gracias! Tu pago fue recibido y esta es tu entrada para ${EVENT.name}.`,
    `Nivel: ${LEVEL_NAMES[level].es} — ${type.Nombre} (${type.Tipo})`,
    `Orden de compra: ${ticket.orderID}`,
    `Monto pagado: ${amount} CLP`,
    `Presenta este código QR en la acreditación. También puedes verlo en tu perfil.`,
  ]
  const en = [
    `Thank you! Your payment was received and this is your ticket for ${EVENT.name}.`,
    `Level: ${LEVEL_NAMES[level].en} — ${type.NombreIngles} (${type.Tipo})`,
    `Order id: ${ticket.orderID}`,
    `Amount paid: ${amount} CLP`,
    `Show this QR code at registration. You can also find it in your profile.`,
  ]
  const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')
  const qr = `<p><img src="cid:${QR_CID}" width="200" height="200" alt="QR ${escapeHtml(ticket.orderID)}"></p>`
  return {
    to: input.to,
    subject: `${EVENT.name}: tu entrada / your ticket ${ticket.orderID}`,
    text: [...es, link, '', '---', '', ...en, link].join('\n'),
    html:
      `<div lang="es">${paragraphs(es.slice(0, 4))}${qr}${paragraphs(es.slice(4))}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p></div><hr>` +
      `<div lang="en">${paragraphs(en)}</div>`,
    attachments: [{ filename: `entrada-${ticket.orderID}.png`, content: await qrPng(await signedEntradaUrl(input.appUrl, ticket.id, type.Tipo)), cid: QR_CID, contentType: 'image/png' }],
  }
}

export type TicketMailOutcome = 'sent' | 'already' | 'busy'

/**
 * Sends the ticket mail of a paid ticket at most once (a lock row per ticket; correoEnviado2 becomes
 * 'si' only after SMTP accepted it). `force` resends (moderators only, checked by the caller).
 * SMTP failures surface as 502 and leave correoEnviado2 'no' so the reconciliation retries.
 */
export async function sendTicketMail(pb: TypedPocketBase, ticketId: string, options: { force?: boolean } = {}): Promise<TicketMailOutcome> {
  const first = await pb.collection('EntradasEntregadas').getOne<IssuedTicketRecord>(ticketId)
  if (first.estado !== 'pagada') throw new HttpError(409, 'This ticket is not paid yet.')
  if (first.correoEnviado2 === 'si' && !options.force) return 'already'
  const lock = await acquireLock(pb, `mail:${ticketId}`, MAIL_LOCK_STALE_MS)
  if (!lock) return 'busy'
  try {
    const ticket = await pb.collection('EntradasEntregadas').getOne<IssuedTicketRecord>(ticketId)
    if (ticket.correoEnviado2 === 'si' && !options.force) return 'already'
    const [user, type] = await Promise.all([
      pb.collection('users').getOne<UserRecord>(ticket.user),
      pb.collection('Entradas').getOne<TicketTypeRecord>(ticket.tipo),
    ])
    try {
      await sendMail(await ticketMail({ to: user.email, ticket, type, appUrl: serverEnv().appUrl }))
    } catch (err) {
      console.error(`ticket mail for ${ticketId} failed`, err)
      throw new HttpError(502, 'The ticket e-mail could not be sent now; it will be retried automatically.')
    }
    await pb.collection('EntradasEntregadas').update<IssuedTicketRecord>(ticketId, { correoEnviado2: 'si' })
    return 'sent'
  } finally {
    await releaseLock(pb, lock)
  }
}
