import { useDocumentTitle } from '@/hooks/use-document-title'
import { useT } from '@/i18n/use-t'

/** SPEC §2: a placeholder that shows only "Actividades". */
export default function ActivitiesPage() {
  const title = useT().routes.activities
  useDocumentTitle(title)
  return (
    <section className="page">
      <h1>{title}</h1>
    </section>
  )
}
