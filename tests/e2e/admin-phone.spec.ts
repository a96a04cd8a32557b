import { es, en } from './support/texts.ts'
import { test, expect, type Page } from './support/fixtures.ts'
import { approveAsModerator, createModerator, createUser, moderatorAuth, requestTicket, rest, superuserToken, type Auth } from './support/backend.ts'
import { storageStateFor } from './support/session.ts'
import { layoutProblems } from './support/layout-review.ts'

/**
 * Issue 39 at 390 px, both languages and themes: every admin page folds its links behind one menu
 * button, scrolls no sideways, carries no public banner, and wraps an e-mail address or order id only
 * between its parts (measured with the layout: no line of an address starts inside a word).
 */
const ADMIN_PAGES = ['/adminsell', '/adminbann', '/adminremove', '/admincheckin', '/adminbanner', '/adminaudit', '/adminreport', '/admincorrections', '/adminderechos', '/admintransfer', '/admincontent', '/adminconsole']

let moderator: Auth
test.beforeAll(async () => {
  const organiser = await createModerator({ organiser: true })
  const waiting = await createUser({ verified: true, legal: true, prefix: 'averylongmailboxnamewithoutanyplacetobreakitthatattendeesuse' })
  await requestTicket(waiting, 'B1')
  const paid = await createUser({ verified: true, legal: true, prefix: 'phone-review.with.dots' })
  const issued = await approveAsModerator(organiser, (await requestTicket(paid, 'S1')).requestId)
  await rest(await superuserToken(), 'PATCH', `/api/collections/EntradasEntregadas/records/${issued.id}`, { estado: 'pagada' })
  // A banner that shows on every public page: staff pages must not carry it.
  const banners = await rest<{ items: { id: string }[] }>(await superuserToken(), 'GET', '/api/collections/AlertBanner/records')
  const first = banners.items[0]
  if (first) await rest(await superuserToken(), 'PATCH', `/api/collections/AlertBanner/records/${first.id}`, { status: 'Ok' })
  moderator = await moderatorAuth(organiser)
})

/** Lines of an address or id (BreakableText) that start inside a word rather than at one of its parts. */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>('.breakable')) {
      const text = element.textContent ?? ''
      // Where each part starts in the text: the only places a new line may begin.
      const allowed = new Set<number>([0])
      let offset = 0
      for (const node of element.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) offset += node.textContent?.length ?? 0
        else allowed.add(offset)
      }
      const range = document.createRange()
      let lastTop = Number.NaN
      let index = 0
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue
        const length = node.textContent?.length ?? 0
        for (let i = 0; i < length; i++, index++) {
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          const top = range.getBoundingClientRect().top
          if (!Number.isNaN(lastTop) && top > lastTop + 2 && !allowed.has(index)) found.push(`"${text}" breaks before character ${index}`)
          lastTop = top
        }
      }
    }
    return found
  })
}

for (const lang of ['ESP', 'ENG'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`admin pages at 390 px in ${lang}, ${theme}: a menu button, no sideways scroll, no banner, no word broken`, async ({ browser }) => {
      test.setTimeout(180_000)
      const d = lang === 'ESP' ? es : en
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor(lang, theme, moderator), viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })
      const page = await context.newPage()
      const problems: string[] = []
      for (const path of ADMIN_PAGES) {
        await page.goto(path)
        const nav = page.getByRole('navigation', { name: d.moderation.nav.label })
        const button = nav.getByRole('button', { name: d.moderation.nav.label })
        await expect(button).toBeVisible()
        await expect(nav.getByRole('list')).toBeHidden()
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await expect(page.locator('.query-state--loading')).toHaveCount(0)
        // The public banner lives in the slot above the navigation (/adminbanner's preview is not it).
        if ((await page.locator('.banner-slot .banner').count()) > 0) problems.push(`${path}: shows the public banner`)
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        if (sideways > 0) problems.push(`${path}: scrolls ${sideways}px sideways`)
        for (const problem of await layoutProblems(page)) problems.push(`${path}: ${problem.detail}`)
        for (const broken of await brokenWords(page)) problems.push(`${path}: ${broken}`)
        await page.screenshot({ path: `tests/e2e/artifacts/admin-phone/${path.slice(1)}-390-${theme}-${lang}.png`, fullPage: true })
        await page.setViewportSize({ width: 1280, height: 800 })
        await expect(nav.getByRole('list')).toBeVisible()
        await expect(button).toBeHidden()
        await page.screenshot({ path: `tests/e2e/artifacts/admin-phone/${path.slice(1)}-1280-${theme}-${lang}.png`, fullPage: true })
        await page.setViewportSize({ width: 390, height: 844 })
        // Open, the menu lists every page without sideways scroll either; Escape closes it.
        await button.click()
        await expect(button).toHaveAttribute('aria-expanded', 'true')
        await expect(nav.getByRole('link', { name: d.moderation.nav.sell })).toBeFocused()
        const open = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        if (open > 0) problems.push(`${path}: the open menu scrolls ${open}px sideways`)
        await page.keyboard.press('Escape')
        await expect(button).toBeFocused()
      }
      // The public banner is still there on the public site.
      await page.goto('/hotel')
      await expect(page.locator('.banner-slot .banner')).toBeVisible()
      await context.close()
      expect(problems).toEqual([])
    })
  }
}
