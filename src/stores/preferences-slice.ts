import type { UnknownAction } from 'redux'

export type Theme = 'dark' | 'light'
export type Lang = 'ESP' | 'ENG'

/** The signed-in account as kept in local storage: plain data only, never the SDK's auth store. */
export interface SessionUser {
  id: string
  email: string
  username: string
  verified: boolean
  avatar: string
  collectionName: 'users' | 'moderators'
  /** A moderator with organiser rights (shows /adminconsole); the server decides every write. */
  organiser?: true
}

export interface PreferencesState {
  theme: Theme
  lang: Lang
  user: SessionUser | null
}

export const initialPreferences: PreferencesState = { theme: 'dark', lang: 'ESP', user: null }

/** An action creator with its type and a type guard (RTK's createAction shape, without loading RTK). */
function action<P>(type: string) {
  const create = (payload: P) => ({ type, payload })
  return Object.assign(create, {
    type,
    match: (candidate: unknown): candidate is { type: string; payload: P } =>
      typeof candidate === 'object' && candidate !== null && 'type' in candidate && candidate.type === type,
  })
}

export const setTheme = action<Theme>('preferences/setTheme')
export const setLanguage = action<Lang>('preferences/setLanguage')
export const setUser = action<SessionUser | null>('preferences/setUser')

// Written without Redux Toolkit on purpose: it (and immer) would be the only reason to ship them on
// the first load, and three flat field updates don't need drafts.
function reducer(state: PreferencesState = initialPreferences, action: UnknownAction): PreferencesState {
  if (setTheme.match(action)) return { ...state, theme: action.payload }
  if (setLanguage.match(action)) return { ...state, lang: action.payload }
  if (setUser.match(action)) return sameUser(state.user, action.payload) ? state : { ...state, user: action.payload }
  return state
}

/**
 * The session sync reports the same account at start, after the token refresh and on every auth
 * change: an unchanged account keeps the state object, so no component re-renders for it.
 */
function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (a === null || b === null) return a === b
  return (Object.keys(a) as (keyof SessionUser)[]).every((key) => a[key] === b[key]) && Object.keys(a).length === Object.keys(b).length
}

/** The preferences slice of the store: its name (the state key) and reducer. */
export const preferencesSlice = { name: 'preferences', reducer } as const
