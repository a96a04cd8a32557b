import type { Bilingual } from '@/i18n/use-copy'

// /emailchange's texts live with the page, in both languages, so they stay out of every visitor's
// first load (the dictionaries are part of it); the readiness check compares them like the dictionaries.
const es = {
  intro: 'Para confirmar el cambio de tu correo, escribe tu contraseña actual.',
  passwordLabel: 'Contraseña actual',
  missingToken: 'Este enlace no trae un código. Abre el enlace completo de tu correo.',
  submit: 'Confirmar el nuevo correo',
  success: '¡Correo cambiado! Inicia sesión con tu nuevo correo.',
  failure: 'El enlace no es válido, ya expiró o la contraseña no es la correcta.',
}

const en: typeof es = {
  intro: 'To confirm the change of your e-mail, enter your current password.',
  passwordLabel: 'Current password',
  missingToken: 'This link has no code. Open the whole link from your e-mail.',
  submit: 'Confirm the new e-mail',
  success: 'E-mail changed! Log in with your new e-mail.',
  failure: 'The link is not valid, has expired, or the password is not the right one.',
}

export const emailChangeCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
