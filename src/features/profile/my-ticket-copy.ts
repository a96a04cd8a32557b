import type { Bilingual } from '@/i18n/use-copy'

// "My ticket" (/mientrada) in both languages (its header entry is t.nav.myTicket), and the profile's fold.
const es = {
  title: 'Mi entrada',
  /** "Monster Invasion 2025": the app's name and the year of the current edition. */
  edition: (appName: string, year: string) => `${appName} ${year}`,
  level: 'Nivel',
  badge: 'Nombre en tu credencial',
  noBadge: 'Aún no lo eliges: complétalo en tu perfil.',
  qrAlt: 'Código QR de tu entrada',
  hint: 'Muéstralo en la puerta con el brillo de la pantalla al máximo. Funciona sin conexión.',
  awake: 'La pantalla se mantiene encendida mientras esta página está abierta.',
  offline: (when: string) => `Sin conexión: es tu entrada guardada en este dispositivo (${when}). En la puerta la validan igual.`,
  unsigned: 'Este código necesita que la puerta tenga conexión. Abre esta página con internet para guardar la versión que funciona sin conexión.',
  loading: 'Cargando tu entrada…',
  loadError: 'No pudimos cargar tu entrada y no hay una guardada en este dispositivo. Revisa tu conexión e inténtalo de nuevo.',
  offlineReady: 'Guardada en este dispositivo: se abre también sin conexión.',
  none: 'Aún no tienes una entrada pagada.',
  buy: 'Conseguir mi entrada',
  profile: 'Ver mi perfil',
  /** The fold of the profile sections a ticket holder no longer needs every day. */
  foldTitle: 'Tu cuenta y tus datos',
  foldSummary: 'Datos básicos, correo, datos legales y de salud, y tus derechos sobre tus datos.',
  foldShow: 'Mostrar',
  foldHide: 'Ocultar',
}

const en: typeof es = {
  title: 'My ticket',
  edition: (appName: string, year: string) => `${appName} ${year}`,
  level: 'Level',
  badge: 'Name on your badge',
  noBadge: 'Not chosen yet: fill it in on your profile.',
  qrAlt: 'QR code of your ticket',
  hint: 'Show it at the door with your screen brightness turned all the way up. It works offline.',
  awake: 'The screen stays on while this page is open.',
  offline: (when: string) => `Offline: this is your ticket saved on this device (${when}). The door checks it just the same.`,
  unsigned: 'This code needs the door to be online. Open this page with internet to save the version that works offline.',
  loading: 'Loading your ticket…',
  loadError: "We couldn't load your ticket and none is saved on this device. Check your connection and try again.",
  offlineReady: 'Saved on this device: it opens offline too.',
  none: "You don't have a paid ticket yet.",
  buy: 'Get my ticket',
  profile: 'See my profile',
  foldTitle: 'Your account and data',
  foldSummary: 'Basic information, e-mail, legal and health data, and your rights over your data.',
  foldShow: 'Show',
  foldHide: 'Hide',
}

export const myTicketCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
