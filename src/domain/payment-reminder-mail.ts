import { formatChileTime } from './chile-time'
import { EVENT } from './event'

export interface PaymentReminderFacts {
  /** The name on the ticket, or '' when there is none. */
  name: string
  typeEs: string
  typeEn: string
  /** The amount in pesos as written ("$45.000"). */
  amount: string
  orderId: string
  /** The site's /buy address. */
  buyUrl: string
  /** The payment deadline; null for a ticket issued before deadlines existed. */
  deadline: Date | null
}

/**
 * The one payment reminder: the nightly job's (pb_hooks/lib/deadlines.js, 48 hours before the
 * deadline) and a moderator's "remind" (functions/sendmailapurate.mts) send the same words. The
 * deadline is on Chile's clock without Intl (PocketBase's VM has none).
 */
export function paymentReminderMail(f: PaymentReminderFacts): { subject: string; es: string[]; en: string[] } {
  return {
    subject: `${EVENT.name}: recordatorio de pago / payment reminder (${f.amount})`,
    es: [
      `¡Hola${f.name ? ` ${f.name}` : ''}! Tu entrada ${f.typeEs} para ${EVENT.name} sigue pendiente de pago.`,
      `Monto: ${f.amount} CLP. Orden: ${f.orderId}.`,
      f.deadline ? `Paga en ${f.buyUrl} antes del ${formatChileTime(f.deadline, 'es')}; después se libera tu cupo.` : `Paga en ${f.buyUrl} antes de que se libere tu cupo.`,
    ],
    en: [
      `Hi${f.name ? ` ${f.name}` : ''}! Your ${f.typeEn} ticket for ${EVENT.name} is still unpaid.`,
      `Amount: ${f.amount} CLP. Order: ${f.orderId}.`,
      f.deadline ? `Pay at ${f.buyUrl} before ${formatChileTime(f.deadline, 'en')}; after that your spot is released.` : `Pay at ${f.buyUrl} before your spot is released.`,
    ],
  }
}
