import type { Browser, BrowserContext } from '@playwright/test'
import { es } from './support/texts.ts'
import { en } from './support/texts.ts'
import { moderatorPasswordCopy } from '../../src/features/auth/moderator-password-copy.ts'
import { organiserConsoleCopy } from '../../src/features/moderation/console/console-copy.ts'
import { contentEditorCopy } from '../../src/features/content/admin/copy.ts'
import { test, expect, type Page } from './support/fixtures.ts'
import { approveAsModerator, authWithPassword, createModerator, moderatorAuth, createUser, fillProfile, requestTicket, rest, superuserToken, type Auth } from './support/backend.ts'
import { storageStateFor, type Lang, type Theme } from './support/session.ts'
import { layoutProblems, shotPath, writeContactSheets, type Shot } from './support/layout-review.ts'

/**
 * Screenshot review: every route, both languages and themes, 390 px and 1280 px, saved as one
 * contact sheet per route (tests/e2e/artifacts/route-review/<route>.html). Each screenshot is also
 * measured: a page that scrolls sideways, a button whose text is clipped or cut off, a button left
 * unstyled or an unexpected console error fails the test. One browser context per visitor kind,
 * resized rather than reopened, keeps it to under a minute per language and theme.
 */

type Visitor = 'anonymous' | 'user' | 'moderator'
type Dictionary = typeof es
interface Route {
  path: string
  visitor: Visitor
  title: (d: Dictionary) => string
  /** A console error this visit provokes on purpose (the browser logs every 4xx answer). */
  expectedConsoleError?: RegExp
}

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

let entradaId = ''
const ROUTES: Route[] = [
  { path: '/', visitor: 'anonymous', title: () => 'Monster Invasion' },
  { path: '/hotel', visitor: 'anonymous', title: (d) => d.routes.hotel },
  { path: '/rules', visitor: 'anonymous', title: (d) => d.routes.rules },
  { path: '/us', visitor: 'anonymous', title: (d) => d.routes.us },
  { path: '/friends', visitor: 'anonymous', title: (d) => d.routes.friends },
  { path: '/socialmedia', visitor: 'anonymous', title: (d) => d.routes.socialMedia },
  { path: '/activities', visitor: 'anonymous', title: () => 'Actividades' },
  { path: '/404', visitor: 'anonymous', title: (d) => d.routes.notFound },
  { path: '/login', visitor: 'anonymous', title: (d) => d.routes.login },
  { path: '/register', visitor: 'anonymous', title: (d) => d.routes.register },
  { path: '/recover', visitor: 'anonymous', title: (d) => d.routes.recover },
  { path: '/mailverification', visitor: 'anonymous', title: (d) => d.routes.mailVerification },
  { path: '/pswrdreset?token=review', visitor: 'anonymous', title: (d) => d.routes.passwordReset },
  { path: '/emailchange?token=review', visitor: 'anonymous', title: (d) => d.routes.emailChange },
  { path: '/adminlogin', visitor: 'anonymous', title: (d) => d.routes.adminLogin },
  { path: '/adminclave?token=review', visitor: 'anonymous', title: (d) => (d === es ? moderatorPasswordCopy.ESP : moderatorPasswordCopy.ENG).title },
  { path: '/buy', visitor: 'user', title: (d) => d.routes.buy },
  { path: '/profile', visitor: 'user', title: (d) => d.routes.profile },
  { path: '/entrada', visitor: 'user', title: (d) => d.routes.entrada },
  // A made-up Webpay token: the abort report is refused (400) and the page says the payment was not made.
  { path: '/webpayretorno?TBK_TOKEN=review', visitor: 'user', title: (d) => d.routes.webpayReturn, expectedConsoleError: /status of 400/ },
  { path: '/adminsell', visitor: 'moderator', title: (d) => d.routes.adminSell },
  { path: '/adminbann', visitor: 'moderator', title: (d) => d.routes.adminBan },
  { path: '/adminremove', visitor: 'moderator', title: (d) => d.routes.adminRemove },
  { path: '/adminsendmail', visitor: 'moderator', title: (d) => d.routes.adminSendMail },
  { path: '/admincontent', visitor: 'moderator', title: (d) => (d === es ? contentEditorCopy.ESP : contentEditorCopy.ENG).title },
  { path: '/adminconsole', visitor: 'moderator', title: (d) => (d === es ? organiserConsoleCopy.ESP : organiserConsoleCopy.ENG).title },
]

