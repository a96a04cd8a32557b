import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { test, expect, type Page } from './support/fixtures.ts'
import { readableText } from '../../scripts/lib/smtp-sink.ts'
import { uniqueRut } from '../../scripts/lib/fixture-documents.ts'
import { addDays } from '../../scripts/lib/demo-editions.ts'
import { latestAdultBirthday } from '../../src/domain/edition.ts'
import { formatAgeCutoff } from '../../src/domain/event-dates.ts'
import { sellingEdition } from './support/backend.ts'

const SHOTS = path.join(import.meta.dirname, 'artifacts', 'screenshots')

/** The newest captured .eml sent to `address`, decoded (quoted-printable unfolded). */
async function newestMailTo(address: string, subjectPart: string): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (the stack sets it in global setup)')
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const mails = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => path.join(dir, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
      .map((file) => readFileSync(file, 'utf8'))
      .filter((raw) => new RegExp(`^To:.*${address.replace(/[.+]/g, '\\$&')}`, 'im').test(raw) && readableText(raw).length > 0)
      .map((raw) => ({ raw, text: readableText(raw) }))
      .filter(({ raw, text }) => raw.includes(subjectPart) || text.includes(subjectPart))
    if (mails[0]) return mails[0].text
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail to ${address} in ${dir}`)
}

/** A real square PNG, for the avatar upload. */
function squarePng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const rows = Buffer.alloc((size * 3 + 1) * size)
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1)
    rows[row] = 0
    for (let x = 0; x < size; x++) rows.set([120 + (x % 100), 40, 200 - (y % 100)], row + 1 + x * 3)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const badge = (page: Page) => page.getByTestId('task-badge')

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true })
    if (width === 390) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-top.png`) })
  }
}

