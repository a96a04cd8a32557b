/**
 * The answers of the pideentrada function (SPEC §8). The first three texts are the contract with the
 * SPA's modals; `code` lets the SPA show every other refusal in the reader's language.
 */
export const REQUEST_MESSAGES = {
  ok: 'Entrada pedida correctamente',
  legalIncomplete: 'Información legal incompleta',
  alreadyRequested: 'Ya hay ticket pedido',
  notVerified: 'Cuenta no verificada',
  banned: 'Cuenta suspendida',
  notAvailable: 'Entrada no disponible',
  notAnUpgrade: 'Solo puedes pedir una entrada de nivel y valor mayor a la que tienes',
  pendingPayment: 'Ya tienes una entrada aprobada por pagar',
  // Not in SPEC: the edition's sale window is closed (src/domain/edition.ts, saleStateOn).
  saleClosed: 'La venta de entradas está cerrada. / Ticket sales are closed.',
  // Not in SPEC: a buyer's or an IP's request budget is spent (pb_hooks/lib/client-limits.js).
  rateLimited: 'Demasiadas solicitudes: espera unos segundos e inténtalo de nuevo. / Too many requests: wait a few seconds and try again.',
} as const

export type RequestRefusal = Exclude<keyof typeof REQUEST_MESSAGES, 'ok'>
