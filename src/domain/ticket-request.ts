import { levelRank, parseTicketCode } from './ticket-levels'
import type { TicketTypeState } from './ticket-state'

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
  // Not in SPEC: a buyer's or an IP's request budget is spent (pb_hooks/lib/client-limits.js).
  rateLimited: 'Demasiadas solicitudes: espera unos segundos e inténtalo de nuevo. / Too many requests: wait a few seconds and try again.',
} as const

export type RequestRefusal = Exclude<keyof typeof REQUEST_MESSAGES, 'ok'>

/** What the holder of a badge (type code and amount paid) may do with a ticket type of the catalogue. */
export type CatalogueAction = 'yours' | 'join' | 'upgrade' | 'unavailable'

export interface HeldBadge {
  /** Tipo code of the type held ('' when none). */
  code: string
  paid: number
}

/** SPEC §2: "Your Ticket", "Join the queue", "Request Upgrade" or "Not available". */
export function catalogueAction(type: { Tipo: string; ValorCLP: number }, held: HeldBadge | null): CatalogueAction {
  if (!held || (!held.code && held.paid <= 0)) return 'join'
  if (held.code === type.Tipo) return 'yours'
  return isUpgrade(held, type) ? 'upgrade' : 'unavailable'
}

/** An upgrade costs more than what was paid and is of a higher level than the badge held. */
export function isUpgrade(held: HeldBadge, type: { Tipo: string; ValorCLP: number }): boolean {
  if (type.ValorCLP <= held.paid) return false
  const target = parseTicketCode(type.Tipo)
  const current = held.code ? parseTicketCode(held.code) : null
  if (!target) return false
  return !current || levelRank(target.level) > levelRank(current.level)
}

/** Only "disponible" may be requested: anunciada is "Soon!", agotada "Sold Out", creada hidden. */
export const isRequestable = (state: TicketTypeState) => state === 'disponible'
