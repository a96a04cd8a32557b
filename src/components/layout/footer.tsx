import { Suspense, useEffect } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { formatEventDates } from '@/domain/event-dates'
import { ContentSkeleton } from '@/components/ui/content-state'
import { startEditionsLive, useEdition } from '@/hooks/use-edition'
import { startOrganiserContentLive, useOrganiserContent } from '@/hooks/use-organiser-content'
import { useT } from '@/i18n/use-t'
import { MonsterMark } from './monster-mark'
import { readsMayStart } from '@/stores/read-gate'
import { lazyOrNothing } from './preloaded-lazy'
import { useWhenIdle } from './use-when-idle'

// The networks' pictograms are below the fold, and the links they sit in come with the organiser
// content (read after the first paint): their paths download then, out of the first load. Until they
// arrive each link keeps its fixed size and its label (chrome.css .footer__social a).
const SocialGlyph = lazyOrNothing(() =>
  readsMayStart()
    .then(() => import('./social-glyph'))
    .then((m) => m.SocialGlyph),
)

/** Site footer (SPEC §2): waitlist chat, the main pages, event dates, contact address and social links. */
export function Footer() {
  const t = useT()
  const organiser = useOrganiserContent()
  const edition = useEdition()
  // The footer is on every page: it starts the live updates of the organiser content and editions once idle.
  const idle = useWhenIdle()
  useEffect(() => {
    if (!idle) return
    startOrganiserContentLive()
    startEditionsLive()
  }, [idle])
  const content = organiser.status === 'ready' ? organiser.data.content : null
  const explore = [
    { to: paths.hotel, label: t.nav.hotel },
    { to: paths.rules, label: t.nav.rules },
    { to: paths.us, label: t.nav.us },
    { to: paths.friends, label: t.nav.friends },
    { to: paths.profile, label: t.footer.profile },
    { to: paths.socialMedia, label: t.footer.socialMedia },
    { to: paths.privacy, label: t.footer.privacy },
  ]
  return (
    <footer className="footer" aria-label={t.footer.label}>
      <div className="footer__inner">
        <div className="footer__brand">
          <MonsterMark size={48} />
          <p className="footer__name">{t.common.appName}</p>
          <p>{t.footer.madeWith}</p>
          <p className="footer__dates">
            {edition ? (
              <>
                <span className="footer__label">{t.footer.dates}</span> {formatEventDates(edition, t.footer.intlLocale)} ·{' '}
              </>
            ) : null}
            {t.footer.place}
          </p>
        </div>
        <nav className="footer__col" aria-label={t.footer.explore}>
          <h2 className="footer__heading">{t.footer.explore}</h2>
          <ul>
            {explore.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer__col">
          <h2 className="footer__heading">{t.footer.contact}</h2>
          {content ? (
            <ul>
              <li>
                <a href={`mailto:${content.contactEmail}`}>{content.contactEmail}</a>
              </li>
              <li>
                <a href={content.waitlistChatUrl} target="_blank" rel="noopener noreferrer">
                  {t.footer.waitlistChat} <span className="visually-hidden">{t.footer.opensInNewTab}</span>
                </a>
              </li>
            </ul>
          ) : (
            organiser.status === 'loading' && <ContentSkeleton lines={2} />
          )}
        </div>
        <div className="footer__col">
          <h2 className="footer__heading">{t.footer.follow}</h2>
          {organiser.status === 'loading' && <ContentSkeleton lines={2} />}
          <ul className="footer__social">
            {content?.social.map((network) => (
              <li key={network.network}>
                <a
                  href={network.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t.footer.networks[network.network]} ${t.footer.opensInNewTab}`}
                  title={t.footer.networks[network.network]}
                >
                  <Suspense fallback={null}>
                    <SocialGlyph id={network.network} />
                  </Suspense>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
