import { useRouteError } from 'react-router-dom'
import { useT } from '@/i18n/use-t'

export function RouteError() {
  const t = useT()
  console.error(useRouteError())
  return (
    <section className="page page--center" role="alert">
      <h1>{t.common.unexpectedError}</h1>
    </section>
  )
}
