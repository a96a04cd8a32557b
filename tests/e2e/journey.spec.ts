import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from '@playwright/test'
import { test, expect, type Page } from './support/fixtures.ts'
import { approveAsModeratorInBrowser, moderatorPage } from './support/moderator-page.ts'
import { badgeSummaryOf, createModerator, sellingEdition, ticketType, uniqueEmail } from './support/backend.ts'
import { hasPngPart, linkIn, waitForMail } from './support/mail.ts'
import { payWithCard, standInAmount } from './support/webpay.ts'
import { es } from './support/texts.ts'
import { entradaCopy } from '../../src/features/payments/entrada-copy.ts'
import { en } from './support/texts.ts'
import { formatClp } from '../../src/domain/money.ts'
import { uniqueRut } from '../../scripts/lib/fixture-documents.ts'

type Lang = 'ESP' | 'ENG'

/** Numbered screenshots of one journey, kept as artifacts under artifacts/journey/<lang>/. */
function camera(page: Page, lang: Lang) {
  const dir = path.join(import.meta.dirname, 'artifacts', 'journey', lang === 'ESP' ? 'es' : 'en')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  let n = 0
  return async (step: string, target: Page = page, fullPage = true) => {
    n += 1
    if (fullPage) {
      // Toasts and the sticky header would otherwise be painted over the middle of a full-page picture.
      await expect(target.locator('.Toastify__toast')).toHaveCount(0)
      await target.evaluate(() => window.scrollTo(0, 0))
    }
    await target.screenshot({ path: path.join(dir, `${String(n).padStart(2, '0')}-${step}.png`), fullPage })
  }
}

/** Pays the granted ticket from the "Pay your ticket" block; returns what the block showed. */
async function payFromBuyPage(page: Page, d: typeof es, expectedAmount: number, shot: ReturnType<typeof camera>, label: string) {
  const block = page.getByRole('region', { name: d.payments.payBlock.title })
  await expect(block).toBeVisible({ timeout: 15_000 })
  await expect(block.locator('.pay-block__amount')).toHaveText(formatClp(expectedAmount))
  const orderID = (await block.locator('.pay-block__order').innerText()).trim()
  expect(orderID).toMatch(new RegExp(`^${(await sellingEdition()).prefijoOrden}\\d{20}$`))
  const pay = block.getByRole('button', { name: d.payments.payBlock.pay, exact: true })
  await expect(pay).toBeDisabled()
  await block.getByLabel(d.payments.payBlock.terms).check()
  await expect(pay).toBeEnabled()
  await block.scrollIntoViewIfNeeded()
  await shot(`${label}-pay-block`, page, false)
  await pay.click()
  await page.waitForURL('**/webpayserver/initTransaction')
  expect(await standInAmount(page)).toBe(expectedAmount)
  await payWithCard(page, undefined, (step) => shot(`${label}-webpay-${step}`))
  await page.waitForURL('**/webpayretorno?token_ws=*')
  await expect(page.getByText(d.payments.return.thanks)).toBeVisible({ timeout: 20_000 })
  await shot(`${label}-paid`)
  return orderID
}

/** The ticket mail: bilingual subject with the order id, the QR as an image part, the amount paid. */
/** Checks the ticket mail (an upgrade's says what was paid now and in total); answers its /entrada path. */
async function expectTicketMail(email: string, orderID: string, amount: number, totalPaid?: number): Promise<string> {
  const mail = await waitForMail(email, (m) => m.subject.includes(orderID))
  expect(mail.subject).toBe(`Monster Invasion: tu entrada / your ticket ${orderID}`)
  expect(hasPngPart(mail)).toBe(true)
  expect(mail.raw).toMatch(/^content-id:\s*<ticket-qr@monsterinvasion>/im)
  expect(mail.text).toContain(`Orden de compra: ${orderID}`)
  expect(mail.text).toContain(`Order id: ${orderID}`)
  if (totalPaid === undefined) expect(mail.text).toContain(`Amount paid: ${formatClp(amount)} CLP`)
  else expect(mail.text).toContain(`Paid now: ${formatClp(amount)} CLP · Total paid: ${formatClp(totalPaid)} CLP`)
  const path = /\/entrada\?id=[a-z0-9]{15}/.exec(mail.text)?.[0]
  expect(path).toBeTruthy()
  return path ?? ''
}

async function requestFromCatalogue(page: Page, d: typeof es, code: string, button: string, shot: ReturnType<typeof camera>, label: string) {
  const card = page.getByTestId(`ticket-${code}`)
  await card.getByRole('button', { name: button }).click()
  const dialog = page.getByRole('dialog', { name: d.tickets.modal.success.title })
  await expect(dialog).toBeVisible()
  await shot(`${label}-requested`, page, false)
  await dialog.getByRole('button', { name: d.tickets.modal.close }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('region', { name: d.tickets.queue.title })).toBeVisible()
}

