import { use, useEffect, useMemo, useSyncExternalStore } from 'react'
import { useAppSelector } from '@/stores/hooks'
import type { Lang } from '@/stores/preferences-slice'
import { es, type Dictionary } from './es'
import type { StaffDictionary } from './es-staff'

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

// Moderators' texts (es-staff.ts) download with the first admin page. From then on a language counts
// as loaded only with its staff texts too, so a toggle on an admin page never waits on a blank screen.
const staffImporters: Record<Lang, () => Promise<StaffDictionary>> = {
  ESP: () => import('./es-staff').then((m) => m.esStaff),
  ENG: () => import('./en-staff').then((m) => m.enStaff),
}
const staffLoaded: Partial<Record<Lang, StaffDictionary>> = {}
const staffPending: Partial<Record<Lang, Promise<StaffDictionary>>> = {}
let staffWanted = false

/** The dictionary of `lang` if it has been loaded (with its staff texts once those are in use). */
export const loadedDictionary = (lang: Lang): Dictionary | undefined => (staffWanted && !staffLoaded[lang] ? undefined : loaded[lang])

/** Loads the moderators' texts of `lang` (once); a failed download may be retried by calling again. */
export function loadStaffDictionary(lang: Lang): Promise<StaffDictionary> {
  staffWanted = true
  const ready = staffLoaded[lang]
  if (ready) return Promise.resolve(ready)
  staffPending[lang] ??= staffImporters[lang]().then(
    (dictionary) => {
      staffLoaded[lang] = dictionary
      return dictionary
    },
    (err: unknown) => {
      delete staffPending[lang]
      throw err
    },
  )
  return staffPending[lang]
}

/** Loads the dictionary of `lang` (once; with its staff texts once those are in use); a failed download may be retried by calling again. */
export function loadDictionary(lang: Lang): Promise<Dictionary> {
  const base = loadBaseDictionary(lang)
  return staffWanted ? Promise.all([base, loadStaffDictionary(lang)]).then(([dictionary]) => dictionary) : base
}

function loadBaseDictionary(lang: Lang): Promise<Dictionary> {
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

/** Every text of a moderator's page: the dictionary plus the staff texts. */
export type StaffTexts = Dictionary & StaffDictionary

/**
 * useT for moderators' pages: suspends (the admin page's loading screen) until the staff texts of the
 * chosen language are here, the first time only (the admin routes start their download with the page).
 */
export function useStaffT(): StaffTexts {
  const t = useT()
  const lang = useAppSelector((state) => state.preferences.lang)
  const staff = staffLoaded[lang] ?? use(loadStaffDictionary(lang))
  return useMemo(() => ({ ...t, ...staff }), [t, staff])
}
