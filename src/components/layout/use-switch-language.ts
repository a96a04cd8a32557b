import { useCallback } from 'react'
import { loadDictionary, loadedDictionary } from '@/i18n/use-t'
import { useAppDispatch } from '@/stores/hooks'
import { setLanguage, type Lang } from '@/stores/preferences-slice'

/**
 * Switches the language at once when its dictionary is already loaded (the app preloads the other
 * language once the page is idle), otherwise as soon as it has downloaded, so no text shows half-translated.
 */
export function useSwitchLanguage() {
  const dispatch = useAppDispatch()
  return useCallback(
    (lang: Lang) => {
      if (loadedDictionary(lang)) {
        dispatch(setLanguage(lang))
        return
      }
      loadDictionary(lang).then(
        () => dispatch(setLanguage(lang)),
        (err: unknown) => console.error(err),
      )
    },
    [dispatch],
  )
}
