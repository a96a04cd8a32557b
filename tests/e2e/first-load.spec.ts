import { gzipSync } from 'node:zlib'
import { test, expect, type Page } from './support/fixtures.ts'
import { authWithPassword, createUser } from './support/backend.ts'
import { storageStateFor } from './support/session.ts'
import { FIRST_LOAD_BUDGET_BYTES } from '../../scripts/lib/first-load-budget.ts'


/** Writes the persisted preferences exactly as redux-persist stores them under the root key. */
async function presetPreferences(page: Page, lang: 'ESP' | 'ENG', theme: 'dark' | 'light') {
  await page.addInitScript(
    ({ lang, theme }) => {
      const preferences = JSON.stringify({ theme, lang, user: null })
      const persist = JSON.stringify({ version: -1, rehydrated: true })
      localStorage.setItem('persist:root', JSON.stringify({ preferences, _persist: persist }))
    },
    { lang, theme },
  )
}

/** A promise plus its resolver, to hold a request until the test lets it go. */
function gate() {
  let open = () => undefined as void
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

test('the first load of / stays within 110 KB of gzipped JS; the snapshot poll and English follow once idle', async ({ page, consoleErrors }) => {
  const bodies: Promise<{ url: string; gzip: number }>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return
    const url = new URL(response.url()).pathname
    bodies.push(response.body().then((body) => ({ url, gzip: gzipSync(body, { level: 9 }).length })))
  })
  const snapshot = page.waitForRequest((request) => new URL(request.url()).pathname === '/.netlify/functions/snapshot')
  const realtime: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/realtime')) realtime.push(request.url())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Monster Invasion' })).toBeVisible()
  // The first load is what was requested before the page marked its first paint; deferred work
  // (SDK, English) starts after that mark, so a slow machine cannot move it into the count.
  const beforePaint = await page.evaluate((mark) => {
    const painted = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= painted)
      .map((entry) => new URL(entry.name).pathname)
  }, 'mi:first-page-painted')
  const fetched = await Promise.all(bodies)
  const scripts = fetched.filter((s) => beforePaint.includes(s.url))
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0)
  test.info().annotations.push({ type: 'first-load JS (gzip -9)', description: `${(total / 1024).toFixed(1)} KB in ${scripts.length} files` })
  expect(beforePaint.length, 'the page marks its first paint').toBeGreaterThan(0)
  expect(total, scripts.map((s) => `${s.url} ${s.gzip}`).join('\n')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES)

  // Once idle: the live banner's public snapshot poll (no PocketBase connection for a public page) and the
  // English dictionary arrive, so the toggle switches at once.
  await snapshot
  const english = /\/assets\/en-[\w-]{8}\.js$/
  await expect.poll(async () => (await Promise.all(bodies)).some((s) => english.test(s.url))).toBe(true)
  expect(scripts.some((s) => english.test(s.url)), 'English is not part of the first load').toBe(false)
  await page.getByRole('button', { name: 'Cambiar a inglés' }).click()
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Rules' })).toBeVisible()
  const staffTexts = (await Promise.all(bodies)).filter((s) => /\/assets\/e[sn]-staff-[\w-]{8}\.js$/.test(s.url))
  expect(staffTexts, "moderators' texts are not downloaded on a public page, in either language").toEqual([])
  expect(realtime, 'a public page opens no realtime connection').toEqual([])
  expect(consoleErrors).toEqual([])
})

test('the banner status, organiser content and editions are preloaded by index.html and the app takes them from there: one download each', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text())
  })
  await page.goto('/hotel')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The footer's organiser text is drawn from the preloaded answer.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Hotel' })).toBeVisible()
  const preloads = await page.locator('link[rel="preload"][as="fetch"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
  expect(preloads.map((url) => new URL(url).pathname)).toEqual([
    '/api/collections/AlertBanner/records',
    '/api/collections/ContenidoOrganizador/records',
    '/api/collections/Equipo/records',
    '/api/collections/Ediciones/records',
  ])
  // Up to the first paint: later, the live banner and organiser content read once more when their
  // realtime subscription starts (a change made before it would be missed otherwise).
  const downloads = await page.evaluate(
    ({ urls, mark }) => {
      const painted = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity
      const resources = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= painted)
      return urls.map((url) => resources.filter((entry) => entry.name === url).map((entry) => (entry as PerformanceResourceTiming).initiatorType))
    },
    { urls: preloads, mark: 'mi:first-page-painted' },
  )
  expect(downloads, 'each read was downloaded once before the first paint, by the preload').toEqual([['link'], ['link'], ['link'], ['link']])
  expect(warnings, 'no preload went unused or mismatched').toEqual([])
})

test('a light-theme visitor gets the light theme and language before any app code runs', async ({ page, consoleErrors }) => {
  await presetPreferences(page, 'ENG', 'light')
  const entry = gate()
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entry.opened
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })
  await page.locator('#root').waitFor({ state: 'attached' })
  // The app's bundle is still held back: only the synchronous boot script can have set these.
  const html = await page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    colorScheme: document.documentElement.style.colorScheme,
    lang: document.documentElement.lang,
  }))
  expect(html).toEqual({ dark: false, colorScheme: 'light', lang: 'en' })
  entry.open()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  expect(consoleErrors).toEqual([])
})

