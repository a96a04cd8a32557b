import { useDocumentTitle } from '@/hooks/use-document-title'
import { useT } from '@/i18n/use-t'

export default function NotFoundPage() {
  const title = useT().routes.notFound
  useDocumentTitle(title)
  return (
    <section className="page page--center">
      <h1>{title}</h1>
    </section>
  )
}
