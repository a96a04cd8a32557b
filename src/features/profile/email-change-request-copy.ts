import type { Bilingual } from '@/i18n/use-copy'

// "Change my e-mail" on /profile, in both languages, with the profile page (out of the first load).
const es = {
  title: 'Cambiar mi correo',
  current: (email: string) => `Tu correo ahora: ${email}`,
  intro: 'Te enviamos un enlace al correo nuevo. El cambio se hace cuando lo abres y escribes tu contraseña actual; hasta entonces sigues usando el correo de ahora, y después te avisamos en él.',
  label: 'Correo nuevo',
  submit: 'Enviar el enlace',
  sending: 'Enviando el enlace…',
  sent: (email: string) => `Listo: abre el enlace que enviamos a ${email} para confirmar el cambio.`,
  invalid: 'Escribe un correo válido.',
  same: 'Ese ya es tu correo.',
  refused: 'No podemos usar ese correo: revísalo o elige otro.',
  tooMany: 'Demasiados intentos: espera unos minutos y vuelve a intentarlo.',
}

const en: typeof es = {
  title: 'Change my e-mail',
  current: (email) => `Your e-mail now: ${email}`,
  intro: 'We send a link to the new address. The change happens when you open it and enter your current password; until then you keep using your current address, and afterwards we let you know there.',
  label: 'New e-mail',
  submit: 'Send the link',
  sending: 'Sending the link…',
  sent: (email) => `Done: open the link we sent to ${email} to confirm the change.`,
  invalid: 'Enter a valid e-mail.',
  same: 'That is already your e-mail.',
  refused: 'We cannot use that address: check it or choose another.',
  tooMany: 'Too many attempts: wait a few minutes and try again.',
}

export const emailChangeRequestCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