test('with English persisted, the loading screen stays until English is there: no Spanish flash', async ({ page, consoleErrors }) => {
  await presetPreferences(page, 'ENG', 'dark')
  // Records whether Spanish chrome ever reached the document.
  await page.addInitScript(() => {
    const seen = () => document.body?.textContent?.includes('Reglamento') ?? false
    new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.sawSpanish = 'true'
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  const english = gate()
  await page.route(/\/assets\/en-[\w-]+\.js$/, async (route) => {
    await english.opened
    await route.continue()
  })
  await page.goto('/')
  await expect(page.locator('.loading-screen[aria-busy="true"]')).toBeVisible()
  await expect(page.getByRole('navigation')).toHaveCount(0)
  english.open()
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Rules' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Monster Invasion' })).toBeVisible()
  expect(await page.locator('html').getAttribute('data-saw-spanish')).toBeNull()
  expect(consoleErrors).toEqual([])
})

// What a signed-in page paints from its own small module, and what shows its server-reading parts arrived.
const SIGNED_IN_PAGES = [
  {
    path: '/buy',
    heading: '¡Es hora de conseguir tu entrada!',
    // The buyer's own data (what they hold decides the buttons) has arrived.
    loaded: (page: Page) => page.getByTestId('ticket-MEGA').getByRole('button', { name: 'Unirse a la fila' }),
  },
  { path: '/profile', heading: 'Perfil', loaded: (page: Page) => page.getByRole('textbox', { name: /Nombre para tu credencial/ }) },
]

for (const target of SIGNED_IN_PAGES) {
  test(`a signed-in ${target.path} paints its own text first; its reads and its data layer's code come only after that paint`, async ({ browser }) => {
    const account = await createUser({ verified: true, legal: true, prefix: 'first-paint' })
    const auth = await authWithPassword('users', account.email, account.password)
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor('ESP', 'dark', auth) })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    // When the page's heading first enters the document (before or after the first paint?).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main h1')) return
        document.documentElement.dataset.headingAt = String(performance.now())
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(target.path)
    await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible()
    await expect(target.loaded(page)).toBeVisible()
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
      const resources = performance.getEntriesByType('resource').map((entry) => ({ url: new URL(entry.name), start: entry.startTime }))
      // The user's reads and the session refresh; the banner, organiser content, team and editions are
      // public, read with the first paint (which waits for all but the editions).
      const reads = resources
        .filter((r) => /\/api\/(collections\/(?!AlertBanner|ContenidoOrganizador|Equipo|Ediciones)\w+|mi)\//.test(r.url.pathname))
        .map((r) => ({ path: r.url.pathname, start: r.start }))
      // The PocketBase SDK and the RTK Query layer (chunks named after their modules, then an 8-character hash).
      const dataLayer = resources.filter((r) => /\/assets\/(pocketbase|server-state)-[\w-]{8}\.js$/.test(r.url.pathname)).map((r) => ({ path: r.url.pathname, start: r.start }))
      return { paint, heading: Number(document.documentElement.dataset.headingAt), reads, dataLayer }
    })
    expect(timing.heading, 'the page heading is in the document by the first paint').toBeLessThanOrEqual(timing.paint)
    expect(timing.reads.length, 'the user data was read').toBeGreaterThan(0)
    expect(timing.dataLayer.length, 'the data layer was downloaded').toBe(2)
    for (const item of [...timing.reads, ...timing.dataLayer]) {
      expect(item.start, `${item.path} starts after the first paint (${timing.paint} ms)`).toBeGreaterThanOrEqual(timing.paint)
    }
    expect(errors).toEqual([])
    await context.close()
  })
}

test('when the catalogue’s code fails to download, /buy keeps its text and offers a retry that loads it', async ({ browser }) => {
  const account = await createUser({ verified: true, legal: true, prefix: 'part-retry' })
  const auth = await authWithPassword('users', account.email, account.password)
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor('ESP', 'dark', auth), viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  // The page's live part cannot be downloaded (a dropped connection) until the test reconnects.
  let online = false
  await page.route(/\/assets\/buy-live-[\w-]{8}\.js$/, async (route) => {
    if (online) await route.continue()
    else await route.abort('internetdisconnected')
  })
  await page.goto('/buy')
  await expect(page.getByRole('heading', { level: 1, name: '¡Es hora de conseguir tu entrada!' })).toBeVisible()
  const alert = page.getByRole('region', { name: 'Entradas' }).getByRole('alert')
  await expect(alert).toContainText('No pudimos cargar esta información')
  await page.screenshot({ path: `${import.meta.dirname}/artifacts/first-load/buy-part-failed-es-390.png` })
  // A retry that fails again says so again; the page is not reloaded for it.
  let reloads = 0
  page.on('load', () => reloads++)
  await alert.getByRole('button', { name: 'Reintentar' }).click()
  await expect(alert).toContainText('No pudimos cargar esta información')
  expect(reloads).toBe(0)
  online = true
  // Failed twice while the browser says it is online: the next retry reloads the page (after a deploy the
  // old files are gone for good), and the reloaded page loads the part.
  await alert.getByRole('button', { name: 'Reintentar' }).click()
  await expect(page.getByTestId('ticket-MEGA').getByRole('button', { name: 'Unirse a la fila' })).toBeVisible()
  expect(reloads).toBe(1)
  // One retry is for every part that failed (the queue above failed too).
  await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cargar esta información' })).toHaveCount(0)
  await context.close()
})
