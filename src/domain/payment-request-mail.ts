import { EVENT } from './event'
import { bilingualHtml, bilingualText, escapeHtml, paragraphsHtml } from './mail-layout'

export interface PaymentRequestFacts {
  typeEs: string
  typeEn: string
  /** The type's code (B1, S2 …). */
  tipo: string
  /** The amount in pesos as written ("$45.000"). */
  amount: string
  orderId: string
  /** The site's /buy address. */
  buyUrl: string
  /** The current edition's minutes to pay once the terms are accepted. */
  minutes: number
}

/**
 * The one payment request: "Cobrar" sends it from PocketBase right after the approval commits
 * (pb_hooks/lib/payment-request-mail.js), and a moderator's resend from functions/sendmailpagar.mts.
 */
export function paymentRequestMail(f: PaymentRequestFacts): { subject: string; text: string; html: string } {
  const es = [
    `¡Tu entrada ${f.typeEs} (${f.tipo}) para ${EVENT.name} fue aprobada!`,
    `Monto a pagar: ${f.amount} CLP. Orden: ${f.orderId}.`,
    `Ingresa a ${f.buyUrl} con tu cuenta, acepta los términos y paga con tarjeta. Una vez aceptados los términos tienes ${f.minutes} minutos para completar el pago.`,
  ]
  const en = [
    `Your ${f.typeEn} (${f.tipo}) ticket for ${EVENT.name} has been approved!`,
    `Amount to pay: ${f.amount} CLP. Order: ${f.orderId}.`,
    `Go to ${f.buyUrl} with your account, accept the terms and pay by card. Once you accept the terms you have ${f.minutes} minutes to complete the payment.`,
  ]
  const button = (label: string) => `<p><a href="${escapeHtml(f.buyUrl)}">${label}</a></p>`
  return {
    subject: `${EVENT.name}: paga tu entrada / pay your ticket (${f.amount})`,
    text: bilingualText(es, en),
    html: bilingualHtml(paragraphsHtml(es) + button('Pagar mi entrada'), paragraphsHtml(en) + button('Pay my ticket')),
  }
}