test('register, verify from the mailed link, fill every profile section, log out and back in with the username', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const email = `e2e-${stamp}@example.com`
  const username = `fox_${stamp}`
  const password = 'Password123'
  await page.setViewportSize({ width: 1280, height: 800 })

  // Register (Spanish by default): the rules show while typing, submit only when both pass.
  await page.goto('/register')
  const submit = page.getByRole('button', { name: 'Crear cuenta' })
  await expect(submit).toBeDisabled()
  await page.getByLabel('Correo electrónico').fill(`E2E-${stamp}@Example.com`)
  await page.getByLabel('Contraseña').fill('short')
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres, incluyendo una letra y un número.')).toBeVisible()
  await page.getByLabel('Contraseña').fill(password)
  await submit.click()
  await expect(page.getByText('¡Cuenta creada! Te enviamos un correo para verificarla.')).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByText('No verificado')).toBeVisible()
  await expect(badge(page)).toHaveText('2')
  await expect(page.getByRole('heading', { name: 'Información legal' })).toHaveCount(0)
  await screenshots(page, 'profile-unverified-es-dark')
  await page.setViewportSize({ width: 1280, height: 800 })

  // Open the link of the captured mail: it verifies by itself after 1 s and goes home.
  const mail = await newestMailTo(email, 'mailverification')
  const link = /https?:\/\/\S+\/mailverification\?token=[\w.-]+/.exec(mail)?.[0]
  expect(link).toBeTruthy()
  await page.goto(link ?? '')
  await expect(page.getByText('¡Correo verificado!')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(badge(page)).toHaveText('1')

  await page.goto('/profile')
  await expect(page.getByText('Verificado', { exact: true })).toBeVisible()

  // Identity: a username (to log in with later) and a square avatar, previewed before saving.
  const identity = page.getByRole('region', { name: email })
  await identity.getByLabel('Nombre de usuario').fill(username)
  await identity.getByLabel(/Foto de perfil/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: squarePng(64) })
  await expect(identity.getByRole('img', { name: 'Vista previa de tu nueva foto' })).toBeVisible()
  await identity.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('¡Guardado!').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: username })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Tu foto de perfil' })).toBeVisible()

  // Basic information.
  const basic = page.getByRole('region', { name: 'Información básica' })
  await basic.getByLabel('Nombre para tu credencial').fill('Zorro Ñandú')
  await basic.getByLabel('Pronombres').selectOption('they/them')
  await basic.getByLabel('Especie de tu personaje').fill('Zorro')
  await basic.getByLabel('Talla de polera').selectOption('L')
  await basic.getByLabel('Tengo fursuit').check()
  await basic.getByRole('button', { name: 'Guardar' }).click()
  await expect(basic.getByRole('button', { name: 'Guardar' })).toBeEnabled()
  await expect(badge(page)).toHaveText('1')

  // Legal information: saving it clears the last task, then it is locked.
  const legal = page.getByRole('region', { name: 'Información legal' })
  await legal.getByLabel('Número de documento').fill(uniqueRut())
  await legal.getByLabel('Tipo de documento').selectOption('DNI')
  await legal.getByLabel('País del documento').selectOption('Chile')
  await legal.getByLabel('Nombre completo como aparece en el documento').fill('Ana María Pérez')
  // A day too young for the edition on sale: the rule names that edition's cut-off day.
  const edition = await sellingEdition()
  const [year, month, day] = addDays(latestAdultBirthday(edition), 1).split('-')
  await legal.getByLabel('Fecha de nacimiento').fill(`${day}-${month}-${year}`)
  await expect(legal.getByText(`Debes tener 18 años o más el ${formatAgeCutoff(edition, 'es-CL')}.`)).toBeVisible()
  await legal.getByLabel('Fecha de nacimiento').fill('14-03-1995')
  await legal.getByRole('button', { name: 'Guardar' }).click()
  await expect(legal.getByText('Tu información legal está guardada y bloqueada.')).toBeVisible()
  await expect(badge(page)).toHaveCount(0)
  await expect(legal.getByLabel('Número de documento')).toBeDisabled()
  await expect(legal.getByRole('button', { name: 'Guardar' })).toBeDisabled()

  // Health information: the phone keeps digits only behind a +.
  const health = page.getByRole('region', { name: 'Información de salud' })
  await health.getByLabel('Restricción alimentaria').fill('Vegetariana')
  await health.getByLabel('Nombre de tu contacto de emergencia').fill('Mamá')
  await health.getByLabel('Teléfono de tu contacto de emergencia').pressSequentially('(569) 8765-4321')
  await expect(health.getByLabel('Teléfono de tu contacto de emergencia')).toHaveValue('+56987654321')
  await health.getByRole('checkbox', { name: /Doy mi consentimiento explícito/ }).check()
  await health.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('¡Guardado!').first()).toBeVisible()

  // Tickets: the demo data has types on sale and this account holds none (display d).
  const tickets = page.getByRole('region', { name: 'Tus entradas' })
  await expect(tickets.getByRole('link', { name: 'Conseguir mi entrada' })).toHaveAttribute('href', '/buy')

  // Everything survives a reload.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Información básica' }).getByLabel('Nombre para tu credencial')).toHaveValue('Zorro Ñandú')
  await expect(page.getByRole('region', { name: 'Información de salud' }).getByLabel('Teléfono de tu contacto de emergencia')).toHaveValue('+56987654321')
  await expect(page.getByRole('region', { name: 'Información legal' }).getByLabel('Fecha de nacimiento')).toHaveValue('14-03-1995')
  // The save toasts close by themselves (1 s): the pictures wait for them to be gone.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0)
  await screenshots(page, 'profile-complete-es-dark')

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('button', { name: 'Cambiar a inglés' }).click()
  await page.getByRole('button', { name: /dark theme|tema oscuro/i }).click()
  await expect(page.getByText('Verified', { exact: true })).toBeVisible()
  await screenshots(page, 'profile-complete-en-light')
  await page.setViewportSize({ width: 1280, height: 800 })

  // Log out, then log back in with the username.
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('Username or e-mail').fill(username)
  await page.getByLabel('Password').fill('wrong-password1')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('Error, check your email and password')).toBeVisible()
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('Welcome back! You are logged in.')).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { name: username })).toBeVisible()
  await screenshots(page, 'login-back-en-light')

  // Only the wrong-password login may have logged a failed request.
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([])
})

test('password reset from the mailed link', async ({ page }) => {
  const email = `reset-${Date.now().toString(36)}@example.com`
  const created = await fetch(`${process.env.E2E_POCKETBASE_URL}/api/collections/users/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'OldPassword1', passwordConfirm: 'OldPassword1', name: '' }),
  })
  expect(created.status).toBe(200)

  await page.goto('/recover')
  await page.getByLabel('Correo electrónico').fill(email.toUpperCase())
  await page.getByRole('button', { name: 'Enviar enlace' }).click()
  await expect(page).toHaveURL(/\/$/)
  const mail = await newestMailTo(email, 'pswrdreset')
  const link = /https?:\/\/\S+\/pswrdreset\?token=[\w.-]+/.exec(mail)?.[0]
  await page.goto(link ?? '')
  await page.getByLabel('Nueva contraseña').fill('NewPassword2')
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()
  await expect(page.getByText('¡Contraseña actualizada! Ya puedes iniciar sesión.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/login')
  await page.getByLabel('Usuario o correo').fill(email)
  await page.getByLabel('Contraseña').fill('NewPassword2')
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
  await expect(page).toHaveURL(/\/profile$/)
})
