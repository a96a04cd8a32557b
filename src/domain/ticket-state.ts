export type TicketTypeState = 'disponible' | 'agotada' | 'creada' | 'anunciada'
export const TICKET_TYPE_STATES: readonly TicketTypeState[] = ['disponible', 'agotada', 'creada', 'anunciada']
