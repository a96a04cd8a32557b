import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

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

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferences,
  reducers: {
    setTheme(state, action: PayloadAction<Theme>) {
      state.theme = action.payload
    },
    setLanguage(state, action: PayloadAction<Lang>) {
      state.lang = action.payload
    },
    setUser(state, action: PayloadAction<SessionUser | null>) {
      state.user = action.payload
    },
  },
})

export const { setTheme, setLanguage, setUser } = preferencesSlice.actions
