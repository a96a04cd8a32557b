import type { Bilingual } from '@/i18n/use-copy'

// The transfer deadline of the current edition, on /adminconsole's edition section (issue #28).
const es = {
  title: 'Plazo para pedir traspasos',
  explain: 'Último día (hora de Chile) en que se puede pedir el traspaso de una entrada a otra persona. Vacío: traspasos cerrados. Debe ser anterior al primer día de la edición: durante el evento nadie cambia de titular.',
  field: 'Pedir traspasos hasta',
  save: 'Guardar plazo',
  close: 'Cerrar traspasos',
  saving: 'Guardando…',
  saved: (day: string) => (day ? `Traspasos abiertos hasta el ${day}.` : 'Traspasos cerrados.'),
  afterStart: 'El plazo debe ser anterior al primer día de la edición.',
  invalid: 'Escribe una fecha válida o déjalo vacío.',
  failed: 'No pudimos guardar el plazo.',
  loadError: 'No pudimos leer el plazo de traspasos.',
}

const en: typeof es = {
  title: 'Deadline to ask for transfers',
  explain: 'The last day (Chile time) on which a ticket can be asked to be transferred to another person. Empty: transfers closed. It must be before the edition’s first day: nobody changes holder during the event.',
  field: 'Ask for transfers until',
  save: 'Save deadline',
  close: 'Close transfers',
  saving: 'Saving…',
  saved: (day: string) => (day ? `Transfers open until ${day}.` : 'Transfers closed.'),
  afterStart: 'The deadline must be before the edition’s first day.',
  invalid: 'Enter a valid date or leave it empty.',
  failed: 'We could not save the deadline.',
  loadError: 'We could not read the transfer deadline.',
}

export const transferDeadlineCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
