import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { AppShell } from '@/app/app-shell'
import { alertBannerApi } from '@/api/alert-banner'
import { loadDictionary, loadedDictionary } from '@/i18n/use-t'
import { en } from '@/i18n/en'
import { renderWithApp } from './support/render'
import { server } from './support/server'

const bootScript = readFileSync(resolve(process.cwd(), 'src/theme-boot.js'), 'utf8')

/** Runs src/theme-boot.js (/theme-boot.js) the way index.html does, against what local storage holds. */
function boot(persisted: string | null) {
  document.documentElement.className = 'dark'
  document.documentElement.lang = 'es'
  document.documentElement.style.colorScheme = ''
  if (persisted !== null) localStorage.setItem('persist:root', persisted)
  new Function(bootScript)()
  const html = document.documentElement
  return { dark: html.classList.contains('dark'), colorScheme: html.style.colorScheme, lang: html.lang }
}

/** What redux-persist writes under persist:root: each slice is itself a JSON string. */
const persisted = (preferences: object) =>
  JSON.stringify({ preferences: JSON.stringify(preferences), _persist: JSON.stringify({ version: -1, rehydrated: true }) })

describe('theme boot script (before the first paint)', () => {
  afterEach(() => {
    document.documentElement.className = ''
    document.documentElement.lang = ''
  })

  it('applies a persisted light theme and English', () => {
    expect(boot(persisted({ theme: 'light', lang: 'ENG', user: null }))).toEqual({ dark: false, colorScheme: 'light', lang: 'en' })
  })

  it('keeps the dark default and Spanish for a first visit, a dark choice, or unreadable storage', () => {
    const darkSpanish = { dark: true, colorScheme: 'dark', lang: 'es' }
    expect(boot(null)).toEqual(darkSpanish)
    expect(boot(persisted({ theme: 'dark', lang: 'ESP', user: null }))).toEqual(darkSpanish)
    expect(boot('{not json')).toEqual(darkSpanish)
    expect(boot(JSON.stringify({ preferences: '{broken' }))).toEqual(darkSpanish)
  })
})

describe('alert banner status without the SDK', () => {
  it('reads the first record with a plain request', async () => {
    server.use(
      http.get('*/api/collections/AlertBanner/records', ({ request }) => {
        const url = new URL(request.url)
        expect(url.searchParams.get('perPage')).toBe('1')
        expect(url.searchParams.get('sort')).toBe('created')
        return HttpResponse.json({ page: 1, perPage: 1, items: [{ id: 'b1', status: 'Wait' }] })
      }),
    )
    await expect(alertBannerApi.getStatus()).resolves.toBe('Wait')
  })

  it('gives "" for no record or an unknown status, and fails on an HTTP error', async () => {
    server.use(http.get('*/api/collections/AlertBanner/records', () => HttpResponse.json({ items: [{ id: 'b1', status: 'Party' }] })))
    await expect(alertBannerApi.getStatus()).resolves.toBe('')
    server.use(http.get('*/api/collections/AlertBanner/records', () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    await expect(alertBannerApi.getStatus()).rejects.toThrow('503')
  })
})

describe('dictionaries', () => {
  it('loads English once and hands out the same typed dictionary', async () => {
    await expect(loadDictionary('ENG')).resolves.toBe(en)
    expect(loadedDictionary('ENG')).toBe(en)
    expect(loadedDictionary('ESP')?.nav.rules).toBe('Reglamento')
  })
})

describe('app shell', () => {
  function Broken(): never {
    throw new Error('page failed')
  }

  it('shows the unexpected-error message when a page fails, and recovers on navigation', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const routes = [
      {
        element: <AppShell />,
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/fine', element: <h1>ok</h1> },
        ],
      },
    ]
    const { router } = renderWithApp(<></>, { routes, url: '/broken', preferences: { lang: 'ENG' } })
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected Application Error!')
    expect(consoleError).toHaveBeenCalled()
    await router.navigate('/fine')
    expect(await screen.findByRole('heading', { name: 'ok' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
