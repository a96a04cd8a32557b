import { memo, useCallback, type ReactNode } from 'react'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { Link } from 'react-router-dom'
import { ContentSkeleton } from '@/components/ui/content-state'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useOrganiserContent } from '@/hooks/use-organiser-content'
import { useT } from '@/i18n/use-t'
import { QueryState } from '@/components/ui/query-state'
import { allOf } from '@/components/ui/query-status'
import { heldTicket } from '@/domain/held-ticket'
import { useAppDispatch, usePreferences } from '@/stores/hooks'
import { toBadgeFacts, useCatalogueQuery, useHeldBadgeQuery } from '@/stores/server-queries'
import { serverState } from '@/stores/server-state'
import { useMyQueue } from '../queue-queries'
import { useRequestTicket } from '../hooks/use-request-ticket'
import { Benefits } from './benefits'
import { Catalogue } from './catalogue'
import { Faq } from './faq'
import { QueueList } from './queue-list'
import { ResultModal } from './result-modal'
import './buy.css'

// Static sections: the page re-renders on every catalogue, queue and badge update, these need not.
const StaticBenefits = memo(Benefits)
const StaticFaq = memo(Faq)

/** /buy (SPEC §2): instructions, waitlist, legal reminder, catalogue, benefits, FAQ and the results modal. */
export function BuyPage({ payBlock }: { payBlock?: ReactNode }) {
  const t = useT()
  useDocumentTitle(t.routes.buy)
  const { user } = usePreferences()
  const organiser = useOrganiserContent()
  const buyerId = user?.collectionName === 'users' ? user.id : null
  const dispatch = useAppDispatch()
  const catalogue = useCatalogueQuery()
  const badge = useHeldBadgeQuery(buyerId ?? skipToken)
  const queue = useMyQueue(buyerId)
  const onRequested = useCallback(() => dispatch(serverState.util.invalidateTags(['Requests'])), [dispatch])
  const { outcome, pendingId, request, dismiss } = useRequestTicket(user, onRequested)
  const types = catalogue.data ?? []
  // A buyer's buttons depend on what they hold: until that is known (or when it failed) no card shows.
  const offers = buyerId ? allOf(catalogue, badge) : allOf(catalogue)
  const held = heldTicket(toBadgeFacts(badge.data ?? null, types))
  // "Agotada" closes the request: the buyer hears about it until they ask for another ticket.
  const declined = queue?.latest?.estado === 'agotada' ? queue.latest : null

  return (
    <section className="page buy">
      <h1>{t.routes.buy}</h1>
      <p className="buy__lead">{t.tickets.lead}</p>
      {payBlock}
      <QueueList requests={queue?.requests ?? []} types={types} position={queue?.position ?? null} declined={declined} />

      <section className="buy-section" aria-labelledby="howto-title">
        <h2 id="howto-title">{t.tickets.howTo.title}</h2>
        <ol className="buy__steps">
          {t.tickets.howTo.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <div className="buy__notes">
        <section className="buy-note" aria-labelledby="waitlist-title">
          <h2 id="waitlist-title">{t.tickets.waitlist.title}</h2>
          <p>{t.tickets.waitlist.text}</p>
          {organiser.status === 'ready' ? (
            <a className="btn" href={organiser.data.content.waitlistChatUrl} target="_blank" rel="noopener noreferrer">
              {t.tickets.waitlist.button}
            </a>
          ) : (
            <ContentSkeleton lines={1} />
          )}
        </section>
        <section className="buy-note" aria-labelledby="legal-title">
          <h2 id="legal-title">{t.tickets.legalReminder.title}</h2>
          <p>{t.tickets.legalReminder.text}</p>
          <Link className="btn btn--ghost" to={paths.profile}>
            {t.tickets.legalReminder.link}
          </Link>
        </section>
      </div>

      <section className="buy-section" aria-labelledby="catalogue-title">
        <h2 id="catalogue-title">{t.tickets.catalogue.title}</h2>
        <QueryState query={offers} texts={{ loading: t.tickets.catalogue.loading, loadError: t.tickets.catalogue.loadError }}>
          <Catalogue types={types} held={held} pendingId={pendingId} onRequest={(id) => void request(id)} />
        </QueryState>
      </section>
      <StaticBenefits />
      <StaticFaq />
      {outcome ? <ResultModal outcome={outcome} onClose={dismiss} /> : null}
    </section>
  )
}
