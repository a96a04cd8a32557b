import type { Bilingual } from '@/i18n/use-copy'

// /entrada (the address in a ticket's QR), in both languages, with that page (out of the first load).
const es = {
  loading: 'Cargando entrada…',
  notFound: 'No encontramos esta entrada.',
  type: 'Tipo de entrada',
  paid: 'Entrada pagada',
  notPaid: 'Esta entrada no está pagada.',
  replacedBy: (level: string) => `Esta entrada fue reemplazada por una entrada ${level}: este código QR ya no es válido.`,
  refunded: 'Esta entrada fue reembolsada: este código QR ya no es válido.',
  transferred: 'Esta entrada se traspasó a otra persona con aprobación de la organización: este código QR ya no es válido.',
  fakeMail: (ticketType: string, address: string) =>
    `Correo simulado (no se envía)\nAsunto: Tu entrada ${ticketType}\nPresenta este código QR en la acreditación: ${address}`,
}

const en: typeof es = {
  loading: 'Loading ticket…',
  notFound: 'We could not find this ticket.',
  type: 'Ticket type',
  paid: 'Paid ticket',
  notPaid: 'This ticket is not paid.',
  replacedBy: (level: string) => `This ticket was replaced by a ${level} ticket: this QR code is no longer valid.`,
  refunded: 'This ticket was refunded: this QR code is no longer valid.',
  transferred: 'This ticket was transferred to another person with the organisers’ approval: this QR code is no longer valid.',
  fakeMail: (ticketType: string, address: string) =>
    `Simulated e-mail (not sent)\nSubject: Your ${ticketType} ticket\nShow this QR code at registration: ${address}`,
}

export const entradaCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
