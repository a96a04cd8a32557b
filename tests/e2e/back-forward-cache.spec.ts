import { chromium, type Browser } from '@playwright/test'
import PocketBase from 'pocketbase'
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium-args.ts'
import { test, expect } from './support/fixtures.ts'
import { nextClientIp } from './support/backend.ts'
import { es } from './support/texts.ts'

// Browsers keep a page left by a full navigation in the back/forward cache, to show it again at once
// on Back, but only when it holds no open connection; and every kept page with an open realtime
// connection holds one of the six connections a browser allows per host. The app closes its realtime
// connection on `pagehide` and opens it again on `pageshow` (src/api/realtime.ts); public pages hold
// none at all: they poll the public snapshot (src/api/public-snapshot.ts).

// Playwright turns the cache off by default (--disable-back-forward-cache): this browser has it on. A
// page shown from the cache fires no `load`, so Back waits only for the navigation to commit.
let browser: Browser
test.beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  })
})
test.afterAll(async () => {
  await browser.close()
})

async function newPage() {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { 'X-Forwarded-For': nextClientIp() } })
  const page = await context.newPage()
  // Survives in the page's memory only when the page is restored from the cache, not reloaded.
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      ;(window as unknown as { restoredFromCache?: boolean }).restoredFromCache = event.persisted
    })
  })
  return page
}

const snapshotRead = (page: Awaited<ReturnType<typeof newPage>>) => page.waitForRequest((req) => new URL(req.url()).pathname === '/.netlify/functions/snapshot' && req.method() === 'GET')

test('Back returns a page from the cache, and its banner, polled from the public snapshot, follows a change made while away', async () => {
  const admin = new PocketBase(process.env.E2E_POCKETBASE_URL)
  await admin.collection('_superusers').authWithPassword(process.env.PB_SUPERUSER_EMAIL ?? '', process.env.PB_SUPERUSER_PASSWORD ?? '')
  const banner = await admin.collection('AlertBanner').getFirstListItem('')
  const page = await newPage()
  const realtime: string[] = []
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/realtime')) realtime.push(req.url())
  })
  try {
    await admin.collection('AlertBanner').update(banner.id, { status: 'Ok' })
    const polled = snapshotRead(page)
    await page.goto('/hotel')
    await polled
    const notice = page.getByRole('region', { name: es.banner.label })
    await expect(notice).toContainText(es.banner.messages.Ok)

    await page.goto('/rules')
    await admin.collection('AlertBanner').update(banner.id, { status: 'Soon' })
    const repolled = snapshotRead(page)
    await page.goBack({ waitUntil: 'commit' })
    expect(await page.evaluate(() => (window as unknown as { restoredFromCache?: boolean }).restoredFromCache)).toBe(true)
    await repolled
    // Missed while in the cache: the page polls again as soon as it is shown.
    await expect(notice).toContainText(es.banner.messages.Soon)
    // And follows from then on (the next poll, within the CDN's max-age + 1 s).
    await admin.collection('AlertBanner').update(banner.id, { status: 'None' })
    await expect(notice).toBeHidden({ timeout: 10_000 })
    // A public page never opens PocketBase's realtime connection.
    expect(realtime).toEqual([])
  } finally {
    await admin.collection('AlertBanner').update(banner.id, { status: 'Ok' })
    await page.context().close()
  }
})

test('ten full page loads in one tab, back and forth, each paints its page: none waits for a connection a cached page holds', async () => {
  const page = await newPage()
  const pages = [
    ['/hotel', es.routes.hotel],
    ['/rules', es.routes.rules],
  ] as const
  for (let load = 0; load < 10; load++) {
    const [path, heading] = pages[load % 2] ?? pages[0]
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 10_000 })
  }
  for (let back = 0; back < 4; back++) {
    await page.goBack({ waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 10_000 })
  }
  await page.context().close()
})
