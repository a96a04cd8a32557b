import type { IssuedTicketRecord, TicketTypeRecord, TypedPocketBase, UserRecord } from '../../src/types/pocketbase.ts'
import { EVENT } from '../../src/domain/event.ts'
import { formatClp } from '../../src/domain/money.ts'
import { plainEntradaUrl } from '../../src/domain/entrada-url.ts'
import { bilingualHtml, bilingualText, escapeHtml, paragraphsHtml } from '../../src/domain/mail-layout.ts'
import { parseTicketCode, type Level } from '../../src/domain/ticket-levels.ts'
import { serverEnv } from './env.ts'
import { HttpError } from './http.ts'
import { sendMail, type OutgoingMail } from './mailer.ts'
import { acquireLock, releaseLock } from './payments.ts'
import { findFirst } from './pocketbase.ts'
import { qrPng } from './qr.ts'
import { signedEntradaUrl } from './ticket-signing.ts'

const QR_CID = 'ticket-qr@monsterinvasion'

export const LEVEL_NAMES: Record<Level, { es: string; en: string }> = {
  general: { es: 'General', en: 'General' },
  sponsor: { es: 'Sponsor', en: 'Sponsor' },
  superSponsor: { es: 'Super Sponsor', en: 'Super Sponsor' },
  mega: { es: 'MEGA', en: 'MEGA' },
}

/** An upgrade: the level it replaces and what the buyer has paid in total for the badge. */
export interface UpgradeFacts {
  previousLevel: Level
  totalPaid: number
}

/**
 * The bilingual ticket mail: QR (inline PNG) of the signed /entrada address (the door verifies it
 * offline), the plain address as a link, order id, level and amount.
 * For an upgrade it says what was paid now, what was paid in total, and that the old QR is void.
 */
async function ticketMail(input: {
  to: string
  ticket: IssuedTicketRecord
  type: TicketTypeRecord
  appUrl: string
  upgrade?: UpgradeFacts | null
}): Promise<OutgoingMail> {
  const { ticket, type, upgrade } = input
  const level = parseTicketCode(type.Tipo)?.level ?? 'general'
  const link = plainEntradaUrl(input.appUrl, ticket.id)
  const amount = formatClp(ticket.monto)
  const es = [
    `¡Gracias! Tu pago fue recibido y esta es tu entrada para ${EVENT.name}.`,
    `Nivel: ${LEVEL_NAMES[level].es} — ${type.Nombre} (${type.Tipo})`,
    `Orden de compra: ${ticket.orderID}`,
    upgrade ? `Pagado ahora: ${amount} CLP · Total pagado: ${formatClp(upgrade.totalPaid)} CLP` : `Monto pagado: ${amount} CLP`,
    ...(upgrade ? [`Esta entrada reemplaza tu entrada ${LEVEL_NAMES[upgrade.previousLevel].es}: su código QR ya no es válido.`] : []),
    `Presenta este código QR en la acreditación. También puedes verlo en tu perfil.`,
  ]
  const en = [
    `Thank you! Your payment was received and this is your ticket for ${EVENT.name}.`,
    `Level: ${LEVEL_NAMES[level].en} — ${type.NombreIngles} (${type.Tipo})`,
    `Order id: ${ticket.orderID}`,
    upgrade ? `Paid now: ${amount} CLP · Total paid: ${formatClp(upgrade.totalPaid)} CLP` : `Amount paid: ${amount} CLP`,
    ...(upgrade ? [`This ticket replaces your ${LEVEL_NAMES[upgrade.previousLevel].en} ticket: its QR code is no longer valid.`] : []),
    `Show this QR code at registration. You can also find it in your profile.`,
  ]
  const beforeQr = 4
  const qr = `<p><img src="cid:${QR_CID}" width="200" height="200" alt="QR ${escapeHtml(ticket.orderID)}"></p>`
  return {
    to: input.to,
    subject: `${EVENT.name}: tu entrada / your ticket ${ticket.orderID}`,
    text: bilingualText([...es, link], [...en, link]),
    html: bilingualHtml(
      `${paragraphsHtml(es.slice(0, beforeQr))}${qr}${paragraphsHtml(es.slice(beforeQr))}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      paragraphsHtml(en),
    ),
    attachments: [{ filename: `entrada-${ticket.orderID}.png`, content: await qrPng(await signedEntradaUrl(input.appUrl, ticket, type.Tipo)), cid: QR_CID, contentType: 'image/png' }],
  }
}

/** When this ticket retired an earlier one (an upgrade): that level and the badge's total paid. */
async function upgradeFacts(pb: TypedPocketBase, ticket: IssuedTicketRecord): Promise<UpgradeFacts | null> {
  const replaced = await findFirst(() =>
    pb.collection('EntradasEntregadas').getFirstListItem<IssuedTicketRecord>(pb.filter('reemplazadaPor = {:id}', { id: ticket.id }), { expand: 'tipo' }),
  )
  if (!replaced) return null
  const summary = await findFirst(() => pb.collection('EntradasUsuario').getFirstListItem(pb.filter('user = {:user}', { user: ticket.user })))
  const previousType = (replaced.expand as { tipo?: TicketTypeRecord } | undefined)?.tipo
  return {
    previousLevel: parseTicketCode(previousType?.Tipo ?? '')?.level ?? 'general',
    totalPaid: summary?.MontoTotalPagado ?? ticket.monto,
  }
}

export type TicketMailOutcome = 'sent' | 'already' | 'busy'

/**
 * Sends the ticket mail of a paid ticket at most once (a lock row per ticket; correoEnviado2 becomes
 * 'si' only after SMTP accepted it). `force` resends (moderators only, checked by the caller);
 * `timeoutMs` cuts the SMTP conversation to what the caller's budget has left.
 * SMTP failures surface as 502 and leave correoEnviado2 'no' so the reconciliation retries.
 */
export async function sendTicketMail(pb: TypedPocketBase, ticketId: string, options: { force?: boolean; timeoutMs?: number } = {}): Promise<TicketMailOutcome> {
  const first = await pb.collection('EntradasEntregadas').getOne<IssuedTicketRecord>(ticketId)
  if (first.estado !== 'pagada') throw new HttpError(409, 'This ticket is not paid yet.')
  if (first.correoEnviado2 === 'si' && !options.force) return 'already'
  const lock = await acquireLock(pb, `mail:${ticketId}`)
  if (!lock) return 'busy'
  try {
    const ticket = await pb.collection('EntradasEntregadas').getOne<IssuedTicketRecord>(ticketId)
    if (ticket.correoEnviado2 === 'si' && !options.force) return 'already'
    const [user, type, upgrade] = await Promise.all([
      pb.collection('users').getOne<UserRecord>(ticket.user),
      pb.collection('Entradas').getOne<TicketTypeRecord>(ticket.tipo),
      upgradeFacts(pb, ticket),
    ])
    try {
      await sendMail(await ticketMail({ to: user.email, ticket, type, appUrl: serverEnv().appUrl, upgrade }), options.timeoutMs)
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
