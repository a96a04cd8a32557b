import type { Bilingual } from '@/i18n/use-copy'

// Why a payment could not start for the edition's sake (functions/updatetokenentregada.mts codes
// saleClosed and otherEdition), in both languages, with the pay block (out of the first load).
const es = {
  saleClosed: 'La venta de entradas de esta edición está cerrada: esta entrada ya no se puede pagar. No se hizo ningún cargo.',
  otherEdition: 'Esta entrada es de una edición anterior y ya no se puede pagar. No se hizo ningún cargo; pide una entrada de la edición actual.',
}

const en: typeof es = {
  saleClosed: "This edition's ticket sale is closed: this ticket can no longer be paid. Nothing was charged.",
  otherEdition: 'This ticket belongs to an earlier edition and can no longer be paid. Nothing was charged; request a ticket of the current edition.',
}

export const payEditionErrorsCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
