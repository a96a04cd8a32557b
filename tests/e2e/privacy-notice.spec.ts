import { mkdirSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test, expect, type Page } from './support/fixtures.ts'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'
import { authWithPassword, createUser } from './support/backend.ts'
import { storageStateFor } from './support/session.ts'

const SHOTS = path.join(import.meta.dirname, 'artifacts', 'screenshots')
mkdirSync(SHOTS, { recursive: true })

type Lang = 'ESP' | 'ENG'

/** Writes the persisted preferences exactly as redux-persist stores them under the root key. */
async function presetLanguage(page: Page, lang: Lang) {
  await page.addInitScript((lang) => {
    const preferences = JSON.stringify({ theme: 'light', lang, user: null })
    const persist = JSON.stringify({ version: -1, rehydrated: true })
    localStorage.setItem('persist:root', JSON.stringify({ preferences, _persist: persist }))
  }, lang)
}

const CASES = [
  { lang: 'ESP', footer: 'Privacidad', title: 'Aviso de privacidad', version: `Versión del ${NOTICE_VERSION}`, agency: 'Agencia de Protección de Datos Personales', registerLink: 'aviso de privacidad' },
  { lang: 'ENG', footer: 'Privacy', title: 'Privacy notice', version: `Version of ${NOTICE_VERSION}`, agency: 'Agencia de Protección de Datos Personales', registerLink: 'privacy notice' },
] as const

for (const c of CASES) {
  test(`privacy notice in ${c.lang} at 390 px: reached from the footer and from /register, names the controller, fits the width, no serious axe violation`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await presetLanguage(page, c.lang)
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: c.footer, exact: true }).click()
    await expect(page).toHaveURL(/\/privacidad$/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: c.title })).toBeVisible()
    await expect(main.getByText(c.version)).toBeVisible()
    await expect(main.getByText('77.777.777-7')).toBeVisible()
    await expect(main.getByText(c.agency)).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, 'no horizontal scroll at 390 px').toBeLessThanOrEqual(0)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
    await page.screenshot({ path: path.join(SHOTS, `privacy-notice-${c.lang}-390.png`), fullPage: true })

    await page.goto('/register')
    await page.getByRole('main').getByRole('link', { name: c.registerLink }).click()
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
}

const CONSENT = {
  ESP: { region: 'Información de salud', consent: /Doy mi consentimiento explícito/, save: 'Guardar', condition: 'Condición médica', given: /Diste tu consentimiento el .* sobre el aviso de privacidad del/, del: 'Borrar mis datos de salud', confirm: 'Sí, borrar mis datos de salud', done: 'Tus datos de salud fueron borrados.' },
  ENG: { region: 'Health information', consent: /I explicitly consent/, save: 'Save', condition: 'Medical condition', given: /You gave your consent on .* to the privacy notice of/, del: 'Delete my health data', confirm: 'Yes, delete my health data', done: 'Your health data was deleted.' },
} as const

for (const lang of ['ESP', 'ENG'] as const) {
  const t = CONSENT[lang]
  test(`health consent in ${lang} at 390 px: unticked box, save with consent records it, deleting asks for it again`, async ({ browser }) => {
    const account = await createUser({ verified: true, legal: true, prefix: `consent-${lang.toLowerCase()}` })
    const auth = await authWithPassword('users', account.email, account.password)
    const context = await browser.newContext({ storageState: storageStateFor(lang, 'light', auth), viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/profile')
    const region = page.getByRole('region', { name: t.region })
    const box = region.getByRole('checkbox', { name: t.consent })
    await expect(box).not.toBeChecked()
    await region.getByLabel(t.condition).fill('Asma')
    await expect(region.getByRole('button', { name: t.save })).toBeDisabled()
    await box.check()
    await region.getByRole('button', { name: t.save }).click()
    await expect(region.getByText(t.given)).toBeVisible()
    await region.screenshot({ path: path.join(SHOTS, `health-consent-${lang}-390.png`) })

    await region.getByRole('button', { name: t.del }).click()
    await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click()
    await expect(page.getByText(t.done)).toBeVisible()
    await expect(region.getByLabel(t.condition)).toHaveValue('')
    await expect(region.getByRole('checkbox', { name: t.consent })).not.toBeChecked()
    await page.reload()
    await expect(page.getByRole('region', { name: t.region }).getByRole('checkbox', { name: t.consent })).not.toBeChecked()
    await expect(page.getByRole('region', { name: t.region }).getByLabel(t.condition)).toHaveValue('')
    await context.close()
  })
}
