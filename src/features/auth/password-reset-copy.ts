import type { Bilingual } from '@/i18n/use-copy'

// /pswrdreset's texts live with the page, in both languages, so they stay out of every visitor's
// first load; the readiness check compares them like the dictionaries.
const es = {
  intro: 'Escribe tu nueva contraseña.',
  newPasswordLabel: 'Nueva contraseña',
  missingToken: 'Este enlace no trae un código. Abre el enlace completo de tu correo.',
  submit: 'Guardar contraseña',
  success: '¡Contraseña actualizada! Ya puedes iniciar sesión.',
  failure: 'El enlace no es válido o ya expiró.',
}

const en: typeof es = {
  intro: 'Type your new password.',
  newPasswordLabel: 'New password',
  missingToken: 'This link has no code. Open the full link from your e-mail.',
  submit: 'Save password',
  success: 'Password updated! You can log in now.',
  failure: 'The link is not valid or has expired.',
}

export const passwordResetCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
