import type { Bilingual } from '@/i18n/use-copy'
import { TICKET_RESEND_MINUTES } from '../../domain/ticket-resend'

// "Send my ticket again" on /profile, in both languages, with the profile page (out of the first load).
const es = {
  button: 'Enviarme la entrada otra vez',
  hint: `Te la enviamos de nuevo al correo de tu cuenta, con su código QR. Puedes pedirlo una vez cada ${TICKET_RESEND_MINUTES} minutos.`,
  sending: 'Enviando tu entrada…',
  sent: 'Listo: revisa tu correo (y la carpeta de spam).',
  tooSoon: `Ya te la enviamos hace poco: espera unos minutos (una vez cada ${TICKET_RESEND_MINUTES} minutos).`,
  unconfirmed: `El servidor de correo no confirmó el envío a tiempo: puede que ya te haya llegado. Revisa tu correo; si no llega, pídela otra vez en ${TICKET_RESEND_MINUTES} minutos.`,
}

const en: typeof es = {
  button: 'Send my ticket again',
  hint: `We send it again to your account's e-mail, with its QR code. You can ask once every ${TICKET_RESEND_MINUTES} minutes.`,
  sending: 'Sending your ticket…',
  sent: 'Done: check your inbox (and the spam folder).',
  tooSoon: `We sent it a moment ago: wait a few minutes (once every ${TICKET_RESEND_MINUTES} minutes).`,
  unconfirmed: `The mail server did not confirm the sending in time: it may already have arrived. Check your inbox; if it does not come, ask again in ${TICKET_RESEND_MINUTES} minutes.`,
}

export const resendTicketCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
