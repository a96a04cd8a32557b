import type { Bilingual } from '@/i18n/use-copy'

// Why the server refused a write on /adminsell, in both languages (out of the first load): a "Cobrar"
// (pb_hooks/lib/approval.js refusal codes), or showing or selling a type a buyer could not use
// (pb_hooks/lib/organiser-console.js requireTypeReady: src/domain/launch-readiness.ts typeProblems).
const es = {
  notFound: 'Esta solicitud ya no existe. La lista se actualizó.',
  notOpen: 'Esta solicitud ya no está abierta: otra persona la resolvió. La lista se actualizó.',
  banned: 'Esta persona está suspendida: no se le puede cobrar una entrada.',
  underReview: 'Esta cuenta está en revisión: otra cuenta registró primero el mismo documento de identidad.',
  nothingToCharge: 'No hay nada que cobrar: lo ya pagado cubre el valor de esta entrada.',
  soldOut: 'No quedan entradas de este tipo. Súbelas en «Mostrar cantidades» o marca la solicitud como agotada.',
  saleClosed: 'La venta de esta edición está cerrada: no se pueden cobrar entradas. Revisa las fechas de venta en /adminconsole.',
  otherEdition: 'Esta solicitud es de la venta de una edición anterior: no se puede cobrar. La persona puede pedir su entrada de nuevo.',
  typeWithoutImage: 'Este tipo de entrada no tiene imagen: súbela en /adminconsole antes de anunciarlo o ponerlo a la venta.',
  typeWithoutEnglishName: 'Este tipo de entrada no tiene nombre en inglés: agrégalo en /adminconsole antes de anunciarlo o ponerlo a la venta.',
  typeWithoutQuantity: 'Este tipo de entrada no tiene cantidad, así que su venta no descontaría unidades: fíjala antes de anunciarlo o ponerlo a la venta.',
  typeBadCode: 'El código de este tipo de entrada no es válido (B, S, SS o MEGA, con 1 o 2 opcional): no se puede anunciar ni poner a la venta.',
}

const en: typeof es = {
  notFound: 'This request no longer exists. The list has been updated.',
  notOpen: 'This request is no longer open: someone else resolved it. The list has been updated.',
  banned: 'This person is banned: no ticket can be charged to them.',
  underReview: 'This account is held for review: another account registered the same identity document first.',
  nothingToCharge: 'There is nothing to charge: what was already paid covers this ticket.',
  soldOut: 'No tickets of this type remain. Raise them under “Show quantities” or reject the request as sold out.',
  saleClosed: "This edition's sale is closed: no tickets can be charged. Check the sale dates on /adminconsole.",
  otherEdition: 'This request belongs to an earlier edition’s sale: it cannot be charged. The person can request their ticket again.',
  typeWithoutImage: 'This ticket type has no image: upload one on /adminconsole before announcing it or putting it on sale.',
  typeWithoutEnglishName: 'This ticket type has no English name: add it on /adminconsole before announcing it or putting it on sale.',
  typeWithoutQuantity: 'This ticket type has no quantity, so its sales would not count down: set one before announcing it or putting it on sale.',
  typeBadCode: 'This ticket type’s code is not valid (B, S, SS or MEGA, with an optional 1 or 2): it cannot be announced or put on sale.',
}

export const approvalRefusalsCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
