import { useEffect, useSyncExternalStore } from 'react'
import { useAppSelector } from '@/stores/hooks'
import type { Lang } from '@/stores/preferences-slice'
import { es, type Dictionary } from './es'

export const htmlLang: Record<Lang, string> = { ESP: 'es', ENG: 'en' }

// Spanish is the default and always present; English downloads only when it is needed (a persisted
// choice at start, or ahead of a toggle), which keeps it out of the first load.
const loaded: Partial<Record<Lang, Dictionary>> = { ESP: es }
const importers: Record<Lang, () => Promise<Dictionary>> = {
  ESP: () => Promise.resolve(es),
  ENG: () => import('./en').then((m) => m.en),
}
const pending: Partial<Record<Lang, Promise<Dictionary>>> = {}
const listeners = new Set<() => void>()

/** The dictionary of `lang` if it has been loaded. */
export const loadedDictionary = (lang: Lang): Dictionary | undefined => loaded[lang]

/** Loads the dictionary of `lang` (once); a failed download may be retried by calling again. */
export function loadDictionary(lang: Lang): Promise<Dictionary> {
  const ready = loaded[lang]
  if (ready) return Promise.resolve(ready)
  pending[lang] ??= importers[lang]().then(
    (dictionary) => {
      loaded[lang] = dictionary
      for (const listener of listeners) listener()
      return dictionary
    },
    (err: unknown) => {
      delete pending[lang]
      throw err
    },
  )
  return pending[lang]
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The dictionary of the chosen language. The language only changes once its dictionary is loaded
 * (see useSwitchLanguage and the start-up gate in app.tsx); should it still be missing, Spanish shows
 * until it arrives.
 */
export function useT(): Dictionary {
  // Only the language: a change of theme or session must not re-render every text of the page.
  const lang = useAppSelector((state) => state.preferences.lang)
  const dictionary = useSyncExternalStore(subscribe, () => loaded[lang])
  useEffect(() => {
    if (!dictionary) loadDictionary(lang).catch((err: unknown) => console.error(err))
  }, [dictionary, lang])
  return dictionary ?? es
}
