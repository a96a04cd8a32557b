import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { es } from '../../../src/i18n/es.ts'
import { en } from '../../../src/i18n/en.ts'
import type { TestAccount } from './backend.ts'
import { storageStateFor, type Lang } from './session.ts'

/** A moderator logged in through /adminlogin in a browser context of its own. */
export async function moderatorPage(browser: Browser, moderator: TestAccount, lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
  const d = lang === 'ESP' ? es : en
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor(lang, 'dark') })
  const page = await context.newPage()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/adminlogin')
  await page.getByLabel(d.moderation.login.email).fill(moderator.email)
  await page.getByLabel(d.moderation.login.password).fill(moderator.password)
  // A successful login reloads the page (SPEC §2 Admin login): wait for that load before moving on.
  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: d.moderation.login.send }).click()
  await reloaded
  await expect(page.getByRole('button', { name: d.moderation.login.logout })).toBeVisible()
  return { context, page }
}

/** "Cobrar" on /adminsell for the open request of `email`, checking the card shows the requested type. */
export async function approveAsModeratorInBrowser(page: Page, email: string, code: string, lang: Lang): Promise<string> {
  const d = lang === 'ESP' ? es : en
  await page.goto('/adminsell')
  const card = page.getByTestId(`pending-${email}`)
  await expect(card).toContainText(code)
  await card.scrollIntoViewIfNeeded()
  await card.getByRole('button', { name: d.moderation.sell.approve, exact: true }).click()
  const escaped = d.moderation.sell.approved('ORDER').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const done = page.getByText(new RegExp(`^${escaped.replace('ORDER', 'Paw25a\\d{20}')}$`))
  await expect(done).toBeVisible()
  await expect(card).toBeHidden()
  const orderID = /Paw25a\d{20}/.exec(await done.innerText())?.[0]
  if (!orderID) throw new Error('no order id in the approval message')
  return orderID
}
