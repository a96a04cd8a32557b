import type { Bilingual } from '@/i18n/use-copy'

// What a failed write tells its reader when no screen-specific reason applies, by HTTP status. Loaded
// with the pages that write (never PocketBase's English text).
const es = {
  network: 'No hubo respuesta del servidor. Revisa tu conexión e inténtalo de nuevo.',
  forbidden: 'No tienes permiso para hacer esto, o tu sesión expiró. Vuelve a iniciar sesión e inténtalo de nuevo.',
  notFound: 'Esto ya no existe: otra persona lo cambió o lo borró. Recarga la página.',
  conflict: 'Esto cambió mientras lo mirabas. Recarga la página e inténtalo de nuevo.',
  tooMany: 'Demasiados intentos seguidos. Espera un momento e inténtalo de nuevo.',
  invalid: 'Revisa los datos e inténtalo de nuevo.',
  server: 'El servidor tuvo un problema y no guardó nada. Inténtalo de nuevo en unos minutos.',
  retry: 'Reintentar',
}

const en: typeof es = {
  network: 'The server did not answer. Check your connection and try again.',
  forbidden: 'You are not allowed to do this, or your session expired. Sign in again and retry.',
  notFound: 'This no longer exists: someone else changed or deleted it. Reload the page.',
  conflict: 'This changed while you were looking at it. Reload the page and try again.',
  tooMany: 'Too many attempts in a row. Wait a moment and try again.',
  invalid: 'Check the details and try again.',
  server: 'The server had a problem and saved nothing. Try again in a few minutes.',
  retry: 'Retry',
}

export const writeFailedCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
export type WriteFailedTexts = typeof es
