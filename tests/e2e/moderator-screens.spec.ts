import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Locator } from '@playwright/test'
import { test, expect, type Page } from './support/fixtures.ts'
import { approveAsModerator, createModerator, moderatorAuth, createUser, requestTicket, sellingEdition, type Auth } from './support/backend.ts'
import { storageStateFor, type Lang } from './support/session.ts'
import { es } from './support/texts.ts'
import { en } from './support/texts.ts'

/**
 * Every moderator page, on a phone (390 px) and a desktop (1280 px), in
 * both languages: axe finds nothing serious, and nothing is wider than the phone's screen (wide tables
 * scroll inside their own box).
 */
let moderator: Auth

test.beforeAll(async () => {
  const [mod, holder, queued] = await Promise.all([
    createModerator(),
    createUser({ verified: true, legal: true, prefix: 'screens-holder' }),
    createUser({ verified: true, legal: true, prefix: 'screens-queued' }),
  ])
  const { requestId } = await requestTicket(holder, 'B1')
  await approveAsModerator(mod, requestId)
  await requestTicket(queued, 'S1')
  moderator = await moderatorAuth(mod)
})

async function check(page: Page, where: string, ready: Locator) {
  const found: string[] = []
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport)
    await expect(ready).toBeVisible()
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    for (const v of results.violations) if (v.impact === 'serious' || v.impact === 'critical') found.push(`${where} @${viewport.width}: ${v.id} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    if (overflow > 0) found.push(`${where} @${viewport.width}: page ${overflow}px wider than the screen`)
  }
  expect(found).toEqual([])
}

for (const lang of ['ESP', 'ENG'] as const satisfies Lang[]) {
  test(`moderator screens pass axe and fit a phone, ${lang}`, async ({ browser }) => {
    test.setTimeout(120_000)
    const d = lang === 'ESP' ? es : en
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor(lang, 'dark', moderator) })
    const page = await context.newPage()

    await page.goto('/adminsell')
    await page.getByRole('button', { name: d.moderation.sell.showQuantities }).click()
    await check(page, '/adminsell', page.getByRole('button', { name: /^(Aprobar las siguientes|Approve the next) \d+$/ }))
    await page.getByRole('button', { name: /^(Aprobar las siguientes|Approve the next) \d+$/ }).click()
    await check(page, '/adminsell approve-next dialog', page.getByRole('dialog'))
    await page.keyboard.press('Escape')

    await page.goto('/adminremove')
    await check(page, '/adminremove', page.getByRole('button', { name: d.moderation.remove.extend }).first())
    await page.getByRole('button', { name: d.moderation.remove.extend }).first().click()
    await check(page, '/adminremove extend dialog', page.getByRole('dialog', { name: d.moderation.remove.extendTitle }))
    await page.keyboard.press('Escape')

    await page.goto('/adminaudit')
    await check(page, '/adminaudit', page.getByRole('table', { name: d.audit.caption }))
    // The newest rows are the list reads' views; the approval is found with the action filter.
    await page.getByLabel(d.audit.action, { exact: true }).selectOption({ label: d.audit.actions.approve })
    await page.getByRole('button', { name: d.audit.apply }).click()
    await expect(page.getByRole('table', { name: d.audit.caption })).toContainText(d.audit.actions.approve)

    await page.goto('/adminbanner')
    await check(page, '/adminbanner', page.getByRole('button', { name: d.bannerEditor.publish }))

    await page.goto('/adminreport')
    await check(page, '/adminreport', page.getByTestId('report-revenue'))
    await expect(page.getByRole('img', { name: d.reports.requestsPerDay })).toBeVisible()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: d.reports.files.puerta }).click()])
    // The current edition's list, named by its order prefix.
    expect(download.suggestedFilename()).toBe(`lista-de-puerta-${(await sellingEdition()).prefijoOrden}.csv`)
    const csv = readFileSync(await download.path())
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(csv.toString('utf8')).toContain('Orden;Nombre de credencial;Nombre legal;Nivel;Ingresó (hora de Chile, con su desfase UTC)')

    await page.goto('/admincheckin')
    await check(page, '/admincheckin', page.getByRole('button', { name: d.checkin.scanner.start }))

    // The moderator pages that were there before, checked the same way.
    await page.goto('/adminbann')
    await check(page, '/adminbann', page.getByRole('table'))
    await page.goto('/adminlogin')
    await check(page, '/adminlogin', page.getByRole('button', { name: d.moderation.login.logout }))
    await context.close()
  })
}
