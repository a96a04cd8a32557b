import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext } from '@playwright/test'
import { test, expect, type Page } from './support/fixtures.ts'
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium-args.ts'
import { createModerator, moderatorAuth, createUser, fillProfile, rest, sellingEdition, superuserToken, ticketType, type Auth } from './support/backend.ts'
import { qrCameraVideo, signedQuerySync } from './support/fake-camera.ts'
import { storageStateFor, type Lang } from './support/session.ts'
import { es } from './support/texts.ts'
import { en } from './support/texts.ts'

// The stack is fresh for every run, so these ticket ids are free. The camera shows the first one's
// QR as the ticket mail prints it: production address, signed with the run's ticket key.
const TICKET_ID = 'doorqr000000001'
const TYPED_TICKET_ID = 'doorqr000000002'
const camera = qrCameraVideo(`https://monsterinvasion.cl/entrada?${signedQuerySync(TICKET_ID, 'S1')}`, `mi-e2e-door-qr-${process.pid}`)

// Chromium's fake camera plays the QR video; the fake UI grants the camera prompt.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${camera}`],
  },
})

let moderator: Auth

test.beforeAll(async () => {
  // Two people: admission is per person, so the typed ticket must not be the scanned ticket's holder's.
  const [holder, typedHolder, mod, type, admin] = await Promise.all([
    createUser({ verified: true, legal: true, prefix: 'door' }),
    createUser({ verified: true, legal: true, prefix: 'door' }),
    createModerator(),
    ticketType('S1'),
    superuserToken(),
  ])
  await Promise.all([fillProfile(holder.id), fillProfile(typedHolder.id)])
  const prefix = (await sellingEdition()).prefijoOrden
  for (const [n, [id, owner]] of [[TICKET_ID, holder.id], [TYPED_TICKET_ID, typedHolder.id]].entries()) {
    await rest(admin, 'POST', '/api/collections/EntradasEntregadas/records', {
      id,
      user: owner,
      tipo: type.id,
      nombre: 'Camila Rojas',
      token: '1',
      orderID: `${prefix}9${String(Date.now() * 10 + n).padStart(19, '0')}`,
      monto: type.ValorCLP,
      estado: 'pagada',
    })
  }
  await rest(admin, 'PATCH', `/api/collections/moderators/records/${mod.id}`, { name: 'Puerta Norte' })
  moderator = await moderatorAuth(mod)
})

async function moderatorContext(browser: Browser, lang: Lang): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor(lang, 'dark', moderator), viewport: { width: 390, height: 844 } })
  await context.grantPermissions(['camera', 'local-network-access'])
  return context
}

