import type { Page } from '@playwright/test'

/** The integration cards and bank step of the Webpay stand-in (README "Payments locally"). */
export const VISA = { number: '4051 8856 0044 6623', cvv: '123' }
export const BANK = { rut: '11.111.111-1', password: '123' }

/** Pays on the stand-in's card page and accepts on its bank step; `shot` is called on each screen. */
export async function payWithCard(page: Page, card = VISA, shot?: (step: 'card' | 'bank') => Promise<void>) {
  await page.waitForURL('**/webpayserver/initTransaction')
  await page.getByLabel('Número de tarjeta').fill(card.number)
  await page.getByLabel('CVV').fill(card.cvv)
  await shot?.('card')
  await page.getByRole('button', { name: 'Pagar' }).click()
  await page.getByLabel('RUT').fill(BANK.rut)
  await page.getByLabel('Clave').fill(BANK.password)
  await shot?.('bank')
  await page.getByRole('button', { name: 'Aceptar' }).click()
}

/** The amount the stand-in's card page shows, in pesos. */
export async function standInAmount(page: Page): Promise<number> {
  const text = await page.locator('.amount').innerText()
  return Number(text.replace(/\D/g, ''))
}
