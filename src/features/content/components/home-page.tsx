import type { CSSProperties } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { ContentError, ContentSkeleton, InlineSkeleton } from '@/components/ui/content-state'
import { editionKicker } from '@/domain/edition-name'
import { formatEventDates } from '@/domain/event-dates'
import { useEdition } from '@/hooks/use-edition'
import { useOrganiserContent } from '@/hooks/use-organiser-content'
import { useSaleNotice } from '@/hooks/use-sale-notice'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import { homeCopy } from '../copy/home'
import { useCopy } from '@/i18n/use-copy'
import '@/styles/pages.css'

const CARDS = [
  { key: 'hotel', to: paths.hotel, color: 'var(--color-slime)' },
  { key: 'rules', to: paths.rules, color: 'var(--color-pink)' },
  { key: 'us', to: paths.us, color: 'var(--color-accent)' },
  { key: 'friends', to: paths.friends, color: '#f59e0b' },
] as const

export function HomePage() {
  const t = useT()
  const copy = useCopy(homeCopy)
  const edition = useEdition()
  const sale = useSaleNotice()
  // Once the last edition is over its days are not announced again as if they were to come.
  const over = sale?.state === 'over'
  // Once it is over, the page's description says so (the sale notice's words), not its past days.
  usePageMeta(t.common.appName, over ? sale.text : copy.description(edition && formatEventDates(edition, t.tickets.intlLocale)))
  const organiser = useOrganiserContent()
  const { lang } = usePreferences()
  const content = organiser.status === 'ready' ? organiser.data.content : null
  const suffix = lang === 'ENG' ? 'En' : 'Es'
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__text">
          {content ? <p className="hero__kicker">{editionKicker(content[`homeKicker${suffix}`], edition && !over ? edition[`nombre${suffix}`] : '')}</p> : <ContentSkeleton lines={1} className="hero__kicker-skeleton" />}
          <h1 className="hero__title">{t.common.appName}</h1>
          {content ? <p className="hero__tagline">{content[`homeTagline${suffix}`]}</p> : <ContentSkeleton lines={1} className="hero__tagline-skeleton" />}
          <dl className="hero__facts">
            {over ? (
              <div>
                <dt>{copy.nextEditionLabel}</dt>
                <dd>{copy.toBeAnnounced}</dd>
              </div>
            ) : (
              <div>
                <dt>{copy.datesLabel}</dt>
                <dd>
                  {edition ? <time dateTime={edition.inicio}>{formatEventDates(edition, t.footer.intlLocale)}</time> : <InlineSkeleton />}
                  <span className="hero__note">{copy.timeZoneNote}</span>
                </dd>
              </div>
            )}
            <div>
              <dt>{copy.placeLabel}</dt>
              <dd>{copy.place}</dd>
            </div>
          </dl>
          {content ? (
            <p className="hero__intro">{content[`homeIntro${suffix}`]}</p>
          ) : organiser.status === 'error' ? (
            <ContentError />
          ) : (
            <ContentSkeleton lines={3} className="hero__intro" />
          )}
          {sale ? (
            <p className="hero__sale">{sale.text}</p>
          ) : (
            <Link to={paths.buy} className="btn btn--large hero__cta">
              {copy.cta}
            </Link>
          )}
        </div>
        <div className="hero__art">
          <img src="/illustrations/hero.svg" width={1200} height={720} alt={copy.heroAlt} fetchPriority="high" />
        </div>
      </section>
      <section className="page home__explore" aria-labelledby="home-explore">
        <h2 id="home-explore">{copy.explore}</h2>
        <ul className="card-grid">
          {CARDS.map((card) => (
            <li key={card.key}>
              <Link to={card.to} className="card card--link" style={{ '--card-accent': card.color } as CSSProperties}>
                <span className="card__title">{copy.cards[card.key].title}</span>
                <span className="card__body">{copy.cards[card.key].body}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
