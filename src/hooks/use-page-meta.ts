import { useEffect } from 'react'
import { useDocumentTitle } from './use-document-title'

/** Sets the page title and `<meta name="description">` in the chosen language. */
export function usePageMeta(title: string, description: string) {
  useDocumentTitle(title)
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = description
  }, [description])
}
