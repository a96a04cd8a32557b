import type { AccessibilityNeed } from '@/domain/accessibility-needs'
import type { Bilingual } from '@/i18n/use-copy'

// /adminreport's accessibility section, in both languages, with the page.
const es = {
  title: 'Accesibilidad: qué preparar',
  intro: (holders: number, withNeeds: number) =>
    `De ${holders} ${holders === 1 ? 'persona' : 'personas'} con entrada pagada, ${withNeeds} ${withNeeds === 1 ? 'indicó' : 'indicaron'} alguna necesidad. Solo se muestran totales: quién necesita qué es un dato sensible que no se ve aquí.`,
  need: 'Necesidad',
  people: 'Personas',
  loading: 'Cargando…',
  loadError: 'No pudimos cargar el resumen de accesibilidad.',
  needs: {
    wheelchair: 'Silla de ruedas',
    stepFree: 'Rutas sin escalones',
    seating: 'Lugar para sentarse',
    signLanguage: 'Lengua de señas',
    visual: 'Apoyo por baja visión',
    quietSpace: 'Espacio tranquilo',
    assistanceAnimal: 'Animal de asistencia',
    companion: 'Persona de apoyo',
  } satisfies Record<AccessibilityNeed, string>,
}

const en: typeof es = {
  title: 'Accessibility: what to prepare',
  intro: (holders, withNeeds) =>
    `Of ${holders} ${holders === 1 ? 'person' : 'people'} with a paid ticket, ${withNeeds} named a need. Only totals are shown: who needs what is sensitive data that is not shown here.`,
  need: 'Need',
  people: 'People',
  loading: 'Loading…',
  loadError: 'We could not load the accessibility summary.',
  needs: {
    wheelchair: 'Wheelchair',
    stepFree: 'Step-free routes',
    seating: 'A place to sit',
    signLanguage: 'Sign language',
    visual: 'Low-vision support',
    quietSpace: 'Quiet space',
    assistanceAnimal: 'Assistance animal',
    companion: 'Support person',
  },
}

export const accessibilityCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
