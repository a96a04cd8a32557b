import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Browser } from '@playwright/test'
import { test, expect, type Page } from './support/fixtures.ts'
import { createModerator, createUser, moderatorAuth, type Auth } from './support/backend.ts'
import { storageStateFor, type Lang, type Theme } from './support/session.ts'
import { es, en } from './support/texts.ts'

// /adminbann with more people than a page: the search narrows on the server, the pager walks by
// keyboard, and the page passes axe at 390 and 1280 px. Screenshots in both languages and themes.

const PEOPLE = 25
// New on every run of this file, so only this file's people match it.
const marker = `lists${Date.now().toString(36)}`
const shots = path.join(import.meta.dirname, 'artifacts', 'screenshots')
let moderator: Auth

test.beforeAll(async () => {
  moderator = await moderatorAuth(await createModerator())
  for (let start = 0; start < PEOPLE; start += 5) await Promise.all(Array.from({ length: Math.min(5, PEOPLE - start) }, () => createUser({ verified: true, prefix: marker })))
})

async function open(browser: Browser, lang: Lang, theme: Theme, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor(lang, theme, moderator), viewport: { width, height: 844 } })
  const page = await context.newPage()
  await page.goto('/adminbann')
  return page
}

async function seriousAxe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}

test('390 px, Spanish: typing narrows the list on the server; Tab and Enter walk to page 2 and back', async ({ browser }) => {
  const d = es.listSearch
  const page = await open(browser, 'ESP', 'dark', 390)
  await page.getByRole('searchbox', { name: d.people.label }).fill(marker)
  await expect(page.getByRole('status').filter({ hasText: d.count(PEOPLE) })).toBeVisible()
  const pager = page.getByRole('navigation', { name: d.pages, exact: true })
  await expect(pager).toContainText(d.pageOf(1, 2))
  await expect(page.getByTestId(/^user-/)).toHaveCount(20)

  await pager.getByRole('button', { name: d.next }).focus()
  await page.keyboard.press('Enter')
  await expect(pager).toContainText(d.pageOf(2, 2))
  await expect(page.getByTestId(/^user-/)).toHaveCount(PEOPLE - 20)
  await page.keyboard.press('Shift+Tab')
  await expect(pager.getByRole('button', { name: d.previous })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(pager).toContainText(d.pageOf(1, 2))

  await page.getByRole('searchbox', { name: d.people.label }).fill(`${marker}-nobody`)
  await expect(page.getByText(d.people.empty(`${marker}-nobody`))).toBeVisible()
  await page.context().close()
})

test('/adminbann with search and pager passes axe at 390 and 1280 px; screenshots in both languages and themes', async ({ browser }) => {
  const found: string[] = []
  for (const lang of ['ESP', 'ENG'] as const) {
    const d = (lang === 'ESP' ? es : en).listSearch
    for (const theme of ['dark', 'light'] as const) {
      for (const width of [390, 1280]) {
        const page = await open(browser, lang, theme, width)
        await page.getByRole('searchbox', { name: d.people.label }).fill(marker)
        await expect(page.getByRole('status').filter({ hasText: d.count(PEOPLE) })).toBeVisible()
        await expect(page.getByRole('navigation', { name: d.pages, exact: true })).toContainText(d.pageOf(1, 2))
        if (theme === 'dark') found.push(...(await seriousAxe(page)).map((v) => `${lang} @${width}: ${v}`))
        await page.screenshot({ path: path.join(shots, `adminbann-${lang.toLowerCase()}-${theme}-${width}.png`) })
        await page.context().close()
      }
    }
  }
  expect(found).toEqual([])
})
