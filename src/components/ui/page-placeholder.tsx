import { useDocumentTitle } from '@/hooks/use-document-title'
import { useT } from '@/i18n/use-t'

/** A titled page whose content lands with its own issue. */
export function PagePlaceholder({ title }: { title: string }) {
  const t = useT()
  useDocumentTitle(title)
  return (
    <section className="page">
      <h1>{title}</h1>
      <p>{t.common.comingSoon}</p>
    </section>
  )
}
