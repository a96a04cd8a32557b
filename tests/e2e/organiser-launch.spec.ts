import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { test, expect, type Page } from './support/fixtures.ts'
import { linkIn, waitForMail } from './support/mail.ts'
import { signInWithCode, approveAsModeratorInBrowser } from './support/moderator-page.ts'
import { startStack } from './support/stack.ts'
import { addDays } from '../../scripts/lib/demo-editions.ts'
import { todayInChile } from '../../src/domain/chile-time.ts'
import { es } from './support/texts.ts'
import { payWithCard } from './support/webpay.ts'
import { organiserConsoleCopy } from '../../src/features/moderation/console/console-copy.ts'
import { moderatorPasswordCopy } from '../../src/features/auth/moderator-password-copy.ts'
import { uniqueRut } from '../../scripts/lib/fixture-documents.ts'
import { repoRoot } from '../../scripts/lib/paths.ts'

// A fresh install: a PocketBase holding nothing but what the migrations write, its host naming the first
// organiser (MI_FIRST_ORGANISER). The organiser takes it to "tickets on sale" from the site alone, and a
// first buyer pays. Nothing here calls PocketBase directly: every step is a page a person uses.

const ORGANISER = { email: 'organiza@launch.e2e.invalid', password: 'Organiza-e2e-2026' }
const DOOR = 'puerta@launch.e2e.invalid'
const asset = (name: string) => path.join(repoRoot, 'scripts', 'seed-assets', name)
const shotDir = path.join(import.meta.dirname, 'artifacts', 'organiser-launch')
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true })

let stack: Awaited<ReturnType<typeof startStack>> | null = null
const before = { ...process.env }

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  mkdirSync(shotDir, { recursive: true })
  // This file's own stack: the worker's environment points the fixtures and mail helpers at it until afterAll.
  stack = await startStack({ demoData: false, pocketbaseEnv: { MI_FIRST_ORGANISER: `Organizadora Uno <${ORGANISER.email}>` } })
})

test.afterAll(async () => {
  await stack?.stop()
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key]
  Object.assign(process.env, before)
})

