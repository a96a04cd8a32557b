import { useEffect } from 'react'
import { htmlLang } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'

/** Mirrors the language onto <html lang> and the theme onto the `dark` class of the document. */
export function DocumentPreferences() {
  const { lang, theme } = usePreferences()
  useEffect(() => {
    document.documentElement.lang = htmlLang[lang]
  }, [lang])
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark')
    document.documentElement.style.colorScheme = theme
  }, [theme])
  return null
}
