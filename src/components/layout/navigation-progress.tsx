import { use } from 'react'
import { useT } from '@/i18n/use-t'
import { NavigationPending } from './navigation-pending'

/** A bar along the navigation's lower edge while the next page's code downloads. */
export function NavigationProgress() {
  const t = useT()
  return use(NavigationPending) && <div className="page-progress" role="progressbar" aria-label={t.common.loading} />
}
