import { isListed, offerAction, type HeldTicket } from '@/domain/held-ticket'
import { useT } from '@/i18n/use-t'
import type { TicketTypeRecord } from '@/types/pocketbase'
import { TicketCard } from './ticket-card'

export interface CatalogueProps {
  types: readonly TicketTypeRecord[]
  held: HeldTicket | null
  pendingId: string | null
  onRequest: (id: string) => void
}

/** Ticket types cheapest first; drafts never reach buyers (the API rule hides them, and so do we). */
export function Catalogue({ types, held, pendingId, onRequest }: CatalogueProps) {
  const visible = types.filter((type) => isListed(type.Estado)).sort((a, b) => a.ValorCLP - b.ValorCLP)
  const t = useT().tickets.catalogue
  if (visible.length === 0) return <p>{t.empty}</p>
  return (
    <ul className="ticket-grid">
      {visible.map((type) => (
        <TicketCard
          key={type.id}
          type={type}
          action={offerAction(type, held)}
          covered={held !== null && held.paid > 0 && type.ValorCLP <= held.paid}
          pending={pendingId === type.id}
          onRequest={onRequest}
        />
      ))}
    </ul>
  )
}
