import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Locator } from '@playwright/test'
import { test, expect, type Page } from './support/fixtures.ts'
import {
  approveAsModerator,
  authWithPassword,
  createModerator,
  moderatorAuth,
  createUser,
  fillProfile,
  requestTicket,
  type Auth,
} from './support/backend.ts'
import { storageStateFor, type Lang, type Theme } from './support/session.ts'
import { es } from './support/texts.ts'
import { en } from './support/texts.ts'
import { passwordResetCopy } from '../../src/features/auth/password-reset-copy.ts'
import { entradaCopy } from '../../src/features/payments/entrada-copy.ts'

/**
 * axe-core (WCAG 2 A and AA) on every route of SPEC §2 that public-site.spec.ts does not already
 * cover, in both languages and both themes, in each state a person meets them in, and on the modals.
 * The public pages (/, /hotel, /rules, /us, /friends, /socialmedia, /404, /activities) are checked
 * there; /404 and /activities are checked again here as part of the list the issue names.
 */

interface Accounts {
  /** Verified, every profile section filled, holding an approved (unpaid) General ticket. */
  holder: Auth
  ticketId: string
  orderID: string
  /** Verified with legal data and an open request in the queue. */
  queued: Auth
  unverified: Auth
  moderator: Auth
}

let accounts: Accounts

test.beforeAll(async () => {
  const [holder, queued, unverified, moderator] = await Promise.all([
    createUser({ verified: true, legal: true, prefix: 'a11y-holder' }),
    createUser({ verified: true, legal: true, prefix: 'a11y-queued' }),
    createUser({ verified: false, prefix: 'a11y-unverified' }),
    createModerator(),
  ])
  await fillProfile(holder.id)
  const { requestId } = await requestTicket(holder, 'B1')
  const ticket = await approveAsModerator(moderator, requestId)
  await requestTicket(queued, 'S1')
  const [holderAuth, queuedAuth, unverifiedAuth, modAuth] = await Promise.all([
    authWithPassword('users', holder.email, holder.password),
    authWithPassword('users', queued.email, queued.password),
    authWithPassword('users', unverified.email, unverified.password),
    moderatorAuth(moderator),
  ])
  accounts = {
    holder: holderAuth,
    ticketId: ticket.id,
    orderID: ticket.orderID,
    queued: queuedAuth,
    unverified: unverifiedAuth,
    moderator: modAuth,
  }
})

/** Runs axe on the page as it is now and records every serious or critical violation. */
async function axe(page: Page, where: string, found: string[]) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ')
    found.push(`${where}: ${violation.id} (${violation.impact}) → ${targets}`)
  }
}

async function contextFor(browser: Browser, lang: Lang, theme: Theme, auth?: Auth): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: storageStateFor(lang, theme, auth),
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  })
}

