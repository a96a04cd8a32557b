import path from 'node:path'
import { test, expect } from './support/fixtures.ts'
import { approveAsModerator, authWithPassword, badgeSummaryOf, createModerator, createUser, fillProfile, requestTicket, rest, superuserToken, ticketType, type Auth } from './support/backend.ts'
import { storageStateFor, type Lang, type Theme } from './support/session.ts'
import { es, en } from './support/texts.ts'
import { myTicketCopy } from '../../src/features/profile/my-ticket-copy.ts'

// Issue 39 "My ticket, first": on a phone (390 px) a ticket holder reaches the QR in one tap from any
// page and sees it whole without scrolling; once opened, /mientrada reloads with no network and still
// shows it. Both languages, both themes; screenshots at 390 and 1280 px for review.

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
const shots = path.join(import.meta.dirname, 'artifacts', 'screenshots')

/** A verified holder of a paid B1 ticket with a badge name (approved through the real route, marked paid by the superuser). */
async function holder(): Promise<Auth> {
  const account = await createUser({ verified: true, legal: true, prefix: 'holder' })
  await fillProfile(account.id)
  const { requestId } = await requestTicket(account, 'B1')
  const issued = await approveAsModerator(await createModerator(), requestId)
  const admin = await superuserToken()
  await rest(admin, 'PATCH', `/api/collections/EntradasEntregadas/records/${issued.id}`, { estado: 'pagada', pagadoEn: new Date().toISOString().replace('T', ' ') })
  // What the payment hook writes with a paid ticket (pb_hooks/payments.pb.js): the badge summary the profile reads.
  const type = await ticketType('B1')
  if (!(await badgeSummaryOf(account.id))) await rest(admin, 'POST', '/api/collections/EntradasUsuario/records', { user: account.id, TipoBadge: type.id, MontoTotalPagado: issued.monto })
  return authWithPassword('users', account.email, account.password)
}

const cases: { lang: Lang; theme: Theme }[] = [
  { lang: 'ESP', theme: 'dark' },
  { lang: 'ENG', theme: 'light' },
]

for (const { lang, theme } of cases) {
  const t = lang === 'ESP' ? es : en
  const text = myTicketCopy[lang]
  const tag = `${lang === 'ESP' ? 'es' : 'en'}-${theme}`

  test(`390 px (${lang}, ${theme}): one tap from any page to the whole QR, which reloads offline`, async ({ browser }) => {
    const auth = await holder()
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor(lang, theme, auth), viewport: PHONE })
    const page = await context.newPage()
    await page.goto('/rules')
    const entry = page.getByRole('banner').getByRole('link', { name: t.nav.myTicketLabel })
    await expect(entry).toBeVisible()
    // One row: the entry and the menu button sit beside the brand, none wrapped below it.
    const brandBox = await page.getByRole('banner').getByRole('link', { name: t.nav.home }).boundingBox()
    const entryBox = await entry.boundingBox()
    const menuBox = await page.getByRole('banner').getByRole('button', { name: t.nav.openMenu }).boundingBox()
    for (const box of [entryBox, menuBox]) expect(Math.abs(box!.y + box!.height / 2 - (brandBox!.y + brandBox!.height / 2))).toBeLessThan(4)
    await page.screenshot({ path: path.join(shots, `my-ticket-header-390-${tag}.png`) })
    await entry.click()

    await expect(page).toHaveURL(/\/mientrada$/)
    const qr = page.getByRole('img', { name: text.qrAlt })
    await expect(qr).toBeVisible()
    await expect(page.getByText('Nube Azul')).toBeVisible()
    await expect(page.getByText(new RegExp(`^${t.common.appName} \\d{4}$`))).toBeVisible()
    // Whole on the first screen, no scrolling, and big: most of the phone's width.
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const box = await qr.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.y).toBeGreaterThanOrEqual(0)
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height)
    expect(box!.width).toBeGreaterThanOrEqual(300)
    // Black on white in either theme.
    const background = await page.getByTestId('my-ticket-qr').evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(background).toBe('rgb(255, 255, 255)')

    await expect(page.getByText(text.offlineReady)).toBeVisible()
    await page.screenshot({ path: path.join(shots, `my-ticket-390-${tag}.png`) })

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('img', { name: text.qrAlt })).toBeVisible()
    await expect(page.getByText('Nube Azul')).toBeVisible()
    await expect(page.getByText((text.offline('').split('(')[0] ?? '').trim())).toBeVisible()
    await page.screenshot({ path: path.join(shots, `my-ticket-offline-390-${tag}.png`) })
    await context.setOffline(false)

    // The profile leads with the ticket for a holder; the rest is folded.
    await page.goto('/profile')
    await expect(page.getByRole('heading', { name: t.profile.tickets.title })).toBeInViewport()
    await expect(page.getByRole('region', { name: t.profile.tickets.title }).getByRole('img', { name: t.profile.tickets.qrAlt })).toBeVisible()
    await expect(page.getByRole('button', { name: text.foldTitle })).toHaveAttribute('aria-expanded', 'false')
    await page.screenshot({ path: path.join(shots, `my-ticket-profile-390-${tag}.png`), fullPage: true })
    await context.close()
  })

  test(`1280 px (${lang}, ${theme}): the header entry, the ticket page and the profile`, async ({ browser }) => {
    const auth = await holder()
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor(lang, theme, auth), viewport: DESKTOP })
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: t.nav.myTicketLabel }).click()
    await expect(page.getByRole('img', { name: text.qrAlt })).toBeInViewport()
    await page.screenshot({ path: path.join(shots, `my-ticket-1280-${tag}.png`) })
    await page.goto('/profile')
    await expect(page.getByRole('heading', { name: t.profile.tickets.title })).toBeVisible()
    await page.getByRole('button', { name: text.foldTitle }).click()
    await expect(page.getByRole('heading', { name: t.profile.basic.title })).toBeVisible()
    await page.screenshot({ path: path.join(shots, `my-ticket-profile-1280-${tag}.png`), fullPage: true })
    await context.close()
  })
}
