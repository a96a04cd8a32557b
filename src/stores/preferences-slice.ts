import { createAction, type UnknownAction } from '@reduxjs/toolkit'

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
}

export interface PreferencesState {
  theme: Theme
  lang: Lang
  user: SessionUser | null
}

export const initialPreferences: PreferencesState = { theme: 'dark', lang: 'ESP', user: null }

export const setTheme = createAction<Theme>('preferences/setTheme')
export const setLanguage = createAction<Lang>('preferences/setLanguage')
export const setUser = createAction<SessionUser | null>('preferences/setUser')

// Written without createSlice on purpose: its immer dependency would be the only reason to ship
// immer (~4 KB gzip) on the first load, and three flat field updates don't need drafts.
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
