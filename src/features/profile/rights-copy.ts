import type { Bilingual } from '@/i18n/use-copy'
import type { RequestRight } from '@/domain/privacy-rights'

// "Tus derechos / Your rights" on /profile (Ley 21.719): the six rights, a request to the organisers
// and the state of each request with its legal deadline. Loaded with the profile page only.
const es = {
  title: 'Tus derechos sobre tus datos',
  intro:
    'La ley chilena de datos personales (Ley 21.719) te da seis derechos. Algunos los ejerces tú mismo aquí; para los demás envía una solicitud: la organización debe responderte dentro de 30 días corridos, y puede extender ese plazo una sola vez por 30 días más, explicándote por qué.',
  rights: {
    acceso: { name: 'Acceso', what: 'Saber qué datos tuyos tenemos, para qué y a quién los comunicamos.', self: 'Ya puedes descargarlos con "Descargar mis datos".' },
    rectificacion: { name: 'Rectificación', what: 'Corregir datos inexactos o incompletos.', self: 'Tu perfil y tus datos de salud los editas tú; para tus datos legales usa "Corregir mis datos legales".' },
    supresion: { name: 'Supresión', what: 'Que borremos tus datos.', self: 'Puedes borrar tus datos de salud o tu cuenta completa tú mismo.' },
    oposicion: { name: 'Oposición', what: 'Oponerte a un uso concreto de tus datos.', self: 'Envíanos una solicitud abajo.' },
    portabilidad: { name: 'Portabilidad', what: 'Recibir tus datos en un formato estructurado y legible por máquina.', self: '"Descargar mis datos" entrega un archivo JSON.' },
    bloqueo: { name: 'Bloqueo', what: 'Que suspendamos temporalmente el uso de tus datos mientras se resuelve una solicitud.', self: 'Envíanos una solicitud abajo.' },
  } satisfies Record<RequestRight, { name: string; what: string; self: string }>,
  form: {
    title: 'Enviar una solicitud',
    right: 'Derecho',
    detail: 'Detalle (opcional)',
    detailHint: 'Cuéntanos qué necesitas; hasta 1000 caracteres.',
    send: 'Enviar mi solicitud de derechos',
    sending: 'Enviando…',
    sent: 'Recibimos tu solicitud. Abajo ves su plazo.',
    open: 'Ya tienes una solicitud abierta de este derecho.',
  },
  list: {
    title: 'Tus solicitudes',
    empty: 'Aún no has enviado solicitudes.',
    status: { pendiente: 'En curso', resuelta: 'Respondida', rechazada: 'Rechazada' },
    received: (date: string) => `Recibida el ${date}`,
    due: (date: string) => `Plazo legal: ${date}`,
    extended: (reason: string) => `Plazo extendido una vez. Motivo: ${reason}`,
    answered: (date: string) => `Respondida el ${date}`,
    answer: (text: string) => `Respuesta: ${text}`,
  },
}

const en: typeof es = {
  title: 'Your rights over your data',
  intro:
    'Chile’s personal data law (Ley 21.719) gives you six rights. Some you exercise yourself right here; for the others send a request: the organisers must answer within 30 calendar days, and may extend that once by 30 more days, telling you why.',
  rights: {
    acceso: { name: 'Access', what: 'Know which of your data we hold, why, and whom we share it with.', self: 'You can already download it with "Download my data".' },
    rectificacion: { name: 'Rectification', what: 'Correct inaccurate or incomplete data.', self: 'You edit your profile and health data yourself; for your legal data use "Correct my legal data".' },
    supresion: { name: 'Deletion', what: 'Have your data erased.', self: 'You can delete your health data or your whole account yourself.' },
    oposicion: { name: 'Objection', what: 'Object to a specific use of your data.', self: 'Send us a request below.' },
    portabilidad: { name: 'Portability', what: 'Receive your data in a structured, machine-readable format.', self: '"Download my data" gives you a JSON file.' },
    bloqueo: { name: 'Blocking', what: 'Have us suspend the use of your data for a while, e.g. while a request is settled.', self: 'Send us a request below.' },
  },
  form: {
    title: 'Send a request',
    right: 'Right',
    detail: 'Details (optional)',
    detailHint: 'Tell us what you need; up to 1000 characters.',
    send: 'Send my rights request',
    sending: 'Sending…',
    sent: 'We received your request. Its deadline is shown below.',
    open: 'You already have an open request for this right.',
  },
  list: {
    title: 'Your requests',
    empty: 'You have not sent any requests yet.',
    status: { pendiente: 'In progress', resuelta: 'Answered', rechazada: 'Refused' },
    received: (date: string) => `Received on ${date}`,
    due: (date: string) => `Legal deadline: ${date}`,
    extended: (reason: string) => `Deadline extended once. Reason: ${reason}`,
    answered: (date: string) => `Answered on ${date}`,
    answer: (text: string) => `Answer: ${text}`,
  },
}

export const rightsCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
