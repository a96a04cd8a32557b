import { skipToken } from '@reduxjs/toolkit/query/react'
import { useT } from '@/i18n/use-t'
import { QueryState } from '@/components/ui/query-state'
import { allOf, useDeferredContent } from '@/components/ui/query-status'
import type { SaleState } from '@/domain/current-edition'
import { heldTicket } from '@/domain/held-ticket'
import { usePreferences } from '@/stores/hooks'
import { useSale } from '@/hooks/use-edition'
import { toBadgeFacts, useCatalogueQuery, useHeldBadgeQuery } from '@/stores/server-queries'
import { useMyQueue } from '../queue-queries'
import { useRequestTicket } from '../hooks/use-request-ticket'
import { Catalogue } from './catalogue'
import { QueueList } from './queue-list'
import { ResultModal } from './result-modal'

/**
 * The parts of /buy that read the server (the data layer and the SDK come with them). buy-page.tsx
 * loads this module once the page's own text is on screen; RTK Query shares the reads between the two.
 */
const useBuyerId = () => {
  const { user } = usePreferences()
  return user?.collectionName === 'users' ? user.id : null
}

/** The buyer's open requests, their place in the queue and a declined request. */
export function BuyQueue() {
  const buyerId = useBuyerId()
  const catalogue = useCatalogueQuery()
  const queue = useMyQueue(buyerId)
  // "Agotada" closes the request: the buyer hears about it until they ask for another ticket.
  const declined = queue?.latest?.estado === 'agotada' ? queue.latest : null
  return <QueueList requests={queue?.requests ?? []} types={catalogue.data ?? []} position={queue?.position ?? null} declined={declined} />
}

/** The ticket levels with the buyer's buttons, and the results modal of a request. `notOnSale`: the sale is known not to be open. */
export function BuyCatalogue({ notOnSale = null }: { notOnSale?: Exclude<SaleState, 'open'> | null }) {
  const t = useT()
  const { user } = usePreferences()
  const buyerId = useBuyerId()
  const catalogue = useCatalogueQuery()
  const badge = useHeldBadgeQuery(buyerId ?? skipToken)
  const { outcome, pendingId, request, dismiss } = useRequestTicket(user)
  const types = catalogue.data ?? []
  // A buyer's buttons depend on what they hold: until that is known (or when it failed) no card shows.
  const loaded = buyerId ? allOf(catalogue, badge) : allOf(catalogue)
  const offers = useDeferredContent(loaded)
  const currentPrefix = useSale()?.edition.prefijoOrden ?? null
  const held = heldTicket(toBadgeFacts(badge.data ?? null, types, currentPrefix))
  return (
    <>
      <QueryState query={offers} texts={{ loading: t.tickets.catalogue.loading, loadError: t.tickets.catalogue.loadError }}>
        <Catalogue types={types} held={held} notOnSale={notOnSale} pendingId={pendingId} onRequest={(id) => void request(id)} />
      </QueryState>
      {outcome ? <ResultModal outcome={outcome} onClose={dismiss} /> : null}
    </>
  )
}
