/** Ticket levels by type-code prefix (SPEC §3): B General, S Sponsor, SS Super Sponsor, MEGA Mega. */
export type Level = 'general' | 'sponsor' | 'superSponsor' | 'mega'
/** A code ending in 1 is the Early Bird price, in 2 the Second Sale price; anything else a single value. */
export type SalePhase = 'earlyBird' | 'secondSale' | 'unique'

export const LEVELS: readonly Level[] = ['general', 'sponsor', 'superSponsor', 'mega']
export const TOP_LEVEL: Level = 'mega'

/** A ticket type code as stored (Entradas.Tipo): level prefix and optional sale phase. */
export const TICKET_CODE_PATTERN = /^(MEGA|SS|S|B)([12]?)$/

export interface TicketCode {
  level: Level
  phase: SalePhase
}

export function parseTicketCode(code: string): TicketCode | null {
  const match = TICKET_CODE_PATTERN.exec(code.trim().toUpperCase())
  if (!match) return null
  const level: Level = match[1] === 'MEGA' ? 'mega' : match[1] === 'SS' ? 'superSponsor' : match[1] === 'S' ? 'sponsor' : 'general'
  const phase: SalePhase = match[2] === '1' ? 'earlyBird' : match[2] === '2' ? 'secondSale' : 'unique'
  return { level, phase }
}

export const levelRank = (level: Level) => LEVELS.indexOf(level)
