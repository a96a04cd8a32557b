import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { es } from './texts.ts'
import { en } from './texts.ts'
import type { TestAccount } from './backend.ts'
import { mailsTo, waitForMail } from './mail.ts'
import { storageStateFor, type Lang } from './session.ts'

/** A moderator logged in through /adminlogin in a browser context of its own. */
export async function moderatorPage(browser: Browser, moderator: TestAccount, lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor(lang, 'dark') })
  const page = await context.newPage()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/adminlogin')
  await signInWithCode(page, moderator, lang)
  return { context, page }
}

/**
 * /adminlogin as a moderator does it: password, then the 8-digit code PocketBase mailed (MFA), read
 * from the SMTP sink. A successful login reloads the page (SPEC §2 Admin login).
 */
export async function signInWithCode(page: Page, moderator: { email: string; password: string }, lang: Lang): Promise<void> {
  const d = lang === 'ESP' ? es : en
  const known = new Set(mailsTo(moderator.email).map((mail) => mail.file))
  await page.getByLabel(d.moderation.login.email).fill(moderator.email)
  await page.getByLabel(d.moderation.login.password).fill(moderator.password)
  await page.getByRole('button', { name: d.moderation.login.send }).click()
  await expect(page.getByText(d.moderation.login.codeIntro(moderator.email))).toBeVisible()
  const mail = await waitForMail(moderator.email, (m) => !known.has(m.file) && /\b\d{8}\b/.test(m.text))
  const code = /\b(\d{8})\b/.exec(mail.text)?.[1] ?? ''
  await page.getByLabel(d.moderation.login.code).fill(code)
  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: d.moderation.login.verify }).click()
  await reloaded
  await expect(page.getByRole('button', { name: d.moderation.login.logout })).toBeVisible()
}

/** "Cobrar" on /adminsell for the open request of `email`, checking the card shows the requested type. */
export async function approveAsModeratorInBrowser(page: Page, email: string, code: string, lang: Lang): Promise<string> {
  const d = lang === 'ESP' ? es : en
  await page.goto('/adminsell')
  // The pending list is paged in queue order: find the person as a moderator would, by e-mail.
  await page.getByLabel(d.listSearch.people.label).fill(email)
  const card = page.getByTestId(`pending-${email}`)
  await expect(card).toContainText(code)
  await card.scrollIntoViewIfNeeded()
  await card.getByRole('button', { name: d.moderation.sell.approve, exact: true }).click()
  const escaped = d.moderation.sell.approved('ORDER').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const done = page.getByText(new RegExp(`^${escaped.replace('ORDER', 'Paw\\d{2}[a-z]\\d{20}')}$`))
  await expect(done).toBeVisible()
  await expect(card).toBeHidden()
  const orderID = /Paw\d{2}[a-z]\d{20}/.exec(await done.innerText())?.[0]
  if (!orderID) throw new Error('no order id in the approval message')
  return orderID
}
