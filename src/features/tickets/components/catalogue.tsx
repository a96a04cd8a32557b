import type { SaleState } from '@/domain/current-edition'
import { isListed, isRequestableAction, offerAction, type HeldTicket, type OfferAction } from '@/domain/held-ticket'
import { useT } from '@/i18n/use-t'
import type { TicketTypeRecord } from '@/types/pocketbase'
import { TicketCard } from './ticket-card'

export interface CatalogueProps {
  types: readonly TicketTypeRecord[]
  held: HeldTicket | null
  /** The sale is known not to be open: no card may be requested (the server refuses outside the window). */
  notOnSale?: Exclude<SaleState, 'open'> | null
  pendingId: string | null
  onRequest: (id: string) => void
}

/** A card's button while the sale is not open: "Soon!" before it opens, "Not available" once it has closed. */
function outsideSale(action: OfferAction, notOnSale: Exclude<SaleState, 'open'> | null): OfferAction {
  if (!notOnSale || !isRequestableAction(action)) return action
  return notOnSale === 'notYet' ? 'soon' : 'unavailable'
}

/** Ticket types cheapest first; drafts never reach buyers (the API rule hides them, and so do we). */
export function Catalogue({ types, held, notOnSale = null, pendingId, onRequest }: CatalogueProps) {
  const visible = types.filter((type) => isListed(type.Estado)).sort((a, b) => a.ValorCLP - b.ValorCLP)
  const t = useT().tickets.catalogue
  if (visible.length === 0) return <p>{t.empty}</p>
  return (
    <ul className="ticket-grid">
      {visible.map((type) => (
        <TicketCard
          key={type.id}
          type={type}
          action={outsideSale(offerAction(type, held), notOnSale)}
          covered={held !== null && held.paid > 0 && type.ValorCLP <= held.paid}
          pending={pendingId === type.id}
          onRequest={onRequest}
        />
      ))}
    </ul>
  )
}
