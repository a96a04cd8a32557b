import type { Bilingual } from '@/i18n/use-copy'

// The profile's list of earlier editions' tickets (past-tickets.tsx), with the profile (out of the first load).
const es = {
  title: 'Ediciones anteriores',
  ticket: (year: string, type: string, orderId: string) => `${year} · ${type} · ${orderId}`,
}

const en: typeof es = {
  title: 'Past editions',
  ticket: (year: string, type: string, orderId: string) => `${year} · ${type} · ${orderId}`,
}

export const pastTicketsCopy: Bilingual<typeof es> = { ESP: es, ENG: en }
