import type { Bilingual } from '@/i18n/use-copy'

// "Corregir mis datos legales" on /profile: the texts load with the profile page, not with every
// visitor's first load; the readiness check compares the two languages like the dictionaries.
const es = {
  title: 'Corregir mis datos legales',
  explain: 'Tus datos legales quedan bloqueados al guardarlos. Si algo está mal, cuéntanos qué dato y por qué; un moderador lo corregirá y te avisaremos por correo.',
  reason: '¿Qué dato está mal y cuál es el correcto?',
  reasonRule: 'Escribe entre 10 y 1000 caracteres.',
  send: 'Enviar solicitud',
  sent: 'Recibimos tu solicitud. Te escribiremos cuando esté corregido.',
  open: (date: string) => `Tienes una solicitud de corrección abierta desde el ${date}. Te escribiremos cuando esté resuelta.`,
}

const en: typeof es = {
  title: 'Correct my legal data',
  explain: 'Your legal data is locked once saved. If something is wrong, tell us which item and why; a moderator will correct it and we will let you know by e-mail.',
  reason: 'Which item is wrong and what is correct?',
  reasonRule: 'Write between 10 and 1000 characters.',
  send: 'Send request',
  sent: 'We received your request. We will write to you when it is corrected.',
  open: (date: string) => `You have had a correction request open since ${date}. We will write to you when it is resolved.`,
}

export const correctionsCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
