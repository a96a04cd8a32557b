import path from 'node:path'
import type { Locator } from '@playwright/test'
import { test, expect, type Page } from './support/fixtures.ts'
import { createModerator, moderatorAuth, createUser, fillProfile, rest, sellingEdition, superuserToken, ticketType, type Auth } from './support/backend.ts'
import { storageStateFor, type Lang, type Theme } from './support/session.ts'
import { es, en } from './support/texts.ts'

// At the door a moderator holds a phone in one hand and a ticket in the other: once a code is read, the
// verdict and "Admit" must be on the first screen, without scrolling, the site banner showing.
// New on every run of this file (a retried worker runs beforeAll again): 'doorph' + 9 of base 36.
const TICKET_ID = `doorph${(Date.now() * 1000 + Math.floor(Math.random() * 1000)).toString(36).slice(-9).padStart(9, '0')}`
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const shots = path.join(import.meta.dirname, 'artifacts', 'screenshots')

let moderator: Auth

test.beforeAll(async () => {
  const [holder, mod, type, admin] = await Promise.all([createUser({ verified: true, legal: true, prefix: 'doorphone' }), createModerator(), ticketType('S1'), superuserToken()])
  await fillProfile(holder.id)
  await rest(admin, 'POST', '/api/collections/EntradasEntregadas/records', {
    id: TICKET_ID,
    user: holder.id,
    tipo: type.id,
    nombre: 'Camila Rojas',
    token: '1',
    orderID: `${(await sellingEdition()).prefijoOrden}8${String(Date.now()).padStart(19, '0')}`,
    monto: type.ValorCLP,
    estado: 'pagada',
  })
  moderator = await moderatorAuth(mod)
})

async function lookUpTicket(page: Page, lang: Lang) {
  const d = (lang === 'ESP' ? es : en).checkin
  await page.goto('/admincheckin')
  // Staff pages show no public banner (issue 39): nothing above the door's tools.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: (lang === 'ESP' ? es : en).banner.label })).toHaveCount(0)
  await page.getByLabel(d.scanner.manual).fill(TICKET_ID)
  await page.getByRole('button', { name: d.scanner.lookup }).click()
  await expect(page.getByTestId('door-card').getByRole('button', { name: d.admit })).toBeVisible()
}

/** Whether the element lies inside the first screen of the page and is what a tap at its centre hits. */
async function onFirstScreen(page: Page, target: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0))
  return target.evaluate((el, height) => {
    const box = el.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return { top: box.top >= 0, bottom: box.bottom <= height, uncovered: hit !== null && el.contains(hit) }
  }, PHONE.height)
}

for (const lang of ['ESP', 'ENG'] as const) {
  test(`${lang}, 390×844: after a lookup the verdict and the Admit button are on the first screen, under no banner or menu`, async ({ browser }) => {
    const d = (lang === 'ESP' ? es : en).checkin
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor(lang, 'dark', moderator), viewport: PHONE })
    const page = await context.newPage()
    await lookUpTicket(page, lang)
    const firstScreen = { top: true, bottom: true, uncovered: true }
    const card = page.getByTestId('door-card')
    expect(await onFirstScreen(page, card.getByRole('status').filter({ hasText: d.verdicts.admit }))).toEqual(firstScreen)
    expect(await onFirstScreen(page, card.getByRole('button', { name: d.admit }))).toEqual(firstScreen)
    await context.close()
  })
}

test('screenshots of the door after a lookup: 390 and 1280 px, both languages, both themes', async ({ browser }) => {
  for (const lang of ['ESP', 'ENG'] as const) {
    for (const theme of ['dark', 'light'] as Theme[]) {
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor(lang, theme, moderator), viewport: PHONE })
      const page = await context.newPage()
      await lookUpTicket(page, lang)
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport)
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.screenshot({ path: path.join(shots, `door-${lang.toLowerCase()}-${theme}-${viewport.width}.png`) })
      }
      await context.close()
    }
  }
})
