import { EVENT } from '../../../domain/event'
import type { Bilingual } from '@/i18n/use-copy'

// The kicker's line, tagline and intro are organiser content (PocketBase, /admincontent); the kicker
// ends with the current edition's name (Ediciones, /adminconsole).
const es = {
  /** `dates`: the current edition's days in words (formatEventDates). */
  description: (dates: string | null) => `${EVENT.name}: la primera convención furry de monstruos amistosos en Santiago de Chile${dates ? `, ${dates}` : ''}.`,
  cta: 'Consigue tu entrada',
  heroAlt: 'Monstruos amistosos bajan de un platillo volador sobre Santiago de noche, con la cordillera de fondo.',
  datesLabel: 'Fechas',
  nextEditionLabel: 'Próxima edición',
  toBeAnnounced: 'Por anunciar',
  placeLabel: 'Lugar',
  place: 'Santiago de Chile',
  timeZoneNote: 'Horario de Chile continental',
  explore: 'Prepara tu invasión',
  cards: {
    hotel: { title: 'El hotel', body: 'Tarifas especiales, desayuno incluido y todo en un solo lugar.' },
    rules: { title: 'Reglamento', body: 'Lo que necesitas saber para que todos la pasemos increíble.' },
    us: { title: 'Nosotros', body: 'Conoce al equipo que está preparando la invasión.' },
    friends: { title: 'Amigos', body: 'Comunidades que nos acompañan en esta aventura.' },
  },
}

const en: typeof es = {
  description: (dates: string | null) => `${EVENT.name}: the first furry convention of friendly monsters in Santiago, Chile${dates ? `, ${dates}` : ''}.`,
  cta: 'Get your ticket',
  heroAlt: 'Friendly monsters come down from a flying saucer over Santiago at night, with the Andes behind.',
  datesLabel: 'Dates',
  nextEditionLabel: 'Next edition',
  toBeAnnounced: 'To be announced',
  placeLabel: 'Place',
  place: 'Santiago, Chile',
  timeZoneNote: 'Chile mainland time',
  explore: 'Plan your invasion',
  cards: {
    hotel: { title: 'The hotel', body: 'Special rates, breakfast included and everything under one roof.' },
    rules: { title: 'Rules', body: 'What you need to know so everyone has an amazing time.' },
    us: { title: 'Us', body: 'Meet the team preparing the invasion.' },
    friends: { title: 'Friends', body: 'Communities joining us on this adventure.' },
  },
}

export const homeCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
