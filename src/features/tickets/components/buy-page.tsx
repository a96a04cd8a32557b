import { memo, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ContentSkeleton } from '@/components/ui/content-state'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useOrganiserContent } from '@/hooks/use-organiser-content'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import { useCatalogue } from '../hooks/use-catalogue'
import { useHeldBadge } from '../hooks/use-held-badge'
import { useMyQueue } from '../hooks/use-my-queue'
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
  const { types, state } = useCatalogue()
  const badge = useHeldBadge(buyerId)
  const queue = useMyQueue(buyerId)
  const { outcome, pendingId, request, dismiss } = useRequestTicket(user, queue.reload)
  const heldType = badge?.TipoBadge ? types.find((x) => x.id === badge.TipoBadge) : undefined
  const held = badge ? { code: heldType?.Tipo ?? '', paid: badge.MontoTotalPagado } : null

  return (
    <section className="page buy">
      <h1>{t.routes.buy}</h1>
      <p className="buy__lead">{t.tickets.lead}</p>
      {payBlock}
      <QueueList requests={queue.requests} types={types} position={queue.position} declined={queue.declined} />

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

      <Catalogue types={types} state={state} held={held} pendingId={pendingId} onRequest={(id) => void request(id)} />
      <StaticBenefits />
      <StaticFaq />
      {outcome ? <ResultModal outcome={outcome} onClose={dismiss} /> : null}
    </section>
  )
}
