import type { BrowserContextOptions, Page } from '@playwright/test'
import type { Auth } from './backend.ts'

export type Lang = 'ESP' | 'ENG'
export type Theme = 'dark' | 'light'
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>

/** redux-persist's value under 'persist:root' (src/stores/store.ts): every slice JSON-encoded again. */
export function persistedRoot(lang: Lang, theme: Theme, auth?: Auth): string {
  const record = auth?.record
  const user = record
    ? {
        id: record.id,
        email: record.email,
        username: record.username ?? '',
        verified: record.verified === true,
        avatar: record.avatar ?? '',
        collectionName: record.collectionName,
      }
    : null
  return JSON.stringify({
    preferences: JSON.stringify({ theme, lang, user }),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  })
}

/**
 * A Playwright storage state for the SPA's origin: the preferences and, with `auth`, the session the
 * PocketBase SDK keeps under 'pocketbase_auth' — exactly what a login through the UI leaves behind.
 */
export function storageStateFor(lang: Lang, theme: Theme, auth?: Auth): StorageState {
  const origin = process.env.E2E_BASE_URL
  if (!origin) throw new Error('E2E_BASE_URL is not set (the stack sets it in global setup)')
  const localStorage = [{ name: 'persist:root', value: persistedRoot(lang, theme, auth) }]
  if (auth) localStorage.push({ name: 'pocketbase_auth', value: JSON.stringify({ token: auth.token, record: auth.record }) })
  return { cookies: [], origins: [{ origin, localStorage }] }
}

/** Writes lang and theme before the app starts, keeping whatever session is already stored. */
export async function presetPreferences(page: Page, lang: Lang, theme: Theme) {
  await page.addInitScript(
    ({ lang, theme }) => {
      const stored = localStorage.getItem('persist:root')
      const root = stored ? (JSON.parse(stored) as Record<string, string>) : {}
      const preferences = root.preferences ? (JSON.parse(root.preferences) as Record<string, unknown>) : { user: null }
      root.preferences = JSON.stringify({ ...preferences, theme, lang })
      root._persist = JSON.stringify({ version: -1, rehydrated: true })
      localStorage.setItem('persist:root', JSON.stringify(root))
    },
    { lang, theme },
  )
}
