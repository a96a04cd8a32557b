import { describe, expect, it } from 'vitest'
import { initialPreferences, preferencesSlice, setLanguage, setTheme, setUser } from '@/stores/preferences-slice'
import { en } from '@/i18n/en'
import { es } from '@/i18n/es'
import { esStaff } from '@/i18n/es-staff'
import { enStaff } from '@/i18n/en-staff'

describe('preferences', () => {
  it('defaults to Spanish, dark theme and no user (SPEC §1)', () => {
    expect(initialPreferences).toEqual({ theme: 'dark', lang: 'ESP', user: null })
  })

  it('changes through set-theme, set-language and set-user', () => {
    const reducer = preferencesSlice.reducer
    let state = reducer(initialPreferences, setTheme('light'))
    state = reducer(state, setLanguage('ENG'))
    state = reducer(state, setUser({ id: 'u1', email: 'a@b.cl', username: 'a', verified: true, avatar: '', collectionName: 'users' }))
    expect(state).toMatchObject({ theme: 'light', lang: 'ENG', user: { id: 'u1' } })
  })

  it('keeps the same state object when the session sync reports the account unchanged (no re-render), a new one when a field changes', () => {
    const reducer = preferencesSlice.reducer
    const user = { id: 'u1', email: 'a@b.cl', username: 'a', verified: false, avatar: '', collectionName: 'users' } as const
    const signedIn = reducer(initialPreferences, setUser(user))
    expect(reducer(signedIn, setUser({ ...user }))).toBe(signedIn)
    const verified = reducer(signedIn, setUser({ ...user, verified: true }))
    expect(verified).not.toBe(signedIn)
    expect(verified.user?.verified).toBe(true)
    expect(reducer(verified, setUser(null)).user).toBeNull()
  })
})

describe('dictionaries', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
      : [prefix.slice(0, -1)]

  it("have the same keys in Spanish and English, none empty (the site's and the moderators' texts)", () => {
    expect(keys(en)).toEqual(keys(es))
    expect(keys(enStaff)).toEqual(keys(esStaff))
    for (const dict of [es, en, esStaff, enStaff]) {
      for (const key of keys(dict)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dict)
        if (typeof value === 'string') expect(value.trim(), key).not.toBe('')
      }
    }
  })
})
