import { useDocumentTitle } from '@/hooks/use-document-title'
import { useT } from '@/i18n/use-t'

/** SPEC §2: a placeholder that shows only the word for e-mail. */
export default function AdminSendMailPage() {
  const title = useT().routes.adminSendMail
  useDocumentTitle(title)
  return (
    <section className="page">
      <h1>{title}</h1>
    </section>
  )
}
