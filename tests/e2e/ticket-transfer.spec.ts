import path from 'node:path'
import type { Browser } from '@playwright/test'
import { test, expect, type Page } from './support/fixtures.ts'
import { approveAsModerator, authWithPassword, createModerator, createUser, moderatorAuth, requestTicket, rest, superuserToken, type Auth, type TestAccount } from './support/backend.ts'
import { waitForMail } from './support/mail.ts'
import { storageStateFor, type Lang } from './support/session.ts'
import { transferCopy } from '../../src/features/profile/transfer-copy.ts'
import { transfersCopy } from '../../src/features/moderation/components/transfers-copy.ts'

// The supervised transfer from both sides on a phone (390 px): the holder asks on /profile in Spanish,
// the recipient sees it in English, a moderator approves on /admintransfer; both profiles follow.

const PHONE = { width: 390, height: 844 }
const shots = path.join(import.meta.dirname, 'artifacts', 'screenshots')
let edition = ''

async function phone(browser: Browser, lang: Lang, auth: Auth, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor(lang, 'dark', auth), viewport: PHONE })
  const page = await context.newPage()
  await page.goto(path)
  return page
}

/** A verified person with legal data holding a paid ticket (approved through the real route, marked paid by the superuser). */
async function holderWithPaidTicket(): Promise<TestAccount> {
  const holder = await createUser({ verified: true, legal: true, prefix: 'giver' })
  const { requestId } = await requestTicket(holder, 'B1')
  const issued = await approveAsModerator(await createModerator(), requestId)
  await rest(await superuserToken(), 'PATCH', `/api/collections/EntradasEntregadas/records/${issued.id}`, { estado: 'pagada', pagadoEn: new Date().toISOString().replace('T', ' ') })
  return holder
}

test.beforeAll(async () => {
  const someone = await createUser({ verified: true })
  const { token } = await authWithPassword('users', someone.email, someone.password)
  edition = (await rest<{ edition: string }>(token, 'GET', '/api/mi/transfer-deadline')).edition
  // The e2e stack's current edition may have started: a superuser opens transfers far ahead for this file.
  await rest(await superuserToken(), 'PATCH', `/api/collections/Ediciones/records/${edition}`, { traspasosHasta: '2099-12-31' })
})

test.afterAll(async () => {
  await rest(await superuserToken(), 'PATCH', `/api/collections/Ediciones/records/${edition}`, { traspasosHasta: '' })
})

test('390 px: the holder asks (Spanish), the recipient sees it (English), a moderator approves (Spanish); both are mailed', async ({ browser }) => {
  const tEs = transferCopy.ESP
  const tEn = transferCopy.ENG
  const m = transfersCopy.ESP
  const holder = await holderWithPaidTicket()
  const recipient = await createUser({ verified: true, legal: true, prefix: 'taker' })
  const holderAuth = await authWithPassword('users', holder.email, holder.password)
  const recipientAuth = await authWithPassword('users', recipient.email, recipient.password)

  const giver = await phone(browser, 'ESP', holderAuth, '/profile')
  await expect(giver.getByRole('heading', { name: tEs.title })).toBeVisible()
  await giver.getByLabel(tEs.recipient).fill(recipient.email)
  await giver.getByRole('button', { name: tEs.ask }).click()
  await expect(giver.getByText(tEs.asked)).toBeVisible()
  await expect(giver.getByTestId('transfer-out')).toContainText(tEs.states.pendiente)
  await giver.getByRole('heading', { name: tEs.title }).locator('..').screenshot({ path: path.join(shots, 'transfer-holder-390-es.png') })

  const taker = await phone(browser, 'ENG', recipientAuth, '/profile')
  await expect(taker.getByTestId('transfer-in')).toContainText(tEn.states.pendiente)

  const moderator = await moderatorAuth(await createModerator())
  const staff = await phone(browser, 'ESP', moderator, '/admintransfer')
  const card = staff.getByTestId(`transfer-${holder.email}`)
  await expect(card).toBeVisible()
  await staff.screenshot({ path: path.join(shots, 'transfer-moderator-390-es.png'), fullPage: true })
  await card.getByRole('button', { name: m.approve }).click()
  await expect(staff.getByText(m.done.approve)).toBeVisible()
  // Nothing of the card sticks out of a phone's width.
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

  await taker.reload()
  await expect(taker.getByTestId('transfer-in')).toContainText(tEn.states.aprobada)
  await taker.getByRole('heading', { name: tEn.title }).locator('..').screenshot({ path: path.join(shots, 'transfer-recipient-390-en.png') })
  await giver.reload()
  await expect(giver.getByTestId('transfer-out')).toContainText(tEs.states.aprobada)

  const given = await waitForMail(holder.email, (mail) => mail.text.includes('It is no longer yours'))
  expect(given.text).toContain('Ya no es tuya')
  expect(given.text).toContain('It is no longer yours')
  const received = await waitForMail(recipient.email, (mail) => mail.text.includes('Your new QR code'))
  expect(received.text).toContain('Tu código QR nuevo')
  expect(received.text).toContain('Your new QR code')
})

test('390 px, English: a recipient who cannot take a ticket is refused without saying why, and nothing is asked', async ({ browser }) => {
  const t = transferCopy.ENG
  const holder = await holderWithPaidTicket()
  const unverified = await createUser({ verified: false, legal: false, prefix: 'unverified' })
  const page = await phone(browser, 'ENG', await authWithPassword('users', holder.email, holder.password), '/profile')
  await page.getByLabel(t.recipient).fill(unverified.email)
  await page.getByRole('button', { name: t.ask }).click()
  await expect(page.getByRole('alert').filter({ hasText: t.refusals.recipientNotEligible })).toBeVisible()
  await expect(page.getByTestId('transfer-out')).toHaveCount(0)
})
