import { usePageMeta } from '@/hooks/use-page-meta'
import { useT } from '@/i18n/use-t'

/** SPEC §2: a placeholder that shows only the word for e-mail. */
export default function AdminSendMailPage() {
  const t = useT()
  usePageMeta(t.routes.adminSendMail, t.site.description)
  return (
    <section className="page">
      <h1>{t.routes.adminSendMail}</h1>
    </section>
  )
}
