import { usePreferences } from '@/stores/hooks'
import type { Lang } from '@/stores/preferences-slice'
import { en } from './en'
import { es, type Dictionary } from './es'

export const dictionaries: Record<Lang, Dictionary> = { ESP: es, ENG: en }
export const htmlLang: Record<Lang, string> = { ESP: 'es', ENG: 'en' }

/** The dictionary of the chosen language. */
export function useT(): Dictionary {
  return dictionaries[usePreferences().lang]
}
