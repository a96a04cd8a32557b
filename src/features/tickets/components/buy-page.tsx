import { memo, Suspense, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ContentSkeleton } from '@/components/ui/content-state'
import { lazyAfterFirstPaint } from '@/components/layout/after-paint-parts'
import { PartBoundary } from '@/components/layout/part-boundary'
import { QueryState } from '@/components/ui/query-state'
import { STILL_LOADING } from '@/components/ui/query-status'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { formatAgeCutoff } from '@/domain/event-dates'
import { useEdition } from '@/hooks/use-edition'
import { useSaleNotice } from '@/hooks/use-sale-notice'
import { useOrganiserContent } from '@/hooks/use-organiser-content'
import { useT } from '@/i18n/use-t'
import { Benefits } from './benefits'
import { Faq } from './faq'
import './buy.css'

// Static sections: the page re-renders on every catalogue, queue and badge update, these need not.
const StaticBenefits = memo(Benefits)
const StaticFaq = memo(Faq)

// The page's text paints first; its server-reading parts (buy-live.tsx) download once it is on screen.
const LiveQueue = lazyAfterFirstPaint(() => import('./buy-live').then((m) => ({ default: m.BuyQueue })))
const LiveCatalogue = lazyAfterFirstPaint(() => import('./buy-live').then((m) => ({ default: m.BuyCatalogue })))

/**
 * /buy (SPEC §2): instructions, waitlist, legal reminder, catalogue, benefits, FAQ and the results
 * modal. `payBlock` is the payments feature's part (the route loads it the same way).
 */
export function BuyPage({ payBlock }: { payBlock?: ReactNode }) {
  const t = useT()
  const sale = useSaleNotice()
  // Once the sale has closed (or the edition is over) nothing here invites a request the server refuses.
  const invites = sale === null || sale.state === 'notYet'
  const title = sale ? t.tickets.titleNotOnSale : t.routes.buy
  useDocumentTitle(title)
  // Until the catalogue's code is here it reads as loading, as it does after (no shift).
  const catalogueLoading = <QueryState query={STILL_LOADING} texts={{ loading: t.tickets.catalogue.loading }}>{null}</QueryState>

  return (
    <section className="page buy">
      <h1>{title}</h1>
      {sale ? (
        <p className="buy__sale" role="status" data-sale={sale.state}>
          {sale.text}
        </p>
      ) : null}
      {invites ? <p className="buy__lead">{t.tickets.lead}</p> : null}
      <PartBoundary>
        <Suspense fallback={null}>
          {payBlock}
          <LiveQueue />
        </Suspense>
      </PartBoundary>

      {invites ? <HowToRequest /> : null}

      <section className="buy-section" aria-labelledby="catalogue-title">
        <h2 id="catalogue-title">{t.tickets.catalogue.title}</h2>
        <PartBoundary>
          <Suspense fallback={catalogueLoading}>
            <LiveCatalogue notOnSale={sale?.state ?? null} />
          </Suspense>
        </PartBoundary>
      </section>
      <StaticBenefits />
      <StaticFaq />
    </section>
  )
}

/** How a request works, the waitlist and the legal reminder with the edition's age rule: while a sale is open or coming. */
function HowToRequest() {
  const t = useT()
  const edition = useEdition()
  const organiser = useOrganiserContent()
  return (
    <>
      <section className="buy-section" aria-labelledby="howto-title">
        <h2 id="howto-title">{t.tickets.howTo.title}</h2>
        {/* The steps name the edition's minutes to pay, the reminder its age cut-off: both wait for the edition. */}
        {edition ? (
          <ol className="buy__steps">
            {t.tickets.howTo.steps(edition.minutosPago).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        ) : (
          <ContentSkeleton lines={4} />
        )}
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
          {edition ? <p>{t.tickets.legalReminder.text(formatAgeCutoff(edition, t.tickets.intlLocale))}</p> : <ContentSkeleton lines={2} />}
          <Link className="btn btn--ghost" to={paths.profile}>
            {t.tickets.legalReminder.link}
          </Link>
        </section>
      </div>
    </>
  )
}
