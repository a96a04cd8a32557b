/**
 * ORGANISER PLACEHOLDERS — replace before going live.
 *
 * Everything SPEC does not give (company data, hotel, contacts, staff names, social addresses) lives
 * here, language-neutral, so organisers edit one file. Translated wording around these facts is in
 * src/features/content/copy/ (search for "PLACEHOLDER"). Every value below is invented.
 */
export const ORGANISER = {
  company: {
    legalName: 'Monster Invasion Eventos SpA',
    taxId: '77.777.777-7',
    legalRepresentative: 'Nombre Apellido Representante',
  },
  contactEmail: 'contacto@monsterinvasion.cl',
  /** Messaging chat where people without a ticket wait for a free spot. */
  waitlistChatUrl: 'https://t.me/monsterinvasion_espera',
  hotel: {
    name: 'Hotel Cordillera Santiago',
    address: 'Av. Ejemplo 1234, Las Condes, Santiago, Chile',
    phone: '+56 2 2345 6789',
    email: 'reservas@hotel-ejemplo.cl',
    discountCode: 'MONSTER25',
    bookingUrl: 'https://example.org/hotel-reservas',
    /** Coordinates of the venue, for the map link and the click-to-load embedded map. */
    latitude: -33.4172,
    longitude: -70.6046,
    /** YouTube id of the booking tutorial. */
    tutorialVideoId: 'aqz-KE-bpKQ',
  },
  /** Eight people, in the order the "Us" page lists them; roles are translated in the content copy. */
  staff: [
    { name: 'Nombre Uno', role: 'director' },
    { name: 'Nombre Dos', role: 'coDirector' },
    { name: 'Nombre Tres', role: 'treasurer' },
    { name: 'Nombre Cuatro', role: 'registration' },
    { name: 'Nombre Cinco', role: 'programming' },
    { name: 'Nombre Seis', role: 'art' },
    { name: 'Nombre Siete', role: 'security' },
    { name: 'Nombre Ocho', role: 'community' },
  ],
  /** The nine networks of SPEC §2, in the order of the social-media grid (names are in the dictionaries). */
  social: [
    { id: 'facebook', url: 'https://www.facebook.com/monsterinvasion.cl' },
    { id: 'x', url: 'https://x.com/monsterinv_cl' },
    { id: 'instagram', url: 'https://www.instagram.com/monsterinvasion.cl' },
    { id: 'telegramChannel', url: 'https://t.me/monsterinvasion_noticias' },
    { id: 'telegramChat', url: 'https://t.me/monsterinvasion_chat' },
    { id: 'youtube', url: 'https://www.youtube.com/@monsterinvasion' },
    { id: 'bluesky', url: 'https://bsky.app/profile/monsterinvasion.cl' },
    { id: 'twitch', url: 'https://www.twitch.tv/monsterinvasion' },
    { id: 'discord', url: 'https://discord.gg/monsterinvasion' },
  ],
} as const

export type StaffRole = (typeof ORGANISER.staff)[number]['role']
export type SocialNetworkId = (typeof ORGANISER.social)[number]['id']

/** The news channel (used by the profile's ticket section and the footer). */
export const NEWS_CHANNEL_URL = ORGANISER.social.find((s) => s.id === 'telegramChannel')?.url ?? ''
