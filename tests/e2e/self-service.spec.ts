import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { test, expect } from './support/fixtures.ts'
import { authWithPassword, createUser, uniqueEmail } from './support/backend.ts'
import { storageStateFor } from './support/session.ts'

const SHOTS = path.join(import.meta.dirname, 'artifacts', 'screenshots')
mkdirSync(SHOTS, { recursive: true })

const T = {
  ESP: { email: 'Cambiar mi correo', newEmail: 'Correo nuevo', send: 'Enviar el enlace', sent: /Listo: abre el enlace que enviamos a/, health: 'Información de salud', needs: 'Necesidades de accesibilidad', wheelchair: 'Uso silla de ruedas', consent: /Doy mi consentimiento explícito/, save: 'Guardar' },
  ENG: { email: 'Change my e-mail', newEmail: 'New e-mail', send: 'Send the link', sent: /Done: open the link we sent to/, health: 'Health information', needs: 'Accessibility needs', wheelchair: 'I use a wheelchair', consent: /I explicitly consent/, save: 'Save' },
} as const

for (const lang of ['ESP', 'ENG'] as const) {
  const t = T[lang]
  test(`self-service on /profile in ${lang} at 390 px: e-mail change asked, accessibility needs saved with consent, nothing wider than the phone`, async ({ browser }) => {
    const account = await createUser({ verified: true, legal: true, prefix: `self-${lang.toLowerCase()}` })
    const auth = await authWithPassword('users', account.email, account.password)
    const context = await browser.newContext({ storageState: storageStateFor(lang, 'light', auth), viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/profile')

    const change = page.getByRole('region', { name: t.email })
    await change.getByLabel(t.newEmail).fill(uniqueEmail(`moved-${lang.toLowerCase()}`))
    await change.getByRole('button', { name: t.send }).click()
    await expect(change.getByRole('status')).toHaveText(t.sent)
    await change.screenshot({ path: path.join(SHOTS, `email-change-${lang}-390.png`) })

    const health = page.getByRole('region', { name: t.health })
    const needs = health.getByRole('group', { name: t.needs })
    await needs.getByRole('checkbox', { name: t.wheelchair }).check()
    await health.getByRole('checkbox', { name: t.consent }).check()
    await health.getByRole('button', { name: t.save }).click()
    await expect(health.getByRole('checkbox', { name: t.consent })).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('region', { name: t.health }).getByRole('group', { name: t.needs }).getByRole('checkbox', { name: t.wheelchair })).toBeChecked()
    await page.getByRole('region', { name: t.health }).screenshot({ path: path.join(SHOTS, `accessibility-needs-${lang}-390.png`) })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, 'no horizontal scroll at 390 px').toBeLessThanOrEqual(0)
    await context.close()
  })
}
