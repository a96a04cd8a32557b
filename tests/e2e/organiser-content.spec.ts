import AxeBuilder from '@axe-core/playwright'
import type { Browser } from '@playwright/test'
import { test, expect, type Page } from './support/fixtures.ts'
import { createModerator, moderatorAuth, rest, superuserToken, type Auth } from './support/backend.ts'
import { storageStateFor, type Lang } from './support/session.ts'
import { readOrganiserSeed } from '../../scripts/lib/organiser-seed.ts'
import { repoRoot } from '../../scripts/lib/paths.ts'
import { es } from './support/texts.ts'
import { contentEditorCopy } from '../../src/features/content/admin/copy.ts'

// Issue 18 acceptance: an organiser changes the hotel, the staff and a social link on /admincontent
// and visitors see it live, in both languages, without reloading.

const seed = readOrganiserSeed(repoRoot)
let moderator: Auth

test.beforeAll(async () => {
  moderator = await moderatorAuth(await createModerator())
})

// Other specs expect the seeded content: put it back.
test.afterAll(async () => {
  const admin = await superuserToken()
  const { items } = await rest<{ items: { id: string }[] }>(admin, 'GET', '/api/collections/ContenidoOrganizador/records?sort=created&perPage=1')
  if (items[0]) await rest(admin, 'PATCH', `/api/collections/ContenidoOrganizador/records/${items[0].id}`, seed.content)
  const staff = await rest<{ items: { id: string }[] }>(admin, 'GET', '/api/collections/Equipo/records?sort=order&perPage=100')
  for (const [i, member] of staff.items.entries()) {
    if (seed.staff[i]) await rest(admin, 'PATCH', `/api/collections/Equipo/records/${member.id}`, seed.staff[i])
  }
})

async function open(browser: Browser, lang: Lang, path: string, width: number, auth?: Auth): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor(lang, 'dark', auth), viewport: { width, height: 844 } })
  const page = await context.newPage()
  await page.goto(path)
  return page
}

test('a moderator changes the hotel, a staff name and a social link; open pages show it live in Spanish and English', async ({ browser }) => {
  const spanish = await open(browser, 'ESP', '/hotel', 1280)
  const english = await open(browser, 'ENG', '/hotel', 390)
  for (const page of [spanish, english]) await expect(page.getByTestId('hotel-name')).toHaveText(String(seed.content.hotelName))

  const editor = await open(browser, 'ENG', '/admincontent', 390, moderator)
  const t = contentEditorCopy.ENG
  await expect(editor.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
  await editor.getByLabel(t.fields.hotelName, { exact: true }).fill('Hotel Andes E2E')
  await editor.getByRole('group', { name: 'Facebook' }).getByLabel(t.fields.url).fill('https://www.facebook.com/monsters.e2e')
  await editor.getByRole('button', { name: t.save }).click()
  await expect(editor.getByText(t.saved)).toBeVisible()

  const member = editor.getByRole('form', { name: t.member(String(seed.staff[0]?.name)) })
  await member.getByLabel(t.fields.name, { exact: true }).fill('Valentina Rojas')
  await member.getByLabel(t.inEnglish(t.fields.role)).fill('Convention director')
  await member.getByRole('button', { name: t.saveMember }).click()
  await expect(editor.getByText(t.memberSaved)).toBeVisible()

  // Neither visitor reloaded: the hotel page follows through the public snapshot (its content stamp).
  for (const page of [spanish, english]) await expect(page.getByTestId('hotel-name')).toHaveText('Hotel Andes E2E', { timeout: 20_000 })

  // Navigating inside the app reads the cached, live content: the team and the social links.
  await spanish.getByRole('navigation', { name: es.nav.mainNavigation }).getByRole('link', { name: es.nav.us }).click()
  await expect(spanish.getByText('Valentina Rojas')).toBeVisible()
  await english.goto('/us')
  const first = english.locator('.staff__member').first()
  await expect(first).toContainText('Valentina Rojas')
  await expect(first).toContainText('Convention director')
  await english.goto('/socialmedia')
  await expect(english.getByRole('link', { name: /Facebook/ }).first()).toHaveAttribute('href', 'https://www.facebook.com/monsters.e2e')
  for (const page of [spanish, english, editor]) await page.context().close()
})

test('a one-language save is refused in the form, field by field, and /admincontent passes axe at 390 and 1280 px', async ({ browser }) => {
  const editor = await open(browser, 'ESP', '/admincontent', 390, moderator)
  const t = contentEditorCopy.ESP
  await expect(editor.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
  const tagline = editor.getByLabel(t.inEnglish(t.fields.homeTagline))
  await tagline.fill('')
  await editor.getByRole('button', { name: t.save }).click()
  await expect(tagline).toHaveAttribute('aria-invalid', 'true')
  await expect(tagline).toBeFocused()
  await expect(editor.getByText(t.missingEn)).toBeVisible()
  await tagline.fill(String(seed.content.homeTaglineEn))

  const found: string[] = []
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await editor.setViewportSize(viewport)
    const results = await new AxeBuilder({ page: editor }).withTags(['wcag2a', 'wcag2aa']).analyze()
    for (const v of results.violations) if (v.impact === 'serious' || v.impact === 'critical') found.push(`@${viewport.width}: ${v.id} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
    expect(await editor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  }
  expect(found).toEqual([])
  await editor.context().close()
})
