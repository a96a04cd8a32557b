import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { nextClientIp } from './backend.ts'

// Content-Security-Policy violations of the current test, from every context it opens (the served
// build carries the production CSP: scripts/lib/site-headers.ts).
let violations: string[] = []
const watched = new WeakSet<BrowserContext>()

/** Reports every `securitypolicyviolation` of the pages (and frames) of this context. */
async function watchCsp(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return
  watched.add(context)
  await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
    violations.push(`${text} (on ${frame.url()})`)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`)
    })
  })
}

/**
 * Every test fails on a CSP violation in any context (the default one and those opened with
 * browser.newContext), and collects console errors and page errors for tests that assert them.
 */
export const test = base.extend<{ consoleErrors: string[]; cspViolations: string[] }, { watchedBrowser: void }>({
  watchedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        // Each context is a visitor on a device of its own: PocketBase runs with the production rate
        // limiter, keyed on the address its trusted proxy header names (X-Forwarded-For, as Caddy sets it).
        const context = await newContext({ ...options, extraHTTPHeaders: { 'X-Forwarded-For': nextClientIp(), ...options?.extraHTTPHeaders } })
        await watchCsp(context)
        return context
      }
      await use()
    },
    { scope: 'worker', auto: true },
  ],
  cspViolations: [
    async ({}, use) => {
      violations = []
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    await watchCsp(context)
    await use(context)
  },
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
