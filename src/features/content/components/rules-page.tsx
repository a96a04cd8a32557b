import { ContentError, ContentSkeleton, InlineSkeleton } from '@/components/ui/content-state'
import { usePageMeta } from '@/hooks/use-page-meta'
import { formatAgeCutoff, formatEventDates } from '@/domain/event-dates'
import { editionYear } from '@/domain/edition'
import { useEdition } from '@/hooks/use-edition'
import { useOrganiserContent } from '@/hooks/use-organiser-content'
import { useT } from '@/i18n/use-t'
import { rulesCopy } from '../copy/rules'
import { useCopy } from '@/i18n/use-copy'
import { PageHeader } from './page-header'
import '@/styles/pages.css'

export function RulesPage() {
  const t = useT()
  const copy = useCopy(rulesCopy)
  const edition = useEdition()
  // The articles' day-month-year wording (en-GB), as the seed texts had it.
  const locale = t.tickets.intlLocale
  usePageMeta(t.routes.rules, copy.description(edition && editionYear(edition)))
  const organiser = useOrganiserContent()
  return (
    <div className="page rules">
      <PageHeader title={t.routes.rules} intro={copy.intro} />

      <section className="panel" aria-labelledby="rules-company">
        <h2 id="rules-company">{copy.companyTitle}</h2>
        {organiser.status === 'error' ? (
          <ContentError />
        ) : (
          // The labels are ours and shown at once; only the values wait, so the list keeps its height.
          <dl className="facts" aria-busy={organiser.status === 'loading'}>
            <dt>{copy.legalName}</dt>
            <dd>{organiser.status === 'ready' ? organiser.data.content.companyLegalName : <InlineSkeleton />}</dd>
            <dt>{copy.taxId}</dt>
            <dd>{organiser.status === 'ready' ? organiser.data.content.companyTaxId : <InlineSkeleton />}</dd>
            <dt>{copy.legalRepresentative}</dt>
            <dd>{organiser.status === 'ready' ? organiser.data.content.companyRepresentative : <InlineSkeleton />}</dd>
          </dl>
        )}
      </section>

      <section aria-labelledby="rules-chapters">
        <h2 id="rules-chapters">{copy.chaptersTitle}</h2>
        {/* The articles name the edition's days and age cut-off: they wait for the edition, never guess it. */}
        {edition ? (
          <div className="accordion">
            {copy.chapters({ dates: formatEventDates(edition, locale), ageCutoff: formatAgeCutoff(edition, locale) }).map((chapter) => {
              const first = chapter.articles[0]?.n ?? 0
              const last = chapter.articles[chapter.articles.length - 1]?.n ?? 0
              return (
                <details key={first} className="accordion__item">
                  <summary className="accordion__summary">
                    <span className="accordion__title">{chapter.title}</span>
                    <span className="accordion__meta">{copy.articlesRange(first, last)}</span>
                  </summary>
                  <ol className="articles" start={first}>
                    {chapter.articles.map((article) => (
                      <li key={article.n} value={article.n}>
                        <strong className="articles__number">{copy.article(article.n)}.</strong> {article.text}
                      </li>
                    ))}
                  </ol>
                </details>
              )
            })}
          </div>
        ) : (
          <ContentSkeleton lines={6} />
        )}
      </section>

      <section aria-labelledby="rules-panels">
        <h2 id="rules-panels">{copy.panelsTitle}</h2>
        <p>{copy.panelsIntro}</p>
        <div className="accordion">
          {copy.panels.map((panel) => (
            <details key={panel.title} className="accordion__item">
              <summary className="accordion__summary">
                <span className="accordion__title">{panel.title}</span>
              </summary>
              <ul className="checklist">
                {panel.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </details>
          ))}
        </div>
      </section>
    </div>
  )
}
