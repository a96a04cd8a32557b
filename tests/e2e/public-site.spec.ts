import { mkdirSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import PocketBase from 'pocketbase'
import { test, expect, type Page } from './support/fixtures.ts'

const SHOTS = path.join(import.meta.dirname, 'artifacts', 'screenshots')
mkdirSync(SHOTS, { recursive: true })

const ROUTES = [
  { path: '/', es: 'Monster Invasion', en: 'Monster Invasion' },
  { path: '/hotel', es: 'Hotel', en: 'Hotel' },
  { path: '/rules', es: 'Reglamento', en: 'Rules' },
  { path: '/us', es: 'Nosotros', en: 'Us' },
  { path: '/friends', es: 'Amigos', en: 'Friends' },
  { path: '/socialmedia', es: 'Redes sociales', en: 'Social media' },
  { path: '/404', es: 'nada por aquí', en: 'nothing here' },
  { path: '/activities', es: 'Actividades', en: 'Actividades' },
] as const

const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

type Lang = 'ESP' | 'ENG'
type Theme = 'dark' | 'light'

/** Writes the persisted preferences exactly as redux-persist stores them under the root key. */
async function presetPreferences(page: Page, lang: Lang, theme: Theme) {
  await page.addInitScript(
    ({ lang, theme }) => {
      const preferences = JSON.stringify({ theme, lang, user: null })
      const persist = JSON.stringify({ version: -1, rehydrated: true })
      localStorage.setItem('persist:root', JSON.stringify({ preferences, _persist: persist }))
    },
    { lang, theme },
  )
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, `axe violations on ${page.url()}`).toEqual([])
}

for (const viewport of VIEWPORTS) {
  for (const theme of ['dark', 'light'] as const) {
    for (const lang of ['ESP', 'ENG'] as const) {
      test(`public pages in ${lang}, ${theme}, ${viewport.width}x${viewport.height}: titles, meta, axe`, async ({
        page,
        consoleErrors,
      }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height })
        await presetPreferences(page, lang, theme)
        for (const route of ROUTES) {
          await page.goto(route.path)
          const title = lang === 'ESP' ? route.es : route.en
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
          await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ESP' ? 'es' : 'en')
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/)
          await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', '')
          if (route.path === '/friends') await expect(page.locator('.friends__list li')).toHaveCount(3)
          // Screenshots of these pages are route-review.spec.ts's job (one contact sheet per route).
          await expectNoSeriousA11yViolations(page)
        }
        expect(consoleErrors).toEqual([])
      })
    }
  }
}

test('unknown paths land on /404 with "nothing here"; /admin goes to /adminlogin', async ({ page, consoleErrors }) => {
  await presetPreferences(page, 'ENG', 'dark')
  await page.goto('/nope')
  await expect(page).toHaveURL(/\/404$/)
  await expect(page.getByRole('heading', { level: 1, name: 'nothing here' })).toBeVisible()
  await expect(page.getByRole('img', { name: /mystery box/ })).toBeVisible()
  await expect(page).toHaveTitle('nothing here · Monster Invasion')
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/adminlogin$/)
  expect(consoleErrors).toEqual([])
})

test('language and theme survive a reload; defaults are Spanish and dark', async ({ page, consoleErrors }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.getByRole('button', { name: 'Cambiar a inglés' }).click()
  await page.getByRole('button', { name: 'Dark theme' }).click()
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await expect(page.getByRole('link', { name: 'Rules' }).first()).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('mobile menu at 360 px: button state, Escape closes it and returns focus, links navigate', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Abrir menú' })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  const nav = page.getByRole('navigation', { name: 'Navegación principal' })
  await expect(nav).toBeHidden()
  await button.click()
  const close = page.getByRole('button', { name: 'Cerrar menú' })
  await expect(close).toHaveAttribute('aria-expanded', 'true')
  await expect(nav.getByRole('link', { name: 'Hotel' })).toBeFocused()
  await page.screenshot({ path: path.join(SHOTS, 'mobile360-menu-open.png') })
  await page.keyboard.press('Escape')
  await expect(nav).toBeHidden()
  await expect(button).toBeFocused()
  await button.click()
  await nav.getByRole('link', { name: 'Reglamento' }).click()
  await expect(page).toHaveURL(/\/rules$/)
  await expect(nav).toBeHidden()
  expect(consoleErrors).toEqual([])
})

test('alert banner: shows the seeded Ok status with a link to /buy, closes, and follows a moderator change live', async ({
  page,
  consoleErrors,
}) => {
  const admin = new PocketBase(process.env.E2E_POCKETBASE_URL)
  await admin.collection('_superusers').authWithPassword(process.env.PB_SUPERUSER_EMAIL ?? '', process.env.PB_SUPERUSER_PASSWORD ?? '')
  const record = await admin.collection('AlertBanner').getFirstListItem('')
  try {
    await admin.collection('AlertBanner').update(record.id, { status: 'Ok' })
    await presetPreferences(page, 'ENG', 'dark')
    await page.goto('/hotel')
    const banner = page.getByRole('region', { name: 'Notice' })
    await expect(banner).toContainText('Ticket sales are open!')
    await expect(banner.getByRole('link', { name: 'Get yours' })).toHaveAttribute('href', '/buy')
    await banner.getByRole('button', { name: 'Close notice' }).click()
    await expect(banner).toBeHidden()

    await admin.collection('AlertBanner').update(record.id, { status: 'Soon' })
    await expect(banner).toContainText('Ticket sales open very soon!')
    await expect(banner.getByRole('link')).toHaveCount(0)

    await admin.collection('AlertBanner').update(record.id, { status: 'None' })
    await expect(banner).toBeHidden()
  } finally {
    await admin.collection('AlertBanner').update(record.id, { status: 'Ok' })
  }
  expect(consoleErrors).toEqual([])
})

test('the hotel page loads the map and the video frames under the production CSP (no violation)', async ({ page }) => {
  await page.goto('/hotel')
  await page.getByRole('button', { name: 'Cargar mapa interactivo' }).click()
  await expect(page.locator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]')).toBeAttached()
  await page.getByRole('button', { name: 'Ver el video tutorial' }).click()
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toBeAttached()
  // The frames themselves cannot load offline; a blocked frame would be a violation (fixture) instead.
})

test('a page whose code is still downloading: a progress bar, and the page being left dimmed and out of reach until it comes (ESP, 390 px)', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/register-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/login')
  const loginIdentity = page.getByLabel('Usuario o correo')
  await expect(loginIdentity).toBeVisible()

  await page.getByRole('link', { name: '¿No tienes cuenta? Regístrate' }).click()
  await expect(page).toHaveURL(/\/register$/)
  const progress = page.getByRole('progressbar', { name: 'Cargando…' })
  await expect(progress).toHaveCSS('opacity', '1')
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('main')).toHaveCSS('opacity', '0.55')
  // The login form is still on screen, but typing no longer reaches it.
  await loginIdentity.focus()
  await page.keyboard.type('someone')
  await expect(loginIdentity).toHaveValue('')
  await page.screenshot({ path: path.join(SHOTS, 'mobile390-navigation-pending.png') })

  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible()
  await expect(progress).toHaveCount(0)
  await expect(page.getByRole('main')).not.toHaveAttribute('inert')
  await expect(page.getByRole('main')).toHaveCSS('opacity', '1')
  expect(consoleErrors).toEqual([])
})
