import type { Bilingual } from '@/i18n/use-copy'

// The expired-ticket notice on /buy loads with the pay block, after the first paint, so its texts live
// here in both languages instead of in every visitor's first load; the readiness check compares them.
const es = {
  title: 'Tu entrada venció',
  passed: (ticket: string, order: string, when: string) =>
    `El plazo para pagar tu entrada ${ticket} (orden ${order}) terminó el ${when} (hora de Chile) y su cupo volvió a la venta.`,
  onSale: 'Este tipo de entrada sigue a la venta: puedes volver a pedirla y esperar una nueva aprobación.',
  requestAgain: 'Volver a pedirla',
  notOnSale: 'Este tipo de entrada no está a la venta ahora. Revisa las demás entradas o únete a la lista de espera.',
  seeTickets: 'Ver las entradas',
}

const en: typeof es = {
  title: 'Your ticket expired',
  passed: (ticket: string, order: string, when: string) =>
    `The deadline to pay your ${ticket} ticket (order ${order}) passed on ${when} (Chile time) and its place went back on sale.`,
  onSale: 'This ticket type is still on sale: you can request it again and wait for a new approval.',
  requestAgain: 'Request it again',
  notOnSale: 'This ticket type is not on sale right now. Look at the other tickets or join the waitlist.',
  seeTickets: 'See the tickets',
}

export const expiredCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
