import { test, expect } from './support/fixtures.ts'
import { approveAsModerator, authWithPassword, createModerator, createUser, openRequestOf, ticketType } from './support/backend.ts'
import { expectFocusVisible, tabTo } from './support/keyboard.ts'
import { storageStateFor } from './support/session.ts'
import { BANK, VISA } from './support/webpay.ts'
import { es } from './support/texts.ts'
import { formatClp } from '../../src/domain/money.ts'

// Keyboard only: no clicks anywhere in this file, only Tab, Shift+Tab, Enter, Space, Escape and typing.
test('keyboard only: join the queue, close the modal with Escape, then accept the terms and pay on Webpay', async ({
  browser,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  const d = es
  const [buyer, moderator, general] = await Promise.all([
    createUser({ verified: true, legal: true, prefix: 'keyboard' }),
    createModerator(),
    ticketType('B1'),
  ])
  const auth = await authWithPassword('users', buyer.email, buyer.password)
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: storageStateFor('ESP', 'dark', auth),
    viewport: { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text())
  })

  await page.goto('/buy')
  await expect(page.getByRole('heading', { level: 1, name: d.routes.buy })).toBeVisible()

  // The skip link is the first stop and is visible when focused.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: d.common.skipToContent })).toBeFocused()
  await expectFocusVisible(page)

  // Join the queue for General with Enter.
  const join = page.getByTestId('ticket-B1').getByRole('button', { name: d.tickets.catalogue.join })
  await tabTo(page, join)
  await expectFocusVisible(page)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: d.tickets.modal.success.title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: d.tickets.modal.close })).toBeFocused()
  await expectFocusVisible(page)
  // The focus stays inside the dialog.
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: d.tickets.modal.close })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(join).toBeFocused()
  await expect(page.getByRole('region', { name: d.tickets.queue.title })).toBeVisible()

  // A moderator approves it ("Cobrar" through the moderators' route); the page follows by itself.
  const request = await openRequestOf(buyer.id)
  expect(request?.tipo).toBe(general.id)
  await approveAsModerator(moderator, request?.id ?? '')
  const block = page.getByRole('region', { name: d.payments.payBlock.title })
  await expect(block).toBeVisible({ timeout: 15_000 })
  await expect(block.locator('.pay-block__amount')).toHaveText(formatClp(general.ValorCLP))

  // Back up to the terms with Shift+Tab, tick them with Space, then on to Pay and Enter.
  const terms = block.getByLabel(d.payments.payBlock.terms)
  const pay = block.getByRole('button', { name: d.payments.payBlock.pay, exact: true })
  await expect(pay).toBeDisabled()
  await tabTo(page, terms, { backwards: true })
  await expectFocusVisible(page)
  await page.keyboard.press('Space')
  await expect(terms).toBeChecked()
  await expect(pay).toBeEnabled()
  await tabTo(page, pay)
  await expectFocusVisible(page)
  await page.keyboard.press('Enter')

  // Webpay's card form and bank step, by keyboard.
  await page.waitForURL('**/webpayserver/initTransaction')
  await tabTo(page, page.getByLabel('Número de tarjeta'))
  await page.keyboard.type(VISA.number)
  await tabTo(page, page.getByLabel('CVV'))
  await page.keyboard.type(VISA.cvv)
  await tabTo(page, page.getByRole('button', { name: 'Pagar' }))
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('RUT')).toBeVisible()
  await tabTo(page, page.getByLabel('RUT'))
  await page.keyboard.type(BANK.rut)
  await tabTo(page, page.getByLabel('Clave'))
  await page.keyboard.type(BANK.password)
  await tabTo(page, page.getByRole('button', { name: 'Aceptar' }))
  await page.keyboard.press('Enter')

  await page.waitForURL('**/webpayretorno?token_ws=*')
  await expect(page.getByText(d.payments.return.thanks)).toBeVisible({ timeout: 20_000 })
  const toProfile = page.getByRole('link', { name: d.payments.return.toProfile })
  await tabTo(page, toProfile)
  await expectFocusVisible(page)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('region', { name: d.profile.tickets.title }).getByRole('img', { name: d.profile.tickets.qrAlt })).toBeVisible()
  await context.close()
  expect(consoleErrors).toEqual([])
})
