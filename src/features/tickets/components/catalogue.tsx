import { catalogueAction, type HeldBadge } from '@/domain/ticket-request'
import { useT } from '@/i18n/use-t'
import type { TicketTypeRecord } from '@/types/pocketbase'
import type { LoadState } from '../hooks/use-catalogue'
import { TicketCard } from './ticket-card'

export interface CatalogueProps {
  types: TicketTypeRecord[]
  state: LoadState
  held: HeldBadge | null
  pendingId: string | null
  onRequest: (id: string) => void
}

/** Ticket types cheapest first; drafts never reach buyers (the API rule hides them, and so do we). */
export function Catalogue({ types, state, held, pendingId, onRequest }: CatalogueProps) {
  const t = useT().tickets.catalogue
  const visible = types.filter((type) => type.Estado !== 'creada').sort((a, b) => a.ValorCLP - b.ValorCLP)
  return (
    <section className="buy-section" aria-labelledby="catalogue-title">
      <h2 id="catalogue-title">{t.title}</h2>
      {state === 'loading' ? <p role="status">{t.loading}</p> : null}
      {state === 'error' ? <p role="alert">{t.loadError}</p> : null}
      {state === 'ready' && visible.length === 0 ? <p>{t.empty}</p> : null}
      <ul className="ticket-grid">
        {visible.map((type) => (
          <TicketCard
            key={type.id}
            type={type}
            action={catalogueAction(type, held)}
            covered={held !== null && held.paid > 0 && type.ValorCLP <= held.paid}
            pending={pendingId === type.id}
            onRequest={onRequest}
          />
        ))}
      </ul>
    </section>
  )
}
