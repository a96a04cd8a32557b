import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { test, expect, type Page } from './support/fixtures.ts'
import { SUPERUSER } from './support/stack.ts'
import { sellingEdition } from './support/backend.ts'

const pbUrl = () => process.env.E2E_POCKETBASE_URL ?? ''
const shots = (name: string) => path.join(import.meta.dirname, 'artifacts', 'payment', `${name}.png`)

async function asSuperuser(): Promise<string> {
  const res = await fetch(`${pbUrl()}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
  })
  return ((await res.json()) as { token: string }).token
}

async function rest<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${pbUrl()}${url}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

let counter = 0
/** A verified buyer holding a granted General ticket, created the way the approval would. */
async function buyerWithTicket() {
  const admin = await asSuperuser()
  const email = `buyer-${Date.now()}-${counter++}@e2e.local`
  const password = 'BuyerPass123'
  const user = await rest<{ id: string }>(admin, 'POST', '/api/collections/users/records', { email, password, passwordConfirm: password, verified: true })
  const types = await rest<{ items: { id: string; ValorCLP: number }[] }>(admin, 'GET', "/api/collections/Entradas/records?filter=(Tipo='B1')")
  const type = types.items[0]
  if (!type) throw new Error('seeded type B1 missing')
  // An order id of the edition on sale: another edition's unpaid ticket cannot be paid.
  const orderID = `${(await sellingEdition()).prefijoOrden}9${String(Date.now()).slice(-10)}${String(counter++).padStart(9, '0')}`
  const ticket = await rest<{ id: string }>(admin, 'POST', '/api/collections/EntradasEntregadas/records', {
    user: user.id,
    tipo: type.id,
    nombre: 'E2E Buyer',
    orderID,
    monto: type.ValorCLP,
    estado: 'creada',
    correoEnviado: 'si',
    correoEnviado2: 'no',
  })
  return { admin, email, password, ticketId: ticket.id, orderID }
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Usuario o correo').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await page.waitForURL('**/profile')
}

async function payOnWebpay(page: Page, card: string, cvv: string) {
  await page.waitForURL('**/webpayserver/initTransaction')
  await expect(page.getByText('Monto a pagar')).toBeVisible()
  await page.screenshot({ path: shots('standin-card-form'), fullPage: true })
  await page.getByLabel('Número de tarjeta').fill(card)
  await page.getByLabel('CVV').fill(cvv)
  await page.getByRole('button', { name: 'Pagar' }).click()
  await page.getByLabel('RUT').fill('11.111.111-1')
  await page.getByLabel('Clave').fill('123')
  await page.screenshot({ path: shots('standin-bank'), fullPage: true })
  await page.getByRole('button', { name: 'Aceptar' }).click()
}

test('a buyer pays a granted ticket with the VISA test card and gets it (Spanish)', async ({ page, consoleErrors }) => {
  const buyer = await buyerWithTicket()
  await logIn(page, buyer.email, buyer.password)
  await page.goto('/buy')

  const block = page.getByRole('region', { name: 'Paga tu entrada' })
  await expect(block).toBeVisible()
  await expect(block).toContainText('General')
  await expect(block).toContainText('$45.000')
  const pay = block.getByRole('button', { name: 'Pagar' })
  await expect(pay).toBeDisabled()
  await block.getByLabel('Acepto los términos').check()
  await expect(pay).toBeEnabled()
  await block.scrollIntoViewIfNeeded()
  await block.screenshot({ path: shots('pay-block-es-desktop') })
  await page.setViewportSize({ width: 390, height: 844 })
  await block.screenshot({ path: shots('pay-block-es-mobile') })
  await page.setViewportSize({ width: 1280, height: 800 })

  await pay.click()
  await payOnWebpay(page, '4051 8856 0044 6623', '123')

  await page.waitForURL('**/webpayretorno?token_ws=*')
  await expect(page.getByText('¡Gracias! Tu entrada está siendo procesada')).toBeVisible({ timeout: 20_000 })
  await page.screenshot({ path: shots('return-thanks-es'), fullPage: true })

  const ticket = await rest<{ estado: string; correoEnviado2: string }>(buyer.admin, 'GET', `/api/collections/EntradasEntregadas/records/${buyer.ticketId}`)
  expect(ticket).toMatchObject({ estado: 'pagada', correoEnviado2: 'si' })
  const mailDir = process.env.E2E_MAIL_DIR ?? ''
  const ticketMails = readdirSync(mailDir)
    .map((f) => readFileSync(path.join(mailDir, f), 'utf8'))
    .filter((raw) => raw.includes(buyer.email) && raw.includes(buyer.orderID) && /image\/png/i.test(raw))
  expect(ticketMails).toHaveLength(1)

  // The pay block is gone once the ticket is paid; the QR address shows the badge type.
  await page.goto('/buy')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Paga tu entrada' })).toHaveCount(0)
  await page.goto(`/entrada?id=${buyer.ticketId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Entrada' })).toBeVisible()
  await expect(page.getByText('General', { exact: true })).toBeVisible()
  await expect(page.getByText('Entrada pagada')).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('a rejected card and an aborted purchase end in "Transaction rejected.", and paying again right after works (English)', async ({ page }) => {
  const buyer = await buyerWithTicket()
  await logIn(page, buyer.email, buyer.password)
  await page.goto('/buy')
  await page.getByRole('button', { name: 'Cambiar a inglés' }).click()
  const block = page.getByRole('region', { name: 'Pay your ticket' })
  await block.getByLabel('I accept the purchase terms').check()
  await block.screenshot({ path: shots('pay-block-en-desktop') })
  await page.getByRole('button', { name: 'Dark theme' }).click()
  await block.screenshot({ path: shots('pay-block-en-light') })
  await block.getByRole('button', { name: 'Pay' }).click()
  await payOnWebpay(page, '5186 0595 5959 0568', '123')
  await expect(page.getByText('Transaction rejected.')).toBeVisible({ timeout: 20_000 })
  await page.screenshot({ path: shots('return-rejected-en'), fullPage: true })

  // Still unpaid: try again and abort on Webpay's form ("Anular compra y volver al comercio").
  await page.goto('/buy')
  await block.getByLabel('I accept the purchase terms').check()
  await block.getByRole('button', { name: 'Pay' }).click()
  await page.waitForURL('**/webpayserver/initTransaction')
  await page.getByRole('button', { name: 'Anular compra y volver al comercio' }).click()
  await page.waitForURL('**/webpayretorno?*TBK_TOKEN=*')
  await expect(page.getByText('Transaction rejected.')).toBeVisible()
  const abortedToken = new URL(page.url()).searchParams.get('TBK_TOKEN')
  const ticket = await rest<{ estado: string }>(buyer.admin, 'GET', `/api/collections/EntradasEntregadas/records/${buyer.ticketId}`)
  expect(ticket.estado).toBe('creada')

  // Right after the abort, Pay opens a NEW Webpay transaction (not the aborted one) and it can be paid.
  await page.getByRole('link', { name: 'Back to tickets' }).click()
  await block.getByLabel('I accept the purchase terms').check()
  await block.getByRole('button', { name: 'Pay' }).click()
  await payOnWebpay(page, '4051 8856 0044 6623', '123')
  await page.waitForURL('**/webpayretorno?token_ws=*')
  expect(new URL(page.url()).searchParams.get('token_ws')).not.toBe(abortedToken)
  await expect(page.getByText('Thank you! Your ticket is being processed')).toBeVisible({ timeout: 20_000 })
  const paid = await rest<{ estado: string }>(buyer.admin, 'GET', `/api/collections/EntradasEntregadas/records/${buyer.ticketId}`)
  expect(paid.estado).toBe('pagada')
})

test('/webpayretorno without Webpay parameters goes to /buy', async ({ page }) => {
  await page.goto('/webpayretorno')
  await page.waitForURL('**/buy')
})

test('a timeout on Webpay\'s form (only TBK_ORDEN_COMPRA and TBK_ID_SESION) goes to /buy', async ({ page }) => {
  await page.goto('/.netlify/functions/webpayreturn?TBK_ORDEN_COMPRA=Paw25a90000000001&TBK_ID_SESION=u1234567890abcd')
  await page.waitForURL('**/buy')
  await expect(page.getByText('Transaction rejected.')).toHaveCount(0)
  await expect(page.getByText('Transacción rechazada.')).toHaveCount(0)
})
