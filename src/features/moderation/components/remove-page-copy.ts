import type { Bilingual } from '@/i18n/use-copy'

// /adminremove: why an action of a row is off, and the holder's name when none is recorded.
const es = {
  noHolderName: 'Sin nombre legal',
  /** The buttons by their names; `state` is the ticket's state in words ("pagada"). */
  paymentActionsOff: (mail: string, reminder: string, extend: string, state: string) => `${mail}, ${reminder} y ${extend}: solo para entradas por pagar; esta está ${state}.`,
  removeOff: (remove: string, state: string) => `${remove}: solo para entradas por pagar o rechazadas; esta está ${state}.`,
}

const en: typeof es = {
  noHolderName: 'No legal name',
  paymentActionsOff: (mail: string, reminder: string, extend: string, state: string) => `${mail}, ${reminder} and ${extend}: only for tickets awaiting payment; this one is ${state}.`,
  removeOff: (remove: string, state: string) => `${remove}: only for tickets awaiting payment or rejected; this one is ${state}.`,
}

export const removePageCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
