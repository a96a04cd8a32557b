import type { Bilingual } from '@/i18n/use-copy'

// Why the server refused a "Cobrar" (pb_hooks/lib/approval.js refusal codes), in both languages, with /adminsell (out of the first load).
const es = {
  notFound: 'Esta solicitud ya no existe. La lista se actualizó.',
  notOpen: 'Esta solicitud ya no está abierta: otra persona la resolvió. La lista se actualizó.',
  banned: 'Esta persona está suspendida: no se le puede cobrar una entrada.',
  underReview: 'Esta cuenta está en revisión: otra cuenta registró primero el mismo documento de identidad.',
  nothingToCharge: 'No hay nada que cobrar: lo ya pagado cubre el valor de esta entrada.',
  soldOut: 'No quedan entradas de este tipo. Súbelas en «Mostrar cantidades» o marca la solicitud como agotada.',
}

const en: typeof es = {
  notFound: 'This request no longer exists. The list has been updated.',
  notOpen: 'This request is no longer open: someone else resolved it. The list has been updated.',
  banned: 'This person is banned: no ticket can be charged to them.',
  underReview: 'This account is held for review: another account registered the same identity document first.',
  nothingToCharge: 'There is nothing to charge: what was already paid covers this ticket.',
  soldOut: 'No tickets of this type remain. Raise them under “Show quantities” or reject the request as sold out.',
}

export const approvalRefusalsCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
