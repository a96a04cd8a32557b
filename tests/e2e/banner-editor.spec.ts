import AxeBuilder from '@axe-core/playwright'
import type { Browser } from '@playwright/test'
import { test, expect, type Page } from './support/fixtures.ts'
import { createModerator, moderatorAuth, rest, superuserToken, type Auth } from './support/backend.ts'
import { storageStateFor, type Lang } from './support/session.ts'
import { es } from './support/texts.ts'
import { en } from './support/texts.ts'

let moderator: Auth

test.beforeAll(async () => {
  const mod = await createModerator()
  moderator = await moderatorAuth(mod)
})

// Other specs expect the seeded banner: put it back.
test.afterAll(async () => {
  const admin = await superuserToken()
  const { items } = await rest<{ items: { id: string }[] }>(admin, 'GET', '/api/collections/AlertBanner/records?sort=created&perPage=1')
  if (items[0]) await rest(admin, 'PATCH', `/api/collections/AlertBanner/records/${items[0].id}`, { status: 'Ok' })
})

async function open(browser: Browser, lang: Lang, path: string, auth?: Auth): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor(lang, 'dark', auth), viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(path)
  return page
}

async function axe(page: Page, where: string) {
  const found: string[] = []
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    for (const v of results.violations) if (v.impact === 'serious' || v.impact === 'critical') found.push(`${where} @${viewport.width}: ${v.id} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
  }
  expect(found).toEqual([])
}

for (const [modLang, visitorLang, status] of [
  ['ENG', 'ESP', 'Soon'],
  ['ESP', 'ENG', 'Warn'],
] as const) {
  test(`the banner editor (${modLang}) changes the live banner of an open public page (${visitorLang}) to ${status}`, async ({ browser }) => {
    const m = modLang === 'ESP' ? es : en
    const v = visitorLang === 'ESP' ? es : en
    const visitor = await open(browser, visitorLang, '/hotel')
    const liveBanner = visitor.getByRole('region', { name: v.banner.label })
    await expect(liveBanner).toBeVisible()
    await expect(liveBanner).not.toContainText(v.banner.messages[status])

    const editor = await open(browser, modLang, '/adminbanner', moderator)
    await expect(editor.getByRole('heading', { level: 1, name: m.routes.adminBanner })).toBeVisible()
    await editor.getByRole('radio', { name: m.bannerEditor.options[status] }).check()
    const preview = editor.getByRole('region', { name: m.bannerEditor.previewTitle })
    await expect(preview.getByText(es.banner.messages[status])).toBeVisible()
    await expect(preview.getByText(en.banner.messages[status])).toBeVisible()
    await axe(editor, `/adminbanner (${modLang})`)
    await editor.getByRole('button', { name: m.bannerEditor.publish }).click()
    await expect(editor.getByTestId('banner-published')).toHaveText(m.bannerEditor.published(status))

    // The visitor's page was not reloaded: the banner follows through the public snapshot it polls.
    await expect(liveBanner).toContainText(v.banner.messages[status], { timeout: 20_000 })
    await editor.context().close()
    await visitor.context().close()
  })
}