async function axe(page: Page, where: string) {
  const found: string[] = []
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    for (const v of results.violations) if (v.impact === 'serious' || v.impact === 'critical') found.push(`${where} @${viewport.width}: ${v.id} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
  }
  expect(found).toEqual([])
  await page.setViewportSize({ width: 390, height: 844 })
}

/** Every .wasm the page fetched, to prove the decoder came from our own origin and not a CDN. */
function wasmRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.endsWith('.wasm')) urls.push(req.url())
  })
  return urls
}

test.describe.configure({ mode: 'serial' })

test('ESP, phone: the camera reads the signed QR; with the network gone the phone admits from its list and syncs when back', async ({ browser }) => {
  const d = es.checkin
  const context = await moderatorContext(browser, 'ESP')
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
  const wasm = wasmRequests(page)
  await page.goto('/admincheckin')
  await expect(page.getByRole('heading', { level: 1, name: es.routes.adminCheckin })).toBeVisible()
  await expect(page.getByTestId('door-synced-at')).toHaveText(/^Lista del dispositivo actualizada a las \d{2}:\d{2}\.$/)
  await page.getByRole('button', { name: d.scanner.start }).click()

  // Online first: the server's answer.
  const card = page.getByTestId('door-card')
  await expect(card).toBeVisible({ timeout: 20_000 })
  await expect(card.getByRole('heading', { name: 'Nube Azul' })).toBeVisible()
  await expect(card).toContainText('Camila Rojas')
  await expect(card).toContainText('Pagada · Sin suspensión')
  await expect(card.getByRole('status')).toHaveText(d.verdicts.admit)
  await expect(card.getByText(d.offline)).toHaveCount(0)
  // Staff compare the legal name and the document's last characters with the ID before admitting.
  await expect(card).toContainText(d.documentTail)
  await expect(card).toContainText(/•••[0-9K]{3}/)
  await expect(card.getByRole('button', { name: d.mismatch })).toBeVisible()
  await axe(page, '/admincheckin (ESP, valid ticket)')
  await page.screenshot({ path: path.join(import.meta.dirname, 'artifacts', 'screenshots', 'door-card-es-390.png'), fullPage: true })

  // The venue Wi-Fi fails; the camera keeps reading the same QR.
  await context.setOffline(true)
  await expect(page.getByTestId('door-connection')).toHaveText(d.sync.offline)
  await page.getByRole('button', { name: d.scanner.next }).click()
  await expect(card.getByText(d.offline)).toBeVisible({ timeout: 20_000 })
  await expect(card).toContainText('Camila Rojas')
  await card.getByRole('button', { name: d.admit }).click()
  await expect(card.getByRole('status')).toHaveText(/^Ingreso registrado a las \d{2}:\d{2} por moderator-.+@e2e\.local\.$/)
  await expect(page.getByTestId('door-pending')).toHaveText(d.sync.pending(1))
  await axe(page, '/admincheckin (ESP, admitted offline)')

  // Back online: the queue goes to the server by itself.
  await context.setOffline(false)
  await expect(page.getByTestId('door-pending')).toHaveText(d.sync.pending(0), { timeout: 20_000 })
  const admin = await superuserToken()
  const admissions = await rest<{ items: { origin: string; moderatorName: string }[] }>(admin, 'GET', `/api/collections/admisiones/records?filter=${encodeURIComponent(`ticket='${TICKET_ID}'`)}`)
  expect(admissions.items).toEqual([expect.objectContaining({ origin: 'offline', moderatorName: 'Puerta Norte' })])

  expect(wasm.length).toBeGreaterThan(0)
  for (const url of wasm) expect(url.startsWith(`${process.env.E2E_BASE_URL}/assets/`)).toBe(true)
  // The only failures are the lookups made while the network was off.
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|ClientResponseError/.test(e))).toEqual([])
  await context.close()
})

test('ENG, phone: the next scan of the same QR says "Already admitted at … by <moderator>" in red', async ({ browser }) => {
  const d = en.checkin
  const context = await moderatorContext(browser, 'ENG')
  const page = await context.newPage()
  await page.goto('/admincheckin')
  await expect(page.getByRole('heading', { level: 1, name: en.routes.adminCheckin })).toBeVisible()
  await page.getByRole('button', { name: d.scanner.start }).click()
  const card = page.getByTestId('door-card')
  await expect(card).toBeVisible({ timeout: 20_000 })
  const verdict = card.getByRole('alert')
  await expect(verdict).toHaveText(/^Already admitted at \d{2}:\d{2} by Puerta Norte\.$/)
  expect(await verdict.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(252, 165, 165)')
  await expect(card.getByRole('button', { name: d.admit })).toHaveCount(0)
  await axe(page, '/admincheckin (ENG, already admitted)')

  // The same ticket opened from the phone's own camera app: /entrada shows the door view to a moderator.
  await page.goto(`/entrada?id=${TICKET_ID}`)
  await expect(page.getByTestId('door-card').getByRole('alert')).toHaveText(/^Already admitted at \d{2}:\d{2} by Puerta Norte\.$/)
  await axe(page, '/entrada (ENG, moderator)')
  await context.close()
})

test('ESP, phone: a typed ticket code is admitted online with "Admitir", once', async ({ browser }) => {
  const d = es.checkin
  const context = await moderatorContext(browser, 'ESP')
  const page = await context.newPage()
  await page.goto('/admincheckin')
  await page.getByLabel(d.scanner.manual).fill(TYPED_TICKET_ID)
  await page.getByRole('button', { name: d.scanner.lookup }).click()
  const card = page.getByTestId('door-card')
  await expect(card.getByRole('status')).toHaveText(d.verdicts.admit)
  await card.getByRole('button', { name: d.admit }).click()
  await expect(card.getByRole('status')).toHaveText(/^Ingreso registrado a las \d{2}:\d{2} por Puerta Norte\.$/)
  await expect(card.getByRole('button', { name: d.admit })).toHaveCount(0)
  await axe(page, '/admincheckin (ESP, admitted online)')
  await context.close()
})
