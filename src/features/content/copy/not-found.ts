import type { Bilingual } from '@/i18n/use-copy'

const es = {
  description: 'Esta página no existe. Vuelve al inicio de Monster Invasion.',
  body: 'Algo se escondió aquí… o nunca existió. Ningún monstruo encontró esta página.',
  imageAlt: 'Una caja misteriosa con un signo de interrogación y dos ojos que espían desde la oscuridad.',
  home: 'Volver al inicio',
}

const en: typeof es = {
  description: 'This page does not exist. Go back to the Monster Invasion home page.',
  body: 'Something hid here… or never existed. No monster could find this page.',
  imageAlt: 'A mystery box with a question mark and two eyes peeking out of the dark.',
  home: 'Back to home',
}

export const notFoundCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
