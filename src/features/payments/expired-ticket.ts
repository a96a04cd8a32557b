import type { IssuedTicketWithType } from '@/stores/server-queries'

/** The expired ticket a buyer should hear about: their newest issued ticket, when it expired unpaid. */
export function expiredToShow(newestFirst: readonly IssuedTicketWithType[]): IssuedTicketWithType | null {
  const newest = newestFirst[0]
  return newest?.estado === 'vencida' ? newest : null
}
