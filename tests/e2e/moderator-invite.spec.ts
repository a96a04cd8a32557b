import { test, expect } from './support/fixtures.ts'
import { waitForMail } from './support/mail.ts'
import { es } from './support/texts.ts'
import { moderatorPasswordCopy } from '../../src/features/auth/moderator-password-copy.ts'

// The stack's PocketBase was set up by `npm run pb:setup` with PB_SETUP_MODERATORS="Puerta <puerta@e2e.invalid>"
// (support/stack.ts): that moderator's only way in is the invitation it mailed.
const MODERATOR = 'puerta@e2e.invalid'

test('invitation to first sign-in: the mailed link opens /adminclave, the password is chosen there, then /adminlogin with the mailed code', async ({ page, browser, consoleErrors }) => {
  const invitation = await waitForMail(MODERATOR, (mail) => mail.text.includes('/adminclave?token='))
  expect(invitation.text).toContain('Te sumaron al equipo de moderación')
  expect(invitation.text).toContain('You have joined the Monster Invasion moderation team')
  const link = /https?:\/\/\S+\/adminclave\?token=\S+/.exec(invitation.text)?.[0] ?? ''
  expect(new URL(link).origin).toBe(process.env.E2E_BASE_URL)

  await page.goto(link)
  const copy = moderatorPasswordCopy.ESP
  await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible()
  await page.getByLabel(copy.passwordLabel, { exact: true }).fill('Puerta-e2e-2026')
  await page.getByRole('button', { name: copy.submit }).click()
  await expect(page.getByRole('alert').filter({ hasText: copy.success })).toBeVisible()
  await expect(page).toHaveURL(/\/adminlogin$/)

  const login = es.moderation.login
  await page.getByLabel(login.email, { exact: true }).fill(MODERATOR)
  await page.getByLabel(login.password, { exact: true }).fill('Puerta-e2e-2026')
  const asked = Date.now()
  await page.getByRole('button', { name: login.send }).click()
  await expect(page.getByText(login.codeIntro(MODERATOR))).toBeVisible()
  const codeMail = await waitForMail(MODERATOR, (mail) => /\b\d{8}\b/.test(mail.text) && !mail.text.includes('/adminclave'))
  expect(Date.now() - asked).toBeLessThan(15_000)
  await page.getByLabel(login.code, { exact: true }).fill(/\b(\d{8})\b/.exec(codeMail.text)?.[1] ?? '')
  await page.getByRole('button', { name: login.verify }).click()
  await expect(page.getByText(login.loggedInAs(MODERATOR))).toBeVisible()

  // The only error the browser logs: the password alone answers 401 with an MFA id (PocketBase's MFA step).
  expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 401 (Unauthorized)'])

  // The link worked once: opened again (someone who found the mail later), it cannot set the password.
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
  const again = await other.newPage()
  await again.goto(link)
  await again.getByLabel(copy.passwordLabel, { exact: true }).fill('Otra-clave-2026')
  await again.getByRole('button', { name: copy.submit }).click()
  await expect(again.getByRole('alert').filter({ hasText: copy.failure })).toBeVisible()
  await expect(again).toHaveURL(/\/adminclave\?token=/)
  await other.close()
})
