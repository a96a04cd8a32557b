import { test as base, expect, type Page } from '@playwright/test'

/** Collects console errors and page errors so a test can assert the page ran cleanly. */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL)
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text())
    })
    page.on('pageerror', (err) => errors.push(err.message))
    await use(errors)
  },
})

export { expect }
export type { Page }
