import { test, expect, type Page } from './support/fixtures.ts'
import { presetPreferences } from './support/session.ts'

/** Rough edges found walking every route (issue 18), checked where they show: in Chromium. */

/** WCAG contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number).map((v) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0)
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}

async function rowsOfCards(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((cards) => {
    const rows = new Map<number, number>()
    for (const card of cards) {
      const top = Math.round(card.getBoundingClientRect().top)
      rows.set(top, (rows.get(top) ?? 0) + 1)
    }
    return [...rows.values()]
  })
}

test('/socialmedia and the footer: the nine networks fill every row (no orphan card or icon) at 390, 900 and 1280 px', async ({ page, consoleErrors }) => {
  await presetPreferences(page, 'ESP', 'dark')
  await page.goto('/socialmedia')
  await expect(page.locator('.social__grid > li')).toHaveCount(9)
  for (const width of [390, 900, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const grid of ['.social__grid > li', '.footer__social > li']) {
      const rows = await rowsOfCards(page, grid)
      expect(rows.reduce((a, b) => a + b, 0)).toBe(9)
      expect(new Set(rows).size, `${grid} rows at ${width}px: ${rows.join(', ')}`).toBe(1)
    }
  }
  expect(consoleErrors).toEqual([])
})

test('/friends: logos are shown whole (contained in a rounded square, not cut by a round mask)', async ({ page }) => {
  await presetPreferences(page, 'ENG', 'light')
  await page.goto('/friends')
  const logos = page.locator('.friend__image')
  await expect(logos).toHaveCount(3)
  for (const logo of await logos.all()) {
    const { fit, radius, width } = await logo.evaluate((img) => {
      const style = getComputedStyle(img)
      return { fit: style.objectFit, radius: parseFloat(style.borderTopLeftRadius), width: img.getBoundingClientRect().width }
    })
    expect(fit).toBe('contain')
    expect(radius).toBeLessThan(width / 4)
  }
})

test('jumping to a section leaves its heading below the sticky navigation', async ({ page }) => {
  await presetPreferences(page, 'ESP', 'light')
  await page.setViewportSize({ width: 390, height: 700 })
  await page.goto('/rules')
  for (const id of ['rules-chapters', 'rules-panels']) {
    await page.evaluate((target) => document.getElementById(target)?.scrollIntoView(), id)
    const navBottom = await page.locator('.nav').evaluate((nav) => nav.getBoundingClientRect().bottom)
    const headingTop = await page.locator(`#${id}`).evaluate((h) => h.getBoundingClientRect().top)
    expect(headingTop, id).toBeGreaterThanOrEqual(navBottom)
  }
})

test('light theme: an error toast is readable (contrast of at least 7:1), not grey on white', async ({ page }) => {
  await presetPreferences(page, 'ENG', 'light')
  await page.goto('/login')
  await page.getByLabel('Username or e-mail').fill('nobody@e2e.local')
  await page.getByLabel('Password').fill('WrongPassword1')
  await page.getByRole('button', { name: 'Log in' }).click()
  const toast = page.locator('.Toastify__toast--error')
  await expect(toast).toContainText('Error, check your email and password')
  const { color, background } = await toast.evaluate((el) => ({ color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor }))
  expect(contrast(color, background)).toBeGreaterThanOrEqual(7)
})

test('/mailverification: the verify button is styled like every form button, in both languages', async ({ page }) => {
  for (const lang of ['ESP', 'ENG'] as const) {
    await presetPreferences(page, lang, 'light')
    await page.goto('/mailverification')
    const button = page.getByRole('button', { name: lang === 'ESP' ? 'Verificar mi correo' : 'Verify my e-mail' })
    const look = await button.evaluate((el) => {
      const style = getComputedStyle(el)
      return { fontSize: style.fontSize, radius: parseFloat(style.borderTopLeftRadius), height: el.getBoundingClientRect().height }
    })
    expect(look.fontSize).not.toBe('13.3333px')
    expect(look.radius).toBeGreaterThan(4)
    expect(look.height).toBeGreaterThanOrEqual(44)
  }
})
