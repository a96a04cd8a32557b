/** Correction of locked legal data by request: the attendee's form and the moderators' list. */
export const corrections = {
  title: 'Corregir mis datos legales',
  explain: 'Tus datos legales quedan bloqueados al guardarlos. Si algo está mal, cuéntanos qué dato y por qué; un moderador lo corregirá y te avisaremos por correo.',
  reason: '¿Qué dato está mal y cuál es el correcto?',
  reasonRule: 'Escribe entre 10 y 1000 caracteres.',
  send: 'Enviar solicitud',
  sent: 'Recibimos tu solicitud. Te escribiremos cuando esté corregido.',
  open: (date: string) => `Tienes una solicitud de corrección abierta desde el ${date}. Te escribiremos cuando esté resuelta.`,
  failed: 'No pudimos enviar tu solicitud. Inténtalo de nuevo más tarde.',
}
