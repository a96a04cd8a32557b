import { ContentError, InlineSkeleton } from '@/components/ui/content-state'
import { NOTICE_VERSION } from '@/domain/privacy-notice'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useOrganiserContent } from '@/hooks/use-organiser-content'
import { useCopy } from '@/i18n/use-copy'
import { privacyCopy } from '../copy/privacy'
import { PageHeader } from './page-header'
import '@/styles/pages.css'

/** The privacy notice (/privacidad): read before any form that collects personal data links to it. */
export function PrivacyPage() {
  const copy = useCopy(privacyCopy)
  usePageMeta(copy.title, copy.description)
  const organiser = useOrganiserContent()
  const content = organiser.status === 'ready' ? organiser.data.content : null
  return (
    <div className="page rules">
      <PageHeader title={copy.title} intro={copy.intro}>
        <p>{copy.version(NOTICE_VERSION)}</p>
      </PageHeader>

      <section className="panel" aria-labelledby="privacy-controller">
        <h2 id="privacy-controller">{copy.controllerTitle}</h2>
        {organiser.status === 'error' ? (
          <ContentError />
        ) : (
          <dl className="facts" aria-busy={organiser.status === 'loading'}>
            <dt>{copy.legalName}</dt>
            <dd>{content ? content.companyLegalName : <InlineSkeleton />}</dd>
            <dt>{copy.taxId}</dt>
            <dd>{content ? content.companyTaxId : <InlineSkeleton />}</dd>
            <dt>{copy.contact}</dt>
            <dd>{content ? <a href={`mailto:${content.contactEmail}`}>{content.contactEmail}</a> : <InlineSkeleton />}</dd>
          </dl>
        )}
      </section>

      {copy.sections.map((section) => (
        <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
          <h2 id={`privacy-${section.id}`}>{section.title}</h2>
          <ul className="checklist">
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
