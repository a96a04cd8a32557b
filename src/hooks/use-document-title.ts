import { useEffect } from 'react'
import { useT } from '@/i18n/use-t'

/** Sets `document.title` to "<page> · Monster Invasion" in the chosen language. */
export function useDocumentTitle(title: string) {
  const appName = useT().common.appName
  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`
  }, [title, appName])
}
