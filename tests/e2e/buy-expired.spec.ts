import path from 'node:path'
import { test, expect } from './support/fixtures.ts'
import { authWithPassword, createUser, rest, superuserToken, ticketType, type Auth } from './support/backend.ts'
import { storageStateFor, type Theme } from './support/session.ts'
import { expiredCopy } from '../../src/features/payments/expired-copy.ts'

// A buyer whose approved ticket expired unpaid opens /buy: the page says so and what to do next.
const shots = path.join(import.meta.dirname, 'artifacts', 'screenshots')
let buyer: Auth

test.beforeAll(async () => {
  const [account, type, admin] = await Promise.all([createUser({ verified: true, legal: true, prefix: 'expired' }), ticketType('S1'), superuserToken()])
  await rest(admin, 'POST', '/api/collections/EntradasEntregadas/records', {
    user: account.id,
    tipo: type.id,
    nombre: 'Camila Rojas',
    token: '1',
    orderID: `Paw25a7${String(Date.now()).padStart(19, '0')}`,
    monto: type.ValorCLP,
    estado: 'vencida',
    pagarAntes: '2025-05-08 21:30:00.000Z',
  })
  buyer = await authWithPassword('users', account.email, account.password)
})

for (const lang of ['ESP', 'ENG'] as const) {
  test(`${lang}: /buy shows the expired ticket with its deadline and a link to the catalogue to request the type again; screenshots at 390 and 1280 px`, async ({ browser }) => {
    const c = expiredCopy[lang]
    for (const theme of ['dark', 'light'] as Theme[]) {
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: storageStateFor(lang, theme, buyer), viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      await page.goto('/buy')
      const notice = page.getByRole('region', { name: c.title })
      await expect(notice).toContainText(lang === 'ESP' ? 'terminó el 8 de mayo de 2025' : 'passed on May 8, 2025')
      await expect(notice.getByRole('link', { name: c.requestAgain })).toHaveAttribute('href', '#catalogue-title')
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 })
        await notice.scrollIntoViewIfNeeded()
        await page.screenshot({ path: path.join(shots, `buy-expired-${lang.toLowerCase()}-${theme}-${width}.png`) })
      }
      await notice.getByRole('link', { name: c.requestAgain }).click()
      await expect(page.locator('#catalogue-title')).toBeInViewport()
      await context.close()
    }
  })
}
