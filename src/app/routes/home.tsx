import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useT } from '@/i18n/use-t'

export default function HomePage() {
  const t = useT()
  useDocumentTitle(t.common.appName)
  return (
    <section className="page">
      <h1>{t.common.appName}</h1>
      <Link to={paths.buy}>{t.routes.buy}</Link>
    </section>
  )
}