async function openModerator(browser: Browser, lang: Lang) {
  const moderator = await createModerator()
  return moderatorPage(browser, moderator, lang)
}

for (const lang of ['ESP', 'ENG'] as const) {
  test.describe(`${lang} browser`, () => {
    // The browser's own locale matches the visitor's language (native date fields follow it).
    test.use({ locale: lang === 'ESP' ? 'es-CL' : 'en-GB' })
    test(`journey (${lang}): browse, register, verify, profile, General ticket paid, upgrade to Sponsor paying the difference`, async ({
      page,
      browser,
      consoleErrors,
    }) => {
      test.setTimeout(240_000)
      const d = lang === 'ESP' ? es : en
      const shot = camera(page, lang)
      const email = uniqueEmail(`journey-${lang.toLowerCase()}`)
      const password = 'Journey2025'
      const [general, sponsor] = await Promise.all([ticketType('B1'), ticketType('S1')])
      await page.setViewportSize({ width: 1280, height: 800 })

      // A visitor browses the public pages (Spanish is the default; the English journey switches and goes light).
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      if (lang === 'ENG') {
        await page.getByRole('button', { name: es.nav.switchToEnglish }).click()
        await page.getByRole('button', { name: en.nav.theme }).click()
        await expect(page.locator('html')).toHaveAttribute('lang', 'en')
        await expect(page.locator('html')).not.toHaveClass(/dark/)
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Monster Invasion' })).toBeVisible()
      await shot('home')
      const nav = page.getByRole('navigation', { name: d.nav.mainNavigation })
      for (const [key, title] of [
        ['hotel', d.routes.hotel],
        ['rules', d.routes.rules],
        ['us', d.routes.us],
        ['friends', d.routes.friends],
      ] as const) {
        await nav.getByRole('link', { name: d.nav[key], exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`/${key}$`))
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
        if (key === 'friends') await expect(page.locator('.friends__list li').first()).toBeVisible()
        await shot(key, page, key !== 'rules')
      }

      // Registers from the login page and lands on an unverified profile.
      await page.getByRole('link', { name: d.nav.login, exact: true }).click()
      await page.getByRole('link', { name: d.auth.toRegister }).click()
      await expect(page).toHaveURL(/\/register$/)
      // Navigations are React transitions: the login form (same labels) stays on screen until the register page's code is here.
      await expect(page.getByRole('heading', { level: 1, name: d.routes.register })).toBeVisible()
      await page.getByLabel(d.auth.emailLabel).fill(email.toUpperCase())
      await page.getByLabel(d.auth.passwordLabel, { exact: true }).fill(password)
      await shot('register', page, false)
      await page.getByRole('button', { name: d.auth.register.submit }).click()
      await expect(page.getByText(d.auth.register.success)).toBeVisible()
      await expect(page).toHaveURL(/\/profile$/)
      await expect(page.getByText(d.profile.identity.notVerified, { exact: true })).toBeVisible()
      await shot('registered-unverified')

      // Verifies through the link of the captured mail.
      const verification = await waitForMail(email, (m) => m.text.includes('/mailverification?token='))
      await page.goto(linkIn(verification, '/mailverification'))
      await expect(page.getByText(d.auth.mailVerification.success)).toBeVisible()
      await expect(page).toHaveURL(/\/$/)

      // Fills the profile: basic, legal (adult birthday), health.
      await page.getByRole('banner').getByRole('link', { name: new RegExp(`^${d.nav.profile}`) }).click()
      await expect(page.getByText(d.profile.identity.verified, { exact: true })).toBeVisible()
      const basic = page.getByRole('region', { name: d.profile.basic.title })
      await basic.getByLabel(d.profile.basic.badge).fill('Lobo Ñuble')
      await basic.getByLabel(d.profile.basic.pronouns).selectOption('she/her')
      await basic.getByLabel(d.profile.basic.species).fill('Lobo')
      await basic.getByLabel(d.profile.basic.shirt).selectOption('M')
      await basic.getByRole('button', { name: d.profile.save }).click()
      await expect(page.getByText(d.profile.saved).first()).toBeVisible()

      const legal = page.getByRole('region', { name: d.profile.legal.title })
      await legal.getByLabel(d.profile.legal.documentNumber).fill(uniqueRut())
      await legal.getByLabel(d.profile.legal.documentType).selectOption('DNI')
      await legal.getByLabel(d.profile.legal.country).selectOption('Chile')
      await legal.getByLabel(d.profile.legal.name).fill('Valentina Soto Muñoz')
      await legal.getByLabel(d.profile.legal.birthday).fill('21-06-1998')
      await legal.getByRole('button', { name: d.profile.save }).click()
      await expect(legal.getByText(d.profile.legal.lockedNotice)).toBeVisible()

      const health = page.getByRole('region', { name: d.profile.health.title })
      await health.getByLabel(d.profile.health.food).fill('Sin gluten')
      await health.getByLabel(d.profile.health.contactName).fill('Paula Soto')
      await health.getByLabel(d.profile.health.contactPhone).pressSequentially('56911112222')
      // Explicit consent to health data (tests/e2e/privacy-notice.spec.ts checks its words); the
      // accessibility needs above it stay unticked.
      await health.getByRole('checkbox', { name: /Doy mi consentimiento explícito|I explicitly consent/ }).check()
      await health.getByRole('button', { name: d.profile.save }).click()
      await expect(page.getByText(d.profile.saved).first()).toBeVisible()
      await expect(page.getByTestId('task-badge')).toHaveCount(0)
      await shot('profile-filled')

      // Requests a General ticket (B1) on /buy.
      await page.getByRole('region', { name: d.profile.tickets.title }).getByRole('link', { name: d.profile.tickets.buy }).click()
      await expect(page.getByRole('heading', { level: 1, name: d.routes.buy })).toBeVisible()
      await requestFromCatalogue(page, d, 'B1', d.tickets.catalogue.join, shot, 'general')

      // A moderator approves it in another browser context.
      const mod = await openModerator(browser, lang)
      const approvedGeneral = await approveAsModeratorInBrowser(mod.page, email, 'B1', lang)
      await shot('general-approved-by-moderator', mod.page, false)

      // The user pays through the Webpay stand-in and gets the ticket mail and the QR on /profile.
      const generalOrder = await payFromBuyPage(page, d, general.ValorCLP, shot, 'general')
      expect(generalOrder).toBe(approvedGeneral)
      const generalQr = await expectTicketMail(email, generalOrder, general.ValorCLP)
      await page.getByRole('link', { name: d.payments.return.toProfile }).click()
      const tickets = page.getByRole('region', { name: d.profile.tickets.title })
      await expect(tickets.getByRole('img', { name: d.profile.tickets.qrAlt })).toBeVisible()
      await expect(tickets).toContainText(lang === 'ESP' ? 'General Preventa' : 'General Early Bird')
      await tickets.scrollIntoViewIfNeeded()
      await shot('profile-general-qr', page, false)

      // Upgrade to Sponsor (S1): approved, pays only the difference, ends as Sponsor.
      await tickets.getByRole('link', { name: d.profile.tickets.upgrade }).click()
      await expect(page.getByTestId('ticket-B1').getByRole('button', { name: d.tickets.catalogue.yours })).toBeDisabled()
      await requestFromCatalogue(page, d, 'S1', d.tickets.catalogue.upgrade, shot, 'sponsor')
      const approvedSponsor = await approveAsModeratorInBrowser(mod.page, email, 'S1', lang)
      const difference = sponsor.ValorCLP - general.ValorCLP
      const sponsorOrder = await payFromBuyPage(page, d, difference, shot, 'sponsor')
      expect(sponsorOrder).toBe(approvedSponsor)
      expect(sponsorOrder).not.toBe(generalOrder)
      await expectTicketMail(email, sponsorOrder, difference, sponsor.ValorCLP)
      await mod.context.close()

      // The General ticket's QR is retired by the upgrade: /entrada says which level replaced it.
      await page.goto(generalQr)
      // Scoped to the page's card: while loading, the page and the footer show other status regions too.
      await expect(page.getByRole('main').locator('.entrada-card').getByRole('status')).toHaveText(entradaCopy[lang].replacedBy(d.payments.levels.sponsor))
      await page.goto('/profile')
      await expect(tickets).toContainText(lang === 'ESP' ? 'Sponsor Preventa' : 'Sponsor Early Bird')
      await expect(tickets.getByRole('img', { name: d.profile.tickets.qrAlt })).toBeVisible()
      await tickets.scrollIntoViewIfNeeded()
      await shot('profile-sponsor-qr', page, false)
      const summary = await badgeSummaryOf(await userIdOf(page))
      expect(summary).toMatchObject({ TipoBadge: sponsor.id, MontoTotalPagado: sponsor.ValorCLP })

      await page.goto('/buy')
      await expect(page.getByTestId('ticket-S1').getByRole('button', { name: d.tickets.catalogue.yours })).toBeVisible()
      await expect(page.getByRole('region', { name: d.payments.payBlock.title })).toHaveCount(0)
      await shot('buy-as-sponsor', page, false)
      expect(consoleErrors).toEqual([])
    })
  })
}

/** The signed-in user's id, from the session the SDK keeps in local storage. */
async function userIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    const stored = localStorage.getItem('pocketbase_auth')
    const parsed: unknown = stored ? JSON.parse(stored) : null
    if (parsed && typeof parsed === 'object' && 'record' in parsed) {
      const record = (parsed as { record: { id?: unknown } }).record
      return typeof record.id === 'string' ? record.id : ''
    }
    return ''
  })
  expect(id).toMatch(/^[a-z0-9]{15}$/)
  return id
}