const sessions: Partial<Record<Visitor, Auth>> = {}
const shots: Shot[] = []

test.beforeAll(async () => {
  // A buyer with a complete profile and an approved, unpaid ticket; a second buyer whose long address
  // waits in the queue; a third one paying; a moderator of its own.
  const buyer = await createUser({ verified: true, legal: true, prefix: 'review-buyer' })
  await fillProfile(buyer.id)
  // An organiser, so /adminconsole shows what organisers see.
  const moderator = await createModerator({ organiser: true })
  const { requestId } = await requestTicket(buyer, 'S1')
  entradaId = (await approveAsModerator(moderator, requestId)).id
  const waiting = await createUser({ verified: true, legal: true, prefix: 'averylongmailboxnamewithoutanyplacetobreakitthatattendeesuse' })
  await requestTicket(waiting, 'B1')
  // A ticket in the middle of paying carries Webpay's 64-character token in the issued-tickets table.
  const paying = await createUser({ verified: true, legal: true, prefix: 'review-paying' })
  const issued = await approveAsModerator(moderator, (await requestTicket(paying, 'B1')).requestId)
  await rest(await superuserToken(), 'PATCH', `/api/collections/EntradasEntregadas/records/${issued.id}`, { token: 'e9'.repeat(32) })
  sessions.user = await authWithPassword('users', buyer.email, buyer.password)
  sessions.moderator = await moderatorAuth(moderator)
})

test.afterAll(() => writeContactSheets(shots))

async function waitUntilSettled(page: Page, d: Dictionary, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByText(d.moderation.loading)).toHaveCount(0)
  // Every server read shown has answered (a page's reading parts may load after its first paint).
  await expect(page.locator('.query-state--loading')).toHaveCount(0)
  // Organiser content (footer, content pages, /admincontent) has arrived.
  await expect(page.getByTestId('content-skeleton')).toHaveCount(0)
  await expect(page.getByText(d.organiserContent.loading)).toHaveCount(0)
  // A full-page screenshot shows images below the fold too: load the lazy ones now.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')))
  await page.waitForFunction(() => [...document.images].every((img) => img.complete))
}

async function reviewRoutes(browser: Browser, lang: Lang, theme: Theme, visitor: Visitor, problems: string[]) {
  const d = lang === 'ESP' ? es : en
  const context: BrowserContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: storageStateFor(lang, theme, sessions[visitor]),
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  let expected: RegExp | undefined
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !expected?.test(msg.text())) problems.push(`${new URL(page.url()).pathname} console error: ${msg.text()}`)
  })
  page.on('pageerror', (err) => problems.push(`${new URL(page.url()).pathname} page error: ${err.message}`))
  for (const route of ROUTES.filter((r) => r.visitor === visitor)) {
    expected = route.expectedConsoleError
    const url = route.path === '/entrada' ? `/entrada?id=${entradaId}` : route.path
    await page.goto(url)
    for (const size of WIDTHS) {
      await page.setViewportSize(size)
      await waitUntilSettled(page, d, route.title(d))
      for (const problem of await layoutProblems(page)) problems.push(`${route.path} ${size.width}px: ${problem.detail}`)
      const name = `${size.width}-${theme}-${lang}`
      const file = shotPath(route.path, name)
      await page.screenshot({ path: file.absolute, fullPage: true, })
      shots.push({ route: route.path, file: file.relative, caption: `${size.width} px · ${theme} · ${lang}` })
    }
  }
  await context.close()
}

for (const lang of ['ESP', 'ENG'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    test(`every route in ${lang}, ${theme}, at 390 and 1280 px: no sideways scroll, no clipped or unstyled button, no console error; contact sheets saved`, async ({
      browser,
    }) => {
      test.setTimeout(180_000)
      const problems: string[] = []
      for (const visitor of ['anonymous', 'user', 'moderator'] as const) await reviewRoutes(browser, lang, theme, visitor, problems)
      expect(problems).toEqual([])
    })
  }
}
