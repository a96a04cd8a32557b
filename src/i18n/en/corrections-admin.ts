import type { StaffDictionary } from '../es-staff'

export const correctionsAdmin: StaffDictionary['correctionsAdmin'] = {
  title: 'Legal data corrections',
  nav: 'Corrections',
  empty: 'There are no open correction requests.',
  caption: 'Open requests, oldest first',
  who: 'Person',
  reason: 'Reason',
  asked: 'Asked on',
  field: 'Item to correct',
  value: 'Correct value',
  apply: 'Correct and notify',
  noLegal: 'No legal data',
  done: 'Corrected. We notified the person by e-mail.',
  doneNoMail: 'Corrected, but the e-mail could not be sent.',
  fields: {
    nombreEnDocumento: 'Name on the document',
    bdate: 'Date of birth (YYYY-MM-DD)',
    numDocumento: 'Document number',
    tipoDocumento: 'Document type (DNI or PASSPORT)',
    paisDocumento: 'Document country',
  },
}
