/**
 * A moderator's invitation (pb:setup): a link to the site's /adminclave page, where they choose their
 * password; they then sign in at /adminlogin with it and the code mailed at each sign-in. A week to
 * open it, as invitations usually give; `npm run pb:setup -- --resend <email>` sends a fresh one.
 * Choosing the password changes the account's token key, so a used link never works twice.
 */
export const MODERATOR_INVITE_DAYS = 7
export const MODERATOR_PASSWORD_PATH = '/adminclave'

export const moderatorPasswordLink = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}${MODERATOR_PASSWORD_PATH}?token=${encodeURIComponent(token)}`

export function moderatorInviteMail(appUrl: string, token: string, name: string) {
  const link = moderatorPasswordLink(appUrl, token)
  const login = `${appUrl.replace(/\/+$/, '')}/adminlogin`
  return {
    subject: 'Tu acceso de moderación · Your moderator access — Monster Invasion',
    es: [
      `¡Hola, ${name}!`,
      `Te sumaron al equipo de moderación de Monster Invasion. Crea tu contraseña en este enlace (vale ${MODERATOR_INVITE_DAYS} días):`,
      link,
      `Después entra en ${login} con tu correo y esa contraseña: cada vez te enviaremos un código de acceso a este correo.`,
      'Si no esperabas esta invitación, ignora este correo.',
    ],
    en: [
      `Hi, ${name}!`,
      `You have joined the Monster Invasion moderation team. Choose your password with this link (it works for ${MODERATOR_INVITE_DAYS} days):`,
      link,
      `Then sign in at ${login} with your e-mail and that password: each time we will send an access code to this e-mail.`,
      'If you were not expecting this invitation, ignore this e-mail.',
    ],
  }
}

export interface ModeratorSeat {
  name: string
  email: string
}

const EMAIL = /^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/

/** "Name <email>" or a bare address; null when it is neither. The name defaults to the address's local part. */
export function parseModeratorSeat(text: string): ModeratorSeat | null {
  const trimmed = text.trim()
  const match = /^(.*?)\s*<([^<>\s]+)>$/.exec(trimmed)
  const email = (match ? (match[2] ?? '') : trimmed).trim().toLowerCase()
  if (!EMAIL.test(email)) return null
  const name = (match?.[1] ?? '').trim() || email.split('@')[0] || email
  return { name: name.slice(0, 100), email }
}
