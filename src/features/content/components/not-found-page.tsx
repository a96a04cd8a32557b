import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useT } from '@/i18n/use-t'
import { notFoundCopy } from '../copy/not-found'
import { useCopy } from '@/i18n/use-copy'
import '@/styles/pages.css'

export function NotFoundPage() {
  const t = useT()
  const copy = useCopy(notFoundCopy)
  usePageMeta(t.routes.notFound, copy.description)
  return (
    <section className="page page--center not-found">
      <img className="not-found__image" src="/illustrations/mystery.svg" width={480} height={420} alt={copy.imageAlt} />
      <h1>{t.routes.notFound}</h1>
      <p className="lead">{copy.body}</p>
      <Link to={paths.home} className="btn">
        {copy.home}
      </Link>
    </section>
  )
}
