import type { SocialNetworkId } from '@/domain/organiser'
import type { Bilingual } from '../hooks/use-copy'

const es = {
  description: 'Sigue a Monster Invasion en sus nueve redes: noticias, fotos, videos, chat y comunidad.',
  intro: 'Noticias, fotos, transmisiones y comunidad: elige dónde seguir la invasión.',
  follow: 'Ir al perfil',
  opensInNewTab: '(se abre en una pestaña nueva)',
  bodies: {
    facebook: 'Eventos, álbumes de fotos y anuncios para toda la comunidad.',
    x: 'Novedades rápidas y conversación en tiempo real.',
    instagram: 'Fotos de fursuits, arte y el detrás de escena.',
    telegramChannel: 'El canal oficial de noticias: ventas, horarios y avisos importantes.',
    telegramChat: 'Conversa con otros asistentes antes, durante y después del evento.',
    youtube: 'Videos, tutoriales y los mejores momentos de la convención.',
    bluesky: 'Nuestras novedades en la red social descentralizada.',
    twitch: 'Transmisiones en vivo de paneles y actividades.',
    discord: 'La comunidad: canales por tema, voz y eventos en línea.',
  } satisfies Record<SocialNetworkId, string>,
}

const en: typeof es = {
  description: 'Follow Monster Invasion on its nine networks: news, photos, videos, chat and community.',
  intro: 'News, photos, streams and community: choose where to follow the invasion.',
  follow: 'Go to profile',
  opensInNewTab: '(opens in a new tab)',
  bodies: {
    facebook: 'Events, photo albums and announcements for the whole community.',
    x: 'Quick news and real-time conversation.',
    instagram: 'Fursuit photos, art and behind the scenes.',
    telegramChannel: 'The official news channel: sales, schedules and important notices.',
    telegramChat: 'Chat with other attendees before, during and after the event.',
    youtube: 'Videos, tutorials and the best moments of the convention.',
    bluesky: 'Our news on the decentralised social network.',
    twitch: 'Live streams of panels and activities.',
    discord: 'The community: topic channels, voice and online events.',
  },
}

export const socialCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
