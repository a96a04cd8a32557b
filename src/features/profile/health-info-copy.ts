import type { Bilingual } from '@/i18n/use-copy'

// The health form of /profile, in both languages, with the profile page (out of the first load).
const es = {
  title: 'Información de salud',
  intro: 'Solo la usamos para cuidarte durante el evento; los moderadores no la ven. Todo es opcional.',
  condition: 'Condición médica',
  food: 'Restricción alimentaria',
  contactName: 'Nombre de tu contacto de emergencia',
  contactPhone: 'Teléfono de tu contacto de emergencia',
  phonePlaceholder: '+569...',
  phoneRule: 'Solo números, con el código de país; hasta 15 dígitos.',
  other: 'Otra condición',
  textRule: 'Hasta 500 caracteres.',
  nameRule: 'Hasta 100 caracteres.',
}

const en: typeof es = {
  title: 'Health information',
  intro: 'We only use it to look after you during the event; moderators never see it. Everything is optional.',
  condition: 'Medical condition',
  food: 'Food restriction',
  contactName: 'Emergency contact name',
  contactPhone: 'Emergency contact phone',
  phonePlaceholder: '+569...',
  phoneRule: 'Numbers only, with the country code; up to 15 digits.',
  other: 'Other condition',
  textRule: 'Up to 500 characters.',
  nameRule: 'Up to 100 characters.',
}

export const healthInfoCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
