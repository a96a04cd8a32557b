import { usePageMeta } from '@/hooks/use-page-meta'
import { useT } from '@/i18n/use-t'
import { formatEventDates } from '@/domain/event-dates'
import { useEdition } from '@/hooks/use-edition'

/** SPEC §2: a placeholder that shows only the word for e-mail. */
export default function AdminSendMailPage() {
  const t = useT()
  const edition = useEdition()
  usePageMeta(t.routes.adminSendMail, t.site.description(edition && formatEventDates(edition, t.tickets.intlLocale)))
  return (
    <section className="page">
      <h1>{t.routes.adminSendMail}</h1>
    </section>
  )
}
