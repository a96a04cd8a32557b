import { usePreferences } from '@/stores/hooks'
import type { Lang } from '@/stores/preferences-slice'

/** A page's content in both languages; Spanish is the source shape, English must match it. */
export type Bilingual<T> = Record<Lang, T>

/** The copy of the chosen language. */
export function useCopy<T>(copy: Bilingual<T>): T {
  return copy[usePreferences().lang]
}
