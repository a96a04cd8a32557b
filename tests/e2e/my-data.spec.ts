import { readFileSync } from 'node:fs'
import { test, expect } from './support/fixtures.ts'
import { authWithPassword, createUser, fillProfile, rest, superuserToken } from './support/backend.ts'
import { waitForMail } from './support/mail.ts'
import { storageStateFor, type Lang } from './support/session.ts'

const TEXT = {
  ESP: {
    title: 'Mis datos',
    download: 'Descargar mis datos (JSON)',
    health: 'Datos de salud',
    condition: 'Condición médica',
    account: 'Cuenta',
    email: 'Correo',
    password: 'Tu contraseña',
    understood: 'Entiendo que esto no se puede deshacer.',
    del: 'Eliminar mi cuenta',
    done: 'Tu cuenta fue eliminada. Te enviamos un correo de confirmación.',
  },
  ENG: {
    title: 'My data',
    download: 'Download my data (JSON)',
    health: 'Health data',
    condition: 'Medical condition',
    account: 'Account',
    email: 'E-mail',
    password: 'Your password',
    understood: 'I understand this cannot be undone.',
    del: 'Delete my account',
    done: 'Your account was deleted. We sent you a confirmation e-mail.',
  },
} as const

for (const lang of ['ESP', 'ENG'] as Lang[]) {
  const t = TEXT[lang]
  test(`my data (${lang}): download everything as JSON in my language, then delete my account`, async ({ browser }) => {
    const account = await createUser({ verified: true, legal: true, prefix: `mydata-${lang.toLowerCase()}` })
    await fillProfile(account.id)
    const auth = await authWithPassword('users', account.email, account.password)
    const context = await browser.newContext({ storageState: storageStateFor(lang, 'dark', auth), acceptDownloads: true })
    const page = await context.newPage()
    await page.goto('/profile')
    await expect(page.getByRole('heading', { name: t.title, exact: true })).toBeVisible()

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.download }).click()])
    expect(download.suggestedFilename()).toMatch(/^monster-invasion-(mis-datos|my-data)-\d{4}-\d{2}-\d{2}\.json$/)
    const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as Record<string, Record<string, unknown>>
    expect(file[t.account]?.[t.email]).toBe(account.email)
    expect(file[t.health]?.[t.condition]).toBe('Asma leve')

    await page.getByLabel(t.password).fill(account.password)
    await page.getByLabel(t.understood).check()
    await page.getByRole('button', { name: t.del }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText(t.done)).toBeVisible()
    const mail = await waitForMail(account.email, (m) => m.subject.includes('Your account was deleted'))
    expect(mail.text).toContain('Eliminamos tu cuenta')
    expect(mail.text).toContain('We deleted your Monster Invasion account')
    // The account is gone: the password no longer opens anything, and no record of it is left.
    await expect(authWithPassword('users', account.email, account.password)).rejects.toThrow(/400/)
    const admin = await superuserToken()
    const left = await rest<{ totalItems: number }>(admin, 'GET', `/api/collections/userLegalInfoPaws/records?filter=${encodeURIComponent(`user = "${account.id}"`)}`)
    expect(left.totalItems).toBe(0)
    await context.close()
  })
}
