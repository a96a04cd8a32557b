import type { Bilingual } from '@/i18n/use-copy'
import { EVENT } from '@/domain/event'

// The legal form of /profile, in both languages, with the profile page (out of the first load).
const es = {
  title: 'Información legal',
  intro: 'Debe coincidir con tu documento de identidad. Una vez guardada no se puede cambiar; si te equivocaste, escríbenos.',
  lockedNotice: 'Tu información legal está guardada y bloqueada.',
  documentNumber: 'Número de documento',
  documentNumberRule: 'De 3 a 30 caracteres: letras, números, puntos o guiones.',
  documentType: 'Tipo de documento',
  documentTypes: { DNI: 'DNI / Cédula de identidad', PASSPORT: 'Pasaporte' },
  country: 'País del documento',
  countryOther: 'Escribe el país',
  countryRule: 'De 2 a 56 letras.',
  name: 'Nombre completo como aparece en el documento',
  nameRule: 'De 2 a 100 letras.',
  birthday: 'Fecha de nacimiento',
  /** `ageCutoff`: the current edition's cut-off day in words (formatAgeCutoff). */
  /** `ageCutoff`: null while the edition is not known yet (the server applies its day). */
  ageRule: (ageCutoff: string | null) => `Debes tener ${EVENT.minimumAge} años o más${ageCutoff ? ` el ${ageCutoff}` : ''}.`,
  birthdayPlaceholder: 'dd-mm-aaaa',
  birthdayHint: 'Día, mes y año, por ejemplo 21-06-1998.',
  birthdayFormat: 'Escribe la fecha como día-mes-año, por ejemplo 21-06-1998.',
}

const en: typeof es = {
  title: 'Legal information',
  intro: 'It must match your identity document. Once saved it cannot be changed; if you made a mistake, contact us.',
  lockedNotice: 'Your legal information is saved and locked.',
  documentNumber: 'Document number',
  documentNumberRule: '3 to 30 characters: letters, numbers, dots or hyphens.',
  documentType: 'Document type',
  documentTypes: { DNI: 'National ID (DNI)', PASSPORT: 'Passport' },
  country: 'Country of the document',
  countryOther: 'Type the country',
  countryRule: '2 to 56 letters.',
  name: 'Full name as written on the document',
  nameRule: '2 to 100 letters.',
  birthday: 'Date of birth',
  ageRule: (ageCutoff: string | null) => `You must be ${EVENT.minimumAge} or older${ageCutoff ? ` on ${ageCutoff}` : ''}.`,
  birthdayPlaceholder: 'dd-mm-yyyy',
  birthdayHint: 'Day, month and year, for example 21-06-1998.',
  birthdayFormat: 'Write the date as day-month-year, for example 21-06-1998.',
}

export const legalInfoCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
