import type { Locator } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { createModerator, moderatorAuth, type Auth } from './support/backend.ts'
import { storageStateFor } from './support/session.ts'
import { contentEditorCopy } from '../../src/features/content/admin/copy.ts'
import { SCROLL_TO_TOP_DELAY_MS } from '../../src/features/alert-banner/hooks/use-alert-banner.ts'

// /admincontent keeps its save button in a bar stuck to the bottom of the window. A refused save must
// show its error above that bar, never under it. Nothing is saved here: the form refuses first.

let moderator: Auth

test.beforeAll(async () => {
  moderator = await moderatorAuth(await createModerator())
})

/** Where `element` is against the window and the bar, and whether a tap at its centre reaches it. */
const placement = async (element: Locator, bar: Locator) =>
  element.evaluate((el, barEl) => {
    const box = el.getBoundingClientRect()
    const barTop = barEl?.getBoundingClientRect().top ?? window.innerHeight
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return { inWindow: box.top >= 0 && box.bottom <= window.innerHeight, aboveBar: box.bottom <= barTop, uncovered: hit !== null && el.contains(hit) }
  }, await bar.elementHandle())

test('390 px: the missing-English error of a field left just above the save bar shows above the bar, its field focused', async ({ browser }) => {
  const t = contentEditorCopy.ESP
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor('ESP', 'dark', moderator), viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  // SPEC §9: an open banner scrolls the page to the top SCROLL_TO_TOP_DELAY_MS after it opens. The
  // page's clock is the test's, so that scroll happens on load, before the field is placed, and
  // never in the middle of the check.
  await page.clock.install()
  await page.goto('/admincontent')
  await expect(page.getByRole('button', { name: t.save })).toBeVisible()
  await page.clock.runFor(SCROLL_TO_TOP_DELAY_MS + 100)
  const bar = page.locator('.content-editor__actions')
  const tagline = page.getByLabel(t.inEnglish(t.fields.homeTagline))
  await tagline.fill('')
  // Leave the emptied field resting on the bar, where its error line would fall under it.
  await tagline.evaluate((el, barEl) => {
    const gap = (barEl?.getBoundingClientRect().top ?? window.innerHeight) - el.getBoundingClientRect().bottom
    window.scrollBy(0, -gap)
  }, await bar.elementHandle())
  await page.getByRole('button', { name: t.save }).click()

  await expect(tagline).toBeFocused()
  const error = page.getByText(t.missingEn)
  await expect(error).toBeVisible()
  await expect.poll(() => placement(error, bar)).toEqual({ inWindow: true, aboveBar: true, uncovered: true })
  await expect.poll(() => placement(tagline, bar)).toEqual({ inWindow: true, aboveBar: true, uncovered: true })
  await context.close()
})
