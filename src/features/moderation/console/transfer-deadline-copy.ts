import type { Bilingual } from '@/i18n/use-copy'

// The transfer deadline of the current edition, on /adminconsole's edition section (issue #28).
const es = {
  title: 'Plazo para pedir traspasos',
  explain: 'Último día (hora de Chile) en que se puede pedir el traspaso de una entrada a otra persona. Vacío: traspasos cerrados. No puede ser posterior al último día de la edición.',
  field: 'Pedir traspasos hasta',
  save: 'Guardar plazo',
  close: 'Cerrar traspasos',
  saving: 'Guardando…',
  saved: (day: string) => (day ? `Traspasos abiertos hasta el ${day}.` : 'Traspasos cerrados.'),
  afterEnd: 'El plazo no puede ser posterior al último día de la edición.',
  invalid: 'Escribe una fecha válida o déjalo vacío.',
  failed: 'No pudimos guardar el plazo.',
  loadError: 'No pudimos leer el plazo de traspasos.',
}

const en: typeof es = {
  title: 'Deadline to ask for transfers',
  explain: 'The last day (Chile time) on which a ticket can be asked to be transferred to another person. Empty: transfers closed. It cannot be after the edition’s last day.',
  field: 'Ask for transfers until',
  save: 'Save deadline',
  close: 'Close transfers',
  saving: 'Saving…',
  saved: (day: string) => (day ? `Transfers open until ${day}.` : 'Transfers closed.'),
  afterEnd: 'The deadline cannot be after the edition’s last day.',
  invalid: 'Enter a valid date or leave it empty.',
  failed: 'We could not save the deadline.',
  loadError: 'We could not read the transfer deadline.',
}

export const transferDeadlineCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
