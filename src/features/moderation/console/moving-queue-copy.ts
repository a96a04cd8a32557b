import type { Bilingual } from '@/i18n/use-copy'

// The organisers' switch of a type's queue (pb_hooks/moving-queue.pb.js), with the console's page.
const es = {
  label: 'La fila avanza sola',
  hint: 'Cuando una unidad vuelve (plazo vencido, reembolso, eliminación), se aprueba a la siguiente persona de la fila de este tipo y se le envía el cobro. Apagado: la página Vender avisa y alguien aprueba.',
  on: (type: string) => `La fila de ${type} ahora avanza sola.`,
  off: (type: string) => `La fila de ${type} espera a que alguien apruebe.`,
  error: 'No se guardó el cambio. Inténtalo otra vez.',
}

const en: typeof es = {
  label: 'The queue moves by itself',
  hint: 'When a unit comes back (deadline passed, refund, removal), the next person in this type’s queue is approved and mailed the payment request. Off: the Sell page tells you and someone approves.',
  on: (type) => `The ${type} queue now moves by itself.`,
  off: (type) => `The ${type} queue waits for someone to approve.`,
  error: 'The change was not saved. Try again.',
}

export const movingQueueCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
