import type { Bilingual } from '@/i18n/use-copy'

const es = {
  description: 'Comunidades amigas de Monster Invasion: grupos furry que nos acompañan.',
  intro: 'Comunidades que nos acompañan y que te invitamos a conocer.',
  loading: 'Cargando...',
  visit: (name: string) => `Visitar ${name} (se abre en una pestaña nueva)`,
}

const en: typeof es = {
  description: 'Friends of Monster Invasion: furry communities joining us.',
  intro: 'Communities joining us that we invite you to meet.',
  loading: "It's loading...",
  visit: (name: string) => `Visit ${name} (opens in a new tab)`,
}

export const friendsCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