test('an organiser takes a fresh install to tickets on sale from the site alone (readiness then asks only for the site content), and a first buyer pays (Spanish at 390 px, English at 1280 px)', async ({ page, browser }) => {
  test.setTimeout(240_000)
  const c = organiserConsoleCopy.ESP
  await page.setViewportSize({ width: 390, height: 844 })

  // The host named the first organiser: their invitation was mailed when the mail settings arrived.
  const invitation = await waitForMail(ORGANISER.email, (mail) => mail.text.includes('/adminclave?token='))
  await page.goto(linkIn(invitation, '/adminclave'))
  await page.getByLabel(moderatorPasswordCopy.ESP.passwordLabel, { exact: true }).fill(ORGANISER.password)
  await page.getByRole('button', { name: moderatorPasswordCopy.ESP.submit }).click()
  await expect(page).toHaveURL(/\/adminlogin$/)
  await signInWithCode(page, ORGANISER, 'ESP')

  await page.goto('/adminconsole')
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible()
  const problems = page.getByTestId('launch-problems')
  await expect(problems).toContainText(c.readiness.problems.noTypes)
  await expect(problems).toContainText(c.readiness.problems.noBanner)
  await shot(page, 'console-empty-es-390')

  // A ticket type with price, both names, quantity and artwork: a draft with its quantity.
  const typeForm = page.getByRole('form', { name: c.types.add })
  await typeForm.getByLabel(c.types.code).fill('B1')
  await typeForm.getByLabel(c.types.price).fill('45000')
  await typeForm.getByLabel(c.types.nameEs).fill('General Preventa')
  await typeForm.getByLabel(c.types.nameEn).fill('General Early Bird')
  await typeForm.getByLabel(c.types.quantity).fill('150')
  await typeForm.getByLabel(c.types.image, { exact: true }).setInputFiles(asset('level-general.svg'))
  await typeForm.getByRole('button', { name: c.types.create }).click()
  const card = page.getByTestId('console-type-B1')
  await expect(card).toContainText('General Preventa · General Early Bird')
  await expect(card).toContainText(`${c.types.states.creada} · ${c.types.remaining}: 150`)
  await expect(problems).not.toContainText(c.readiness.problems.noTypes)

  // A partner community with its image.
  const partnerForm = page.getByRole('form', { name: c.partners.add })
  await partnerForm.getByLabel(c.partners.name).fill('Furros del Sur')
  await partnerForm.getByLabel(c.partners.url).fill('https://furrosdelsur.cl')
  await partnerForm.getByLabel(c.partners.image, { exact: true }).setInputFiles(asset('level-sponsor.svg'))
  await partnerForm.getByRole('button', { name: c.partners.create }).click()
  await expect(page.getByRole('form', { name: 'Furros del Sur' })).toBeVisible()

  // The door team: an invitation mailed now, its seat listed as not used yet.
  const inviteForm = page.getByRole('form', { name: c.seats.invite })
  await inviteForm.getByLabel(c.seats.name).fill('Puerta Uno')
  await inviteForm.getByLabel(c.seats.email).fill(DOOR)
  await inviteForm.getByRole('button', { name: c.seats.invite }).click()
  await expect(page.getByTestId(`seat-${DOOR}`)).toContainText(c.seats.pending)
  expect((await waitForMail(DOOR, (mail) => mail.text.includes('/adminclave?token='))).text).toContain('Puerta Uno')
  await shot(page, 'console-filled-es-390')

  // The banner: the first publish creates its record.
  await page.goto('/adminbanner')
  await expect(page.getByTestId('banner-published')).toHaveText(es.bannerEditor.missing)
  await page.getByLabel(es.bannerEditor.options.Ok).check()
  await page.getByRole('button', { name: es.bannerEditor.publish }).click()
  await expect(page.getByTestId('banner-published')).toHaveText(es.bannerEditor.published('Ok'))

  // On sale.
  await page.goto('/adminsell')
  await page.getByTestId('type-B1').getByRole('button', { name: es.moderation.sell.available }).click()
  await expect(page.getByTestId('type-B1')).toContainText(es.moderation.sell.states.disponible)

  // Readiness now names the edition (the seeded 2025 one is over) and the site content. The organiser enters the next edition.
  await page.goto('/adminconsole')
  const remaining = page.getByTestId('launch-problems').locator(':scope > li')
  await expect(remaining).toHaveCount(2)
  await expect(remaining.first()).toHaveText(`${c.readiness.blocker}${c.readiness.problems.eventStartsInPast}`)
  // Four months from today, its sale open from today to the day before it starts (typed day first).
  const today = todayInChile(new Date())
  const start = addDays(today, 120)
  const typed = (day: string) => day.split('-').reverse().join('-')
  const editionForm = page.getByRole('form', { name: c.edition.add })
  await editionForm.getByLabel(c.edition.start).fill(typed(start))
  await editionForm.getByLabel(c.edition.end).fill(typed(addDays(start, 2)))
  await editionForm.getByLabel(c.edition.cutoff).fill(typed(addDays(start, -2)))
  await editionForm.getByLabel(c.edition.saleOpens).fill(typed(today))
  await editionForm.getByLabel(c.edition.saleCloses).fill(typed(addDays(start, -1)))
  await editionForm.getByLabel(c.edition.minutesField).fill('5')
  await editionForm.getByLabel(c.edition.prefix).fill(`Paw${start.slice(2, 4)}a`)
  await editionForm.getByLabel(c.edition.nameEs).fill('Segunda edición')
  await editionForm.getByLabel(c.edition.nameEn).fill('Second edition')
  await editionForm.getByRole('button', { name: c.edition.create }).click()
  // What is left is the site's own words (hotel, company, team…), still the seed's: written on /admincontent
  // (tests/e2e/organiser-content.spec.ts), they do not stop a sale.
  await expect(remaining).toHaveCount(1)
  await expect(remaining.first()).toContainText(c.readiness.problems.content)
  await expect(remaining.first().getByRole('link', { name: c.readiness.problems.content })).toHaveAttribute('href', '/admincontent')
  await shot(page, 'console-ready-es-390')

  // The same console in English on a desktop.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('button', { name: es.nav.switchToEnglish }).click()
  const cEn = organiserConsoleCopy.ENG
  await expect(page.getByRole('heading', { level: 1, name: cEn.title })).toBeVisible()
  await expect(page.getByTestId('console-type-B1')).toContainText(`${cEn.types.states.disponible} · ${cEn.types.remaining}: 150`)
  await shot(page, 'console-ready-en-1280')

  // A first buyer registers, verifies, gives the legal minimum and joins the queue.
  const buyerContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
  const buyer = await buyerContext.newPage()
  await buyer.setViewportSize({ width: 390, height: 844 })
  const email = `primera-${Date.now().toString(36)}@launch.e2e.local`
  await buyer.goto('/register')
  await buyer.getByLabel(es.auth.emailLabel).fill(email)
  await buyer.getByLabel(es.auth.passwordLabel, { exact: true }).fill('Primera2026')
  await buyer.getByRole('button', { name: es.auth.register.submit }).click()
  await expect(buyer).toHaveURL(/\/profile$/)
  const verification = await waitForMail(email, (m) => m.text.includes('/mailverification?token='))
  await buyer.goto(linkIn(verification, '/mailverification'))
  await expect(buyer.getByText(es.auth.mailVerification.success)).toBeVisible()
  await buyer.goto('/profile')
  const legal = buyer.getByRole('region', { name: es.profile.legal.title })
  await legal.getByLabel(es.profile.legal.documentNumber).fill(uniqueRut())
  await legal.getByLabel(es.profile.legal.documentType).selectOption('DNI')
  await legal.getByLabel(es.profile.legal.country).selectOption('Chile')
  await legal.getByLabel(es.profile.legal.name).fill('Primera Compradora')
  await legal.getByLabel(es.profile.legal.birthday).fill('21-06-1998')
  await legal.getByRole('button', { name: es.profile.save }).click()
  await expect(legal.getByText(es.profile.legal.lockedNotice)).toBeVisible()
  await buyer.goto('/buy')
  await buyer.getByTestId('ticket-B1').getByRole('button', { name: es.tickets.catalogue.join }).click()
  const dialog = buyer.getByRole('dialog', { name: es.tickets.modal.success.title })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: es.tickets.modal.close }).click()

  // The organiser charges it ("Cobrar") and the buyer pays with the Webpay test card.
  const orderID = await approveAsModeratorInBrowser(page, email, 'B1', 'ENG')
  const payBlock = buyer.getByRole('region', { name: es.payments.payBlock.title })
  await expect(payBlock).toBeVisible({ timeout: 15_000 })
  await payBlock.getByLabel(es.payments.payBlock.terms).check()
  await payBlock.getByRole('button', { name: es.payments.payBlock.pay, exact: true }).click()
  await payWithCard(buyer)
  await buyer.waitForURL('**/webpayretorno?token_ws=*')
  await expect(buyer.getByText(es.payments.return.thanks)).toBeVisible({ timeout: 20_000 })
  expect(orderID).toMatch(new RegExp(`^Paw${start.slice(2, 4)}a\\d{20}$`))
  const ticketMail = await waitForMail(email, (m) => m.subject.includes(orderID))
  expect(ticketMail.text).toContain(`Orden de compra: ${orderID}`)
  await buyerContext.close()

  // The console follows the sale: one unit fewer.
  await page.goto('/adminconsole')
  await expect(page.getByTestId('console-type-B1')).toContainText(`${cEn.types.remaining}: 149`)
})