/** Opens `path`, waits until `ready` shows the settled state, then checks it. */
async function visit(page: Page, path: string, ready: (page: Page) => Locator[], found: string[], label = path) {
  await page.goto(path)
  for (const locator of ready(page)) await expect(locator).toBeVisible()
  await axe(page, label, found)
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const gone = async (locator: Locator) => expect(locator).toHaveCount(0)

for (const lang of ['ESP', 'ENG'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`axe wcag2a+wcag2aa, ${lang}, ${theme}: account, buy, payment, ticket, admin and placeholder routes and their modals`, async ({
      browser,
    }) => {
      test.setTimeout(120_000)
      const d = lang === 'ESP' ? es : en
      const found: string[] = []
      const htmlState = async (page: Page) => {
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ESP' ? 'es' : 'en')
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/)
      }

      // A visitor.
      const visitor = await contextFor(browser, lang, theme)
      const page = await visitor.newPage()
      await visit(page, '/login', (p) => [h1(p, d.routes.login), p.getByLabel(d.auth.login.identityLabel)], found)
      await htmlState(page)
      await visit(page, '/register', (p) => [h1(p, d.routes.register), p.getByLabel(d.auth.emailLabel)], found)
      await visit(page, '/recover', (p) => [h1(p, d.routes.recover), p.getByLabel(d.auth.emailLabel)], found)
      await visit(page, '/mailverification', (p) => [h1(p, d.routes.mailVerification), p.getByText(d.auth.mailVerification.missingToken)], found)
      await visit(page, '/pswrdreset', (p) => [h1(p, d.routes.passwordReset), p.getByText(passwordResetCopy[lang].missingToken)], found)
      await visit(page, '/buy', (p) => [h1(p, d.routes.buy), p.getByTestId('ticket-B1').getByRole('button')], found, '/buy (visitor)')
      await page.getByTestId('ticket-MEGA').getByRole('button', { name: d.tickets.catalogue.join }).click()
      await expect(page.getByRole('dialog', { name: d.tickets.modal.notLoggedIn.title })).toBeVisible()
      await axe(page, '/buy modal "Ooops!"', found)
      await page.keyboard.press('Escape')
      await gone(page.getByRole('dialog'))
      const abortedToken = 'ab'.repeat(32)
      await visit(
        page,
        `/webpayretorno?TBK_TOKEN=${abortedToken}&TBK_ORDEN_COMPRA=${accounts.orderID}&TBK_ID_SESION=a11y`,
        (p) => [h1(p, d.routes.webpayReturn), p.getByText(d.payments.return.rejected)],
        found,
        '/webpayretorno (rejected)',
      )
      await visit(page, `/entrada?id=${accounts.ticketId}`, (p) => [h1(p, d.routes.entrada), p.getByText(entradaCopy[lang].notPaid)], found, '/entrada')
      await visit(page, '/adminlogin', (p) => [h1(p, d.routes.adminLogin), p.getByLabel(d.moderation.login.email)], found, '/adminlogin (form)')
      await visit(page, '/activities', (p) => [h1(p, d.routes.activities)], found)
      await visit(page, '/404', (p) => [h1(p, d.routes.notFound)], found)
      await visitor.close()

      // A verified user with every section filled and an approved ticket to pay.
      const holder = await contextFor(browser, lang, theme, accounts.holder)
      const holderPage = await holder.newPage()
      await visit(
        holderPage,
        '/profile',
        (p) => [
          p.getByText(d.profile.identity.verified, { exact: true }),
          p.getByText(d.profile.legal.lockedNotice),
          p.getByRole('region', { name: d.profile.tickets.title }).getByRole('link', { name: d.profile.tickets.buy }),
        ],
        found,
        '/profile (verified, with data)',
      )
      await expect(holderPage.getByRole('region', { name: d.profile.basic.title }).getByLabel(d.profile.basic.badge)).toHaveValue('Nube Azul')
      await visit(
        holderPage,
        '/buy',
        (p) => [p.getByRole('region', { name: d.payments.payBlock.title }), p.getByTestId('ticket-B1').getByRole('button')],
        found,
        '/buy (pay block)',
      )
      await holder.close()

      // A verified user waiting in the queue, who tries a second request.
      const queued = await contextFor(browser, lang, theme, accounts.queued)
      const queuedPage = await queued.newPage()
      await visit(
        queuedPage,
        '/buy',
        (p) => [p.getByRole('region', { name: d.tickets.queue.title }).getByTestId('queue-position'), p.getByTestId('ticket-B1').getByRole('button')],
        found,
        '/buy (in the queue)',
      )
      await queuedPage.getByTestId('ticket-MEGA').getByRole('button', { name: d.tickets.catalogue.join }).click()
      await expect(queuedPage.getByRole('dialog', { name: d.tickets.modal.alreadyRequested.title })).toBeVisible()
      await axe(queuedPage, '/buy modal "Oh no!"', found)
      await queuedPage.keyboard.press('Escape')
      await gone(queuedPage.getByRole('dialog'))
      await queued.close()

      // A user who has not verified the e-mail yet.
      const unverified = await contextFor(browser, lang, theme, accounts.unverified)
      const unverifiedPage = await unverified.newPage()
      await visit(
        unverifiedPage,
        '/profile',
        (p) => [p.getByText(d.profile.identity.notVerified, { exact: true }), p.getByRole('region', { name: d.profile.basic.title })],
        found,
        '/profile (unverified)',
      )
      await unverified.close()

      // A moderator.
      const moderator = await contextFor(browser, lang, theme, accounts.moderator)
      const modPage = await moderator.newPage()
      const loaded = (p: Page) => gone(p.getByText(d.moderation.loading, { exact: true }))
      await visit(modPage, '/adminlogin', (p) => [p.getByRole('button', { name: d.moderation.login.logout })], found, '/adminlogin (logged in)')
      await visit(modPage, '/adminbann', (p) => [h1(p, d.routes.adminBan), p.getByRole('table')], found)
      await modPage.goto('/adminsell')
      await expect(h1(modPage, d.routes.adminSell)).toBeVisible()
      await expect(modPage.getByRole('table').first()).toBeVisible()
      await expect(modPage.getByRole('heading', { name: new RegExp(d.moderation.sell.pendingTitle) })).toBeVisible()
      await loaded(modPage)
      await axe(modPage, '/adminsell', found)
      const issued = modPage.getByTestId(`issued-${accounts.orderID}`)
      await visit(modPage, '/adminremove', (p) => [h1(p, d.routes.adminRemove), p.getByTestId(`issued-${accounts.orderID}`)], found)
      await issued.getByRole('button', { name: d.moderation.remove.remove }).click()
      const confirm = modPage.getByRole('dialog', { name: d.moderation.remove.confirmTitle })
      await expect(confirm).toBeVisible()
      await axe(modPage, '/adminremove modal (delete?)', found)
      await confirm.getByRole('button', { name: d.moderation.remove.cancel }).click()
      await gone(confirm)
      await expect(issued).toBeVisible()
      await visit(modPage, '/adminsendmail', (p) => [h1(p, d.routes.adminSendMail)], found)
      await htmlState(modPage)
      await moderator.close()

      expect(found, found.join('\n')).toEqual([])
    })
  }
}

test('the check itself reports a serious violation when one exists', async ({ browser }) => {
  const context = await contextFor(browser, 'ESP', 'dark')
  const page = await context.newPage()
  await page.goto('/activities')
  await expect(h1(page, es.routes.activities)).toBeVisible()
  await page.locator('main').evaluate((main) => {
    const faint = document.createElement('p')
    faint.textContent = 'texto casi invisible'
    faint.style.cssText = 'color:#3a3a3a;background:#333333'
    main.append(faint)
  })
  const found: string[] = []
  await axe(page, '/activities with a faint paragraph', found)
  expect(found.some((line) => line.includes('color-contrast'))).toBe(true)
  await context.close()
})
