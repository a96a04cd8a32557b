import type { Browser } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { startNpmStart, type NpmStart } from './support/npm-start.ts'
import { es } from './support/texts.ts'

// The first toast after a page load: its library and container download with it (form-toast.ts), and
// under `npm start` React's StrictMode mounts the container twice. Both servers must show it.

/** A wrong password on a fresh /login: the first thing the page ever toasts. */
async function wrongPasswordToast(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel(es.auth.login.identityLabel, { exact: true }).fill('demo@monsterinvasion.local')
  await page.getByLabel(es.auth.passwordLabel, { exact: true }).fill('not-the-password-1')
  await page.getByRole('button', { name: es.auth.login.submit }).click()
  await expect(page.getByRole('alert').filter({ hasText: es.auth.login.failure })).toBeVisible()
  await context.close()
}

/** A fresh /recover: the confirmation is the page's first toast. */
async function recoverToast(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/recover')
  await page.getByLabel(es.auth.emailLabel, { exact: true }).fill('nobody@monsterinvasion.local')
  await page.getByRole('button', { name: es.auth.recover.submit }).click()
  await expect(page.getByRole('alert').filter({ hasText: es.auth.recover.success })).toBeVisible()
  await context.close()
}

test.describe('the production build', () => {
  test('a wrong password on a fresh /login shows its error toast', async ({ browser, baseURL }) => {
    await wrongPasswordToast(browser, baseURL ?? '')
  })

  test('/recover on a fresh page confirms with a toast', async ({ browser, baseURL }) => {
    await recoverToast(browser, baseURL ?? '')
  })
})

test.describe('npm start (the Vite dev server, as a newcomer runs it)', () => {
  let server: NpmStart
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000)
    server = await startNpmStart()
  })
  test.afterAll(async () => {
    await server.stop()
  })

  test('a wrong password on a fresh /login shows its error toast', async ({ browser }) => {
    await wrongPasswordToast(browser, server.baseUrl)
  })

  test('/recover on a fresh page confirms with a toast', async ({ browser }) => {
    await recoverToast(browser, server.baseUrl)
  })
})
