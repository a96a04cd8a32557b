import type { Bilingual } from '@/i18n/use-copy'

// The mission, the origin of the name and the staff are organiser content (PocketBase, /admincontent).
const es = {
  description: 'Quiénes somos: la misión de Monster Invasion, el origen de su nombre y el equipo que organiza la convención.',
  missionTitle: 'Nuestra misión',
  nameTitle: 'El origen del nombre',
  teamTitle: 'El equipo',
  teamIntro: (n: number) => `${n} personas voluntarias preparan la invasión.`,
}

const en: typeof es = {
  description: 'Who we are: the mission of Monster Invasion, the origin of its name and the team organising the convention.',
  missionTitle: 'Our mission',
  nameTitle: 'Where the name comes from',
  teamTitle: 'The team',
  teamIntro: (n: number) => `${n} volunteers are preparing the invasion.`,
}

export const usCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
