import { ORGANISER } from '../../../src/domain/organiser.ts'
import { blocker, type Finding } from './findings.ts'

/**
 * The invented organiser values the project started with (src/domain/organiser.ts at first commit).
 * A field still equal to its seed has not been replaced by the organisers.
 */
export const ORGANISER_SEED: Record<string, string | number> = {
  'company.legalName': 'Monster Invasion Eventos SpA',
  'company.taxId': '77.777.777-7',
  'company.legalRepresentative': 'Nombre Apellido Representante',
  contactEmail: 'contacto@monsterinvasion.cl',
  waitlistChatUrl: 'https://t.me/monsterinvasion_espera',
  'hotel.name': 'Hotel Cordillera Santiago',
  'hotel.address': 'Av. Ejemplo 1234, Las Condes, Santiago, Chile',
  'hotel.phone': '+56 2 2345 6789',
  'hotel.email': 'reservas@hotel-ejemplo.cl',
  'hotel.discountCode': 'MONSTER25',
  'hotel.bookingUrl': 'https://example.org/hotel-reservas',
  'hotel.latitude': -33.4172,
  'hotel.longitude': -70.6046,
  'hotel.tutorialVideoId': 'aqz-KE-bpKQ',
  'staff.0.name': 'Nombre Uno',
  'staff.1.name': 'Nombre Dos',
  'staff.2.name': 'Nombre Tres',
  'staff.3.name': 'Nombre Cuatro',
  'staff.4.name': 'Nombre Cinco',
  'staff.5.name': 'Nombre Seis',
  'staff.6.name': 'Nombre Siete',
  'staff.7.name': 'Nombre Ocho',
  'social.0.url': 'https://www.facebook.com/monsterinvasion.cl',
  'social.1.url': 'https://x.com/monsterinv_cl',
  'social.2.url': 'https://www.instagram.com/monsterinvasion.cl',
  'social.3.url': 'https://t.me/monsterinvasion_noticias',
  'social.4.url': 'https://t.me/monsterinvasion_chat',
  'social.5.url': 'https://www.youtube.com/@monsterinvasion',
  'social.6.url': 'https://bsky.app/profile/monsterinvasion.cl',
  'social.7.url': 'https://www.twitch.tv/monsterinvasion',
  'social.8.url': 'https://discord.gg/monsterinvasion',
}

/** Addresses no real organiser uses: example domains and "Ejemplo" streets. */
const OBVIOUSLY_INVENTED = /example\.(org|com|net)|ejemplo|^Nombre\b/i

/** Every leaf of a nested object or array, by dotted path. */
export function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[prefix, value]]
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key))
}

/** Organiser fields still holding their seed value, or a value that is obviously made up. */
export function organiserFindings(organiser: unknown = ORGANISER, seed: Record<string, unknown> = ORGANISER_SEED): Finding[] {
  const findings: Finding[] = []
  for (const [path, value] of leaves(organiser)) {
    if (path in seed && seed[path] === value) findings.push(blocker('organiser', `${path} still holds the seed value ${JSON.stringify(value)}`))
    else if (typeof value === 'string' && OBVIOUSLY_INVENTED.test(value)) findings.push(blocker('organiser', `${path} looks invented: ${JSON.stringify(value)}`))
    else if (value === '') findings.push(blocker('organiser', `${path} is empty`))
  }
  return findings
}
