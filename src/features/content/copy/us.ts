import type { StaffRole } from '@/domain/organiser'
import type { Bilingual } from '../hooks/use-copy'

// PLACEHOLDER: staff names are in src/domain/organiser.ts; mission and name story are drafts.
const es = {
  description: 'Quiénes somos: la misión de Monster Invasion, el origen de su nombre y el equipo de 8 personas que organiza la convención.',
  missionTitle: 'Nuestra misión',
  mission:
    'Crear en Santiago un espacio seguro, inclusivo y creativo donde la comunidad furry de Chile y Latinoamérica pueda encontrarse, compartir su arte y hacer nuevas amistades.',
  nameTitle: 'El origen del nombre',
  name:
    'Monster Invasion nace de una broma entre amigos: si llegaban tantos furros a Santiago, la ciudad iba a parecer invadida por monstruos. Nos gustó la idea de monstruos amistosos —raros, coloridos y orgullosos de serlo— y la convertimos en el tema de nuestra primera edición.',
  teamTitle: 'El equipo',
  teamIntro: 'Ocho personas voluntarias preparan la invasión.',
  roles: {
    director: 'Dirección general',
    coDirector: 'Subdirección',
    treasurer: 'Finanzas',
    registration: 'Registro y acreditación',
    programming: 'Programación y paneles',
    art: 'Arte y diseño',
    security: 'Seguridad y bienestar',
    community: 'Comunidad y redes sociales',
  } satisfies Record<StaffRole, string>,
}

const en: typeof es = {
  description: 'Who we are: the mission of Monster Invasion, the origin of its name and the 8-person team organising the convention.',
  missionTitle: 'Our mission',
  mission:
    'To create in Santiago a safe, inclusive and creative space where the furry community of Chile and Latin America can meet, share their art and make new friends.',
  nameTitle: 'Where the name comes from',
  name:
    'Monster Invasion started as a joke among friends: if that many furries came to Santiago, the city would look invaded by monsters. We loved the idea of friendly monsters —odd, colourful and proud of it— and made it the theme of our first edition.',
  teamTitle: 'The team',
  teamIntro: 'Eight volunteers are preparing the invasion.',
  roles: {
    director: 'Director',
    coDirector: 'Deputy director',
    treasurer: 'Finance',
    registration: 'Registration',
    programming: 'Programming and panels',
    art: 'Art and design',
    security: 'Safety and wellbeing',
    community: 'Community and social media',
  },
}

export const usCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
