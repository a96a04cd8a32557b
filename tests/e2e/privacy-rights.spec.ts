import type { Browser } from '@playwright/test'
import { test, expect, type Page } from './support/fixtures.ts'
import { authWithPassword, createModerator, createUser, moderatorAuth, type Auth } from './support/backend.ts'
import { storageStateFor, type Lang } from './support/session.ts'
import { rightsCopy } from '../../src/features/profile/rights-copy.ts'
import { rightsInboxCopy } from '../../src/features/moderation/rights-inbox-copy.ts'

// Ley 21.719 on a phone (390 px): the attendee asks to block their data in Spanish and sees its legal
// deadline; an organiser answers it on /adminderechos in English with the keyboard; the attendee sees it answered.

const PHONE = { width: 390, height: 844 }

async function phone(browser: Browser, lang: Lang, auth: Auth, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor(lang, 'dark', auth), viewport: PHONE })
  const page = await context.newPage()
  await page.goto(path)
  return page
}

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

test('a rights request from the profile to the organisers’ inbox and back, at 390 px in both languages', async ({ browser }) => {
  const t = rightsCopy.ESP
  const m = rightsInboxCopy.ENG
  const attendee = await createUser({ verified: true, legal: true, prefix: 'rights' })
  const attendeePage = await phone(browser, 'ESP', await authWithPassword('users', attendee.email, attendee.password), '/profile')
  const card = attendeePage.getByRole('region', { name: t.title })
  await card.getByLabel(t.form.right).selectOption({ label: t.rights.bloqueo.name })
  await card.getByLabel(t.form.detail).fill('Mientras revisan mi reclamo.')
  await card.getByRole('button', { name: t.form.send }).click()
  await expect(card.getByText(t.form.sent)).toBeVisible()
  await expect(card.getByText(/^Plazo legal: /)).toBeVisible()
  expect(await fits(attendeePage)).toBeLessThanOrEqual(PHONE.width)

  const organiser = await moderatorAuth(await createModerator({ organiser: true }))
  const inbox = await phone(browser, 'ENG', organiser, '/adminderechos')
  const item = inbox.getByRole('listitem').filter({ hasText: attendee.email })
  await expect(item.getByRole('heading', { name: `${m.rights.bloqueo} — ${m.status.pendiente}` })).toBeVisible()
  await expect(item.getByText(/days left/)).toBeVisible()
  expect(await fits(inbox)).toBeLessThanOrEqual(PHONE.width)
  // Keyboard only: the outcome, the answer and the button.
  await item.getByLabel(m.answerLabel).focus()
  await inbox.keyboard.type('Bloqueamos tus datos hasta resolver tu reclamo.')
  await inbox.keyboard.press('Tab')
  await inbox.keyboard.press('Enter')
  await expect(inbox.getByText(m.answered).or(inbox.getByText(m.answeredNoMail))).toBeVisible()

  await attendeePage.reload()
  const answered = attendeePage.getByRole('region', { name: t.title })
  await expect(answered.getByText(`${t.rights.bloqueo.name} — ${t.list.status.resuelta}`)).toBeVisible()
  await expect(answered.getByText(t.list.answer('Bloqueamos tus datos hasta resolver tu reclamo.'))).toBeVisible()
})
