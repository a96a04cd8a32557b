import type { TicketTypeState } from './ticket-state'

/** Only "disponible" can be requested; "anunciada" shows Soon!, "agotada" Sold Out, "creada" is hidden. */
export const isPurchasable = (state: TicketTypeState) => state === 'disponible'
