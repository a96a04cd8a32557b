import { test, expect } from './support/fixtures.ts'

test('home renders in Spanish, the toggle switches to English, and nothing errors', async ({ page, consoleErrors }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Monster Invasion' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Reglamento' })).toBeVisible()

  await page.getByRole('button', { name: 'Cambiar a inglés' }).click()
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Rules' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Rules' })).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('the page may reach its PocketBase origin (VITE_POCKETBASE_URL, allowed by the CSP) and lists the demo ticket types', async ({ page }) => {
  await page.goto('/')
  const types = await page.evaluate(async (pocketbase) => {
    const res = await fetch(`${pocketbase}/api/collections/Entradas/records?sort=ValorCLP`)
    return ((await res.json()) as { items: { Tipo: string }[] }).items.map((i) => i.Tipo)
  }, process.env.E2E_POCKETBASE_URL)
  expect(types).toEqual(['B1', 'B2', 'S1', 'S2', 'SS1', 'SS2', 'MEGA'])
})
