import { usePageMeta } from '@/hooks/use-page-meta'
import { useT } from '@/i18n/use-t'

/** SPEC §2: a placeholder that shows only "Actividades". */
export default function ActivitiesPage() {
  const t = useT()
  usePageMeta(t.routes.activities, t.site.description)
  return (
    <section className="page">
      <h1>{t.routes.activities}</h1>
    </section>
  )
}
