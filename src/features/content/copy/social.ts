import type { Bilingual } from '@/i18n/use-copy'

const es = {
  description: 'Sigue a Monster Invasion en sus nueve redes: noticias, fotos, videos, chat y comunidad.',
  intro: 'Noticias, fotos, transmisiones y comunidad: elige dónde seguir la invasión.',
  follow: 'Ir al perfil',
  opensInNewTab: '(se abre en una pestaña nueva)',
}

const en: typeof es = {
  description: 'Follow Monster Invasion on its nine networks: news, photos, videos, chat and community.',
  intro: 'News, photos, streams and community: choose where to follow the invasion.',
  follow: 'Go to profile',
  opensInNewTab: '(opens in a new tab)',
}

export const socialCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
