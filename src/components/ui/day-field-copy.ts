import type { Bilingual } from '@/i18n/use-copy'

// A calendar day typed as Chile writes it (the browser's date input shows the browser's own
// language, mm/dd/yyyy on an English Chrome, whatever the page's language; see DayField).
const es = {
  placeholder: 'dd-mm-aaaa',
  hint: 'Día, mes y año, por ejemplo 21-06-1998.',
}

const en: typeof es = {
  placeholder: 'dd-mm-yyyy',
  hint: 'Day, month and year, for example 21-06-1998.',
}

export const dayFieldCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
