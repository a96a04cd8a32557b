/** SPEC §9: nightly rates in US dollars, taxes not included; breakfast included; 2 people per room at most. */
export const HOTEL_RATES = [
  { room: 'kingTwin', usd: 125 },
  { room: 'executiveKingTwin', usd: 135 },
  { room: 'cornerSuite', usd: 145 },
  { room: 'juniorSuite', usd: 290 },
  { room: 'masterSuite', usd: 345 },
  { room: 'presidentialSuite', usd: 685 },
] as const

export type HotelRoom = (typeof HOTEL_RATES)[number]['room']

export const MAX_PEOPLE_PER_ROOM = 2

/** "US$125" in both languages, so the currency is never mistaken for Chilean pesos. */
export const formatUsd = (amount: number) => `US$${amount}`
