import type { Bilingual } from '@/i18n/use-copy'

// /adminclave's texts live with the page, in both languages, so they stay out of every visitor's
// first load; the readiness check compares them like the dictionaries.
const es = {
  title: 'Tu contraseña de moderación',
  intro: 'Elige la contraseña de tu cuenta de moderación. Después entra en Moderación con tu correo, esta contraseña y el código que te enviaremos por correo.',
  missingToken: 'Este enlace no trae un código. Abre el enlace completo de tu invitación, o pide otra al equipo organizador.',
  passwordLabel: 'Nueva contraseña',
  submit: 'Guardar mi contraseña',
  success: '¡Contraseña guardada! Ahora entra con tu correo y el código que te enviaremos.',
  failure: 'El enlace no es válido o ya expiró. Pide una nueva invitación al equipo organizador.',
}

const en: typeof es = {
  title: 'Your moderator password',
  intro: 'Choose the password of your moderator account. Then sign in at Moderation with your e-mail, this password and the code we will e-mail you.',
  missingToken: 'This link has no code. Open the whole link from your invitation, or ask the organisers for a new one.',
  passwordLabel: 'New password',
  submit: 'Save my password',
  success: 'Password saved! Now sign in with your e-mail and the code we will send you.',
  failure: 'The link is not valid or has expired. Ask the organisers for a new invitation.',
}

export const moderatorPasswordCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
