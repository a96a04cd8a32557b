import type { Page, Request } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { authWithPassword, createUser, nextClientIp, requestTicket, rest, superuserToken, ticketType } from './support/backend.ts'
import { storageStateFor } from './support/session.ts'
import { en } from './support/texts.ts'
import { SNAPSHOT_CDN_MAX_AGE_SECONDS, SNAPSHOT_POLL_JITTER, SNAPSHOT_POLL_MS } from '../../src/domain/public-snapshot.ts'

// Public pages read the drop's state from the public snapshot (functions/snapshot.mts), which Netlify's CDN
// caches under a tag PocketBase purges on every change, and poll it while visible: they open no PocketBase
// realtime connection. Here the functions answer without a CDN, i.e. as a CDN right after a purge: a page
// must show a change within the CDN's max-age + 1 s of its own clock.
const LONGEST_POLL_MS = Math.ceil(SNAPSHOT_POLL_MS * (1 + SNAPSHOT_POLL_JITTER))

const isSnapshot = (req: Request) => new URL(req.url()).pathname === '/.netlify/functions/snapshot' && req.method() === 'GET'
const isRealtime = (req: Request) => new URL(req.url()).pathname.startsWith('/api/realtime')

function record(page: Page) {
  const seen = { snapshots: 0, realtime: [] as Request[] }
  page.on('request', (req) => {
    if (isSnapshot(req)) seen.snapshots++
    if (isRealtime(req)) seen.realtime.push(req)
  })
  return seen
}

/** The tab switched away or back, as the browser reports it. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)
}

test('a page without a session polls the snapshot, opens no realtime connection, and shows a moderator’s change within the bound', async ({ browser }) => {
  const admin = await superuserToken()
  const b2 = await ticketType('B2')
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor('ENG', 'dark'), extraHTTPHeaders: { 'X-Forwarded-For': nextClientIp() } })
  const page = await context.newPage()
  // The page's timers run on the test's clock: each poll is one step of it, no waiting on real time.
  await page.clock.install()
  const seen = record(page)
  const flipTo = b2.Estado === 'agotada' ? 'disponible' : 'agotada'
  /** Runs the page's clock by the longest jittered delay; resolves once the poll it started was answered. */
  const nextPoll = async () => {
    const answered = page.waitForResponse((res) => isSnapshot(res.request()), { timeout: 5000 })
    await page.clock.runFor(LONGEST_POLL_MS)
    await answered
  }
  try {
    await page.goto('/buy')
    const card = page.getByTestId('ticket-B2')
    await expect(card).toBeVisible()
    await expect.poll(() => seen.snapshots, { timeout: 10_000 }).toBeGreaterThanOrEqual(1)

    await rest(admin, 'PATCH', `/api/collections/Entradas/records/${b2.id}`, { Estado: flipTo })
    await page.clock.runFor((SNAPSHOT_CDN_MAX_AGE_SECONDS + 1) * 1000)
    await expect(card.getByText(en.tickets.catalogue.states[flipTo], { exact: true }).first()).toBeVisible()

    // Polling while visible: one read per jittered delay, not more.
    await nextPoll()
    const before = seen.snapshots
    for (let i = 0; i < 3; i++) await nextPoll()
    expect(seen.snapshots - before).toBe(3)

    // Hidden: no polling at all; shown again: one read at once.
    await setVisibility(page, 'hidden')
    const hiddenFrom = seen.snapshots
    await page.clock.runFor(3 * LONGEST_POLL_MS)
    const resumed = page.waitForRequest(isSnapshot, { timeout: 2000 })
    await setVisibility(page, 'visible')
    await resumed
    expect(seen.snapshots).toBe(hiddenFrom + 1)

    expect(seen.realtime.map((req) => req.url())).toEqual([])
  } finally {
    await rest(admin, 'PATCH', `/api/collections/Entradas/records/${b2.id}`, { Estado: b2.Estado })
    await context.close()
  }
})

test('a signed-in page subscribes to its own records only, nothing collection-wide', async ({ browser }) => {
  const account = await createUser({ verified: true, legal: true, prefix: 'snapshot' })
  const { requestId } = await requestTicket(account, 'S1')
  const auth = await authWithPassword('users', account.email, account.password)
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor('ENG', 'dark', auth), extraHTTPHeaders: { 'X-Forwarded-For': nextClientIp() } })
  const page = await context.newPage()
  const seen = record(page)
  try {
    await page.goto('/buy')
    await expect(page.getByTestId('ticket-S1')).toBeVisible()
    await expect.poll(() => seen.realtime.filter((req) => req.method() === 'POST').length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1)
    await expect.poll(() => seen.snapshots, { timeout: 10_000 }).toBeGreaterThanOrEqual(1)
    const topics = seen.realtime
      .filter((req) => req.method() === 'POST')
      .flatMap((req) => (req.postDataJSON() as { subscriptions: string[] }).subscriptions)
    expect(topics).toContain(`EntradasPedidas/${requestId}`)
    // PB_CONNECT is the SDK's own connection event, not a server topic.
    for (const topic of topics.filter((t) => t !== 'PB_CONNECT')) expect(topic, 'a record topic, never a collection-wide one').toMatch(/^[A-Za-z]+\/[a-z0-9]{15}$/)
  } finally {
    await context.close()
  }
})
