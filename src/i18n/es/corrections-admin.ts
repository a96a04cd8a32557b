/** The moderators' list of correction requests (/admincorrections): staff texts, out of the first load. */
export const correctionsAdmin = {
  title: 'Correcciones de datos legales',
  nav: 'Correcciones',
  empty: 'No hay solicitudes de corrección abiertas.',
  caption: 'Solicitudes abiertas, la más antigua primero',
  who: 'Persona',
  reason: 'Motivo',
  asked: 'Pedida el',
  field: 'Dato a corregir',
  value: 'Valor correcto',
  apply: 'Corregir y avisar',
  noLegal: 'Sin datos legales',
  done: 'Corregido. Avisamos a la persona por correo.',
  doneNoMail: 'Corregido, pero el correo no se pudo enviar.',
  fields: {
    nombreEnDocumento: 'Nombre en el documento',
    bdate: 'Fecha de nacimiento (AAAA-MM-DD)',
    numDocumento: 'Número de documento',
    tipoDocumento: 'Tipo de documento (DNI o PASSPORT)',
    paisDocumento: 'País del documento',
  },
}
