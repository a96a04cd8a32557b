import type { AccessibilityNeed } from '@/domain/accessibility-needs'
import type { Bilingual } from '@/i18n/use-copy'

// The health card's accessibility needs, in both languages, with the profile page (out of the first load).
const es = {
  legend: 'Necesidades de accesibilidad',
  hint: 'Marca lo que necesitas para disfrutar el evento. Es un dato sensible, protegido como tus datos de salud: la organización solo ve cuántas personas necesitan cada cosa, nunca quién.',
  needs: {
    wheelchair: 'Uso silla de ruedas',
    stepFree: 'Necesito rutas sin escalones',
    seating: 'Necesito un lugar para sentarme',
    signLanguage: 'Lengua de señas',
    visual: 'Apoyo por baja visión',
    quietSpace: 'Un espacio tranquilo para descansar',
    assistanceAnimal: 'Voy con un animal de asistencia',
    companion: 'Voy con una persona de apoyo',
  } satisfies Record<AccessibilityNeed, string>,
}

const en: typeof es = {
  legend: 'Accessibility needs',
  hint: 'Tick what you need to enjoy the event. This is sensitive data, protected like your health data: the organisers only see how many people need each thing, never who.',
  needs: {
    wheelchair: 'I use a wheelchair',
    stepFree: 'I need step-free routes',
    seating: 'I need a place to sit',
    signLanguage: 'Sign language',
    visual: 'Low-vision support',
    quietSpace: 'A quiet space to rest',
    assistanceAnimal: 'I come with an assistance animal',
    companion: 'I come with a support person',
  },
}

export const accessibilityNeedsCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
