import { useId } from 'react'
import { editionOfPrefix, editionYear } from '@/domain/edition'
import { orderPrefixOf } from '@/domain/order-id'
import { useEditions } from '@/hooks/use-edition'
import { useCopy } from '@/i18n/use-copy'
import { pastTicketsCopy } from './past-tickets-copy'
import type { IssuedState } from '@/types/pocketbase'
import type { IssuedTicketWithType } from '@/stores/server-queries'

/** The tickets an edition leaves behind: what was paid, and what was replaced or refunded after paying. */
const HISTORY: readonly IssuedState[] = ['pagada', 'reemplazada', 'reembolsada']

/**
 * Past editions' tickets, as history (issue #38): never a QR, since the door refuses them. Nothing until
 * the editions are read (`currentPrefix` null), so a current ticket is never listed as past.
 */
export function PastTickets({ issued, currentPrefix, typeName }: { issued: readonly IssuedTicketWithType[]; currentPrefix: string | null; typeName: (ticket: IssuedTicketWithType) => string }) {
  const tt = useCopy(pastTicketsCopy)
  const editions = useEditions()
  const headingId = useId()
  if (currentPrefix === null || editions === null) return null
  const past = issued.filter((ticket) => {
    const prefix = orderPrefixOf(ticket.orderID)
    return HISTORY.includes(ticket.estado) && prefix !== '' && prefix !== currentPrefix
  })
  if (past.length === 0) return null
  const yearOf = (prefix: string) => {
    const edition = editionOfPrefix(editions, prefix)
    return edition ? editionYear(edition) : prefix
  }
  return (
    <div className="profile-tickets__past">
      <h3 id={headingId}>{tt.title}</h3>
      <ul aria-labelledby={headingId}>
        {past.map((ticket) => (
          <li key={ticket.id}>{tt.ticket(yearOf(orderPrefixOf(ticket.orderID)), typeName(ticket), ticket.orderID)}</li>
        ))}
      </ul>
    </div>
  )
}
