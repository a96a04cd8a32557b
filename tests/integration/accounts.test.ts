import { deflateSync, crc32 } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import { client, createUser, errorOf, startMailbox, statusOf, superuser, uniqueEmail } from './support/pocketbase.ts'
import { uniquePassport, uniqueRut } from '../../scripts/lib/fixture-documents.ts'
import { UNSET_USERNAME_PATTERN } from '../../src/domain/account.ts'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'
import type { RecordModel } from 'pocketbase'
import { addDays } from '../../scripts/lib/demo-editions.ts'
import { todayInChile } from '../../src/domain/chile-time.ts'
import { latestAdultBirthday, type Edition } from '../../src/domain/edition.ts'
import { seededCurrentEdition } from '../support/current-edition.ts'

const APP_URL = 'http://localhost:5173'

/** A real, decodable PNG of the given size (one grey byte per pixel). */
function png(width: number, height: number): Blob {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80)
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
  return new Blob([bytes], { type: 'image/png' })
}

const tokenFrom = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? ''

describe('accounts with real mails', () => {
  let mailbox: SmtpSink
  beforeAll(async () => {
    mailbox = await startMailbox()
  })
  afterAll(() => mailbox.stop())

  it('e-mail change: the mail is bilingual and links to the site’s /emailchange page; its token and the current password move the account', async () => {
    const user = await createUser()
    const newEmail = uniqueEmail('changed')
    await user.pb.collection('users').requestEmailChange(newEmail)
    const mail = await mailbox.waitFor((m) => m.to.includes(newEmail))
    expect(mail.subject).toContain('Confirma tu nuevo correo')
    expect(mail.subject).toContain('Confirm your new e-mail')
    expect(mail.text).toContain('Confirmar mi nuevo correo')
    expect(mail.text).toContain('Confirm my new e-mail')
    const link = mail.links.find((l) => l.startsWith(`${APP_URL}/emailchange?token=`))
    expect(link, mail.links.join(' ')).toBeDefined()
    expect(mail.links.some((l) => l.includes('/_/'))).toBe(false)
    await client().collection('users').confirmEmailChange(tokenFrom(link), user.password)
    await expect(client().collection('users').authWithPassword(newEmail, user.password)).resolves.toMatchObject({ record: { id: user.id } })
  })

  it('the new-location alert reads in both languages', async () => {
    const users = await (await superuser()).collections.getOne('users')
    const alert = (users as unknown as { authAlert: { emailTemplate: { subject: string; body: string } } }).authAlert.emailTemplate
    expect(alert.subject).toContain('Inicio de sesión desde un lugar nuevo')
    expect(alert.subject).toContain('Login from a new location')
    expect(alert.body).toContain('{ALERT_INFO}')
    expect(alert.body).toContain('Si no fuiste tú')
  })

  it('register → verification mail → the token from its link verifies the account', async () => {
    const email = uniqueEmail('register')
    const password = 'Password123'
    const pb = client()
    // What the register page sends: password twice, an empty name, then login and the mail request.
    const created = await pb.collection('users').create({ email, password, passwordConfirm: password, name: '' })
    expect(created.verified).toBe(false)
    expect(created.username).toMatch(new RegExp(`^${UNSET_USERNAME_PATTERN}$`))
    await pb.collection('users').authWithPassword(email, password)
    await pb.collection('users').requestVerification(email)

    const mail = await mailbox.waitFor((m) => m.to.includes(email) && m.subject.includes('Confirm'))
    expect(mail.subject).toContain('Confirma tu correo')
    expect(mail.subject).toContain('Confirm your e-mail')
    expect(mail.text).toContain('Confirmar mi correo')
    expect(mail.text).toContain('Confirm my e-mail')
    const link = mail.links.find((l) => l.startsWith(`${APP_URL}/mailverification?token=`))
    expect(link).toBeDefined()

    await client().collection('users').confirmVerification(tokenFrom(link))
    await pb.collection('users').authRefresh()
    expect(pb.authStore.record?.verified).toBe(true)
    expect((await (await superuser()).collection('users').getOne(created.id)).verified).toBe(true)
  })

  it('a verified account can create its legal record; an unverified one cannot', async () => {
    const unverified = await createUser({ verified: false })
    const data = { numDocumento: uniqueRut(), tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: 'Ana Pérez', bdate: '1990-01-01 00:00:00.000Z' }
    expect(await statusOf(unverified.pb.collection('userLegalInfoPaws').create({ ...data, user: unverified.id }))).toBeGreaterThanOrEqual(400)
    expect(await statusOf(unverified.pb.collection('userHealthInfoPaws').create({ user: unverified.id, consentimientoVersion: NOTICE_VERSION }))).toBeGreaterThanOrEqual(400)
    // Basic information is open to unverified accounts (SPEC §6).
    expect(await statusOf(unverified.pb.collection('userPersonalInfoPaws').create({ user: unverified.id, Badge: 'Foxy' }))).toBe(0)
  })

  it('password reset through the mailed link, then login with the new password only', async () => {
    const account = await createUser()
    await client().collection('users').requestPasswordReset(account.email)
    const mail = await mailbox.waitFor((m) => m.to.includes(account.email) && m.subject.includes('Reset your password'))
    expect(mail.text).toContain('Choose a new password')
    expect(mail.text).toContain('Crear una nueva contraseña')
    const link = mail.links.find((l) => l.startsWith(`${APP_URL}/pswrdreset?token=`))
    await client().collection('users').confirmPasswordReset(tokenFrom(link), 'BrandNew456', 'BrandNew456')

    expect(await statusOf(client().collection('users').authWithPassword(account.email, account.password))).toBe(400)
    const auth = await client().collection('users').authWithPassword(account.email, 'BrandNew456')
    expect(auth.record.id).toBe(account.id)
  })

  it('recover answers the same for an unknown e-mail and sends nothing (no account enumeration)', async () => {
    const before = mailbox.messages.length
    const unknown = uniqueEmail('nobody')
    expect(await statusOf(client().collection('users').requestPasswordReset(unknown))).toBe(0)
    // A reset asked afterwards for a real account is the marker: once its mail is in, the unknown one had its turn.
    const known = await createUser()
    await client().collection('users').requestPasswordReset(known.email)
    await mailbox.waitFor((m) => m.to.includes(known.email) && m.subject.includes('Reset your password'))
    expect(mailbox.messages.slice(before).some((m) => m.to.includes(unknown))).toBe(false)
  })

  it('every new account gets its own placeholder username, on sign-up and on a superuser create alike', async () => {
    const admin = await superuser()
    const password = 'Password123'
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? client() : admin).collection('users').create({ email: uniqueEmail('placeholder'), password, passwordConfirm: password }),
      ),
    )
    const usernames = created.map((record) => String(record.username))
    for (const username of usernames) expect(username).toMatch(new RegExp(`^${UNSET_USERNAME_PATTERN}$`))
    expect(new Set(usernames).size).toBe(usernames.length)
  })

  it('logs in by username as well as by e-mail', async () => {
    const account = await createUser({ username: `fox_${Date.now().toString(36)}` })
    const record = await account.pb.collection('users').getOne(account.id)
    const byName = await client().collection('users').authWithPassword(String(record.username), account.password)
    expect(byName.record.id).toBe(account.id)
  })
})

describe('hand-crafted requests that bypass the UI are rejected', () => {
  it('a 21-character badge and a 17-character species', async () => {
    const account = await createUser()
    const personal = account.pb.collection('userPersonalInfoPaws')
    const err = await errorOf(personal.create({ user: account.id, Badge: 'a'.repeat(21) }))
    expect(err.status).toBe(400)
    expect(err.response.data).toHaveProperty('Badge')
    expect((await errorOf(personal.create({ user: account.id, EspecieFur: 'b'.repeat(17) }))).response.data).toHaveProperty('EspecieFur')
    expect((await errorOf(personal.create({ user: account.id, Badge: 'Foxy<script>' }))).response.data).toHaveProperty('Badge')
    const ok = await personal.create({ user: account.id, Badge: 'Ñandú Azul 2025 ok', EspecieFur: 'Dragón', Polera: 'XL', Fursuit: true })
    expect(ok.Badge).toBe('Ñandú Azul 2025 ok')
    expect(await statusOf(personal.update(ok.id, { Badge: 'a'.repeat(21) }))).toBe(400)
  })

  it('a non-square avatar, a GIF and a file over 2,242,880 bytes; a square PNG is accepted', async () => {
    const account = await createUser()
    const users = account.pb.collection('users')
    const upload = (file: Blob, name: string) => {
      const form = new FormData()
      form.append('avatar', file, name)
      return users.update(account.id, form)
    }
    const notSquare = await errorOf(upload(png(40, 20), 'wide.png'))
    expect(notSquare.status).toBe(400)
    expect(notSquare.response.data).toMatchObject({ avatar: { code: 'validation_not_square' } })

    const gif = new Blob([Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64')], { type: 'image/gif' })
    expect((await errorOf(upload(gif, 'a.gif'))).response.data).toHaveProperty('avatar')

    const big = new Uint8Array(2_242_881)
    big.set(await png(32, 32).bytes())
    expect(await statusOf(upload(new Blob([big], { type: 'image/png' }), 'big.png'))).toBe(400)

    const saved = await upload(png(32, 32), 'square.png')
    expect(saved.avatar).toMatch(/^square_\w+\.png$/)
  })

  it('a birthday that makes the person 17 on the current edition’s age cut-off day is refused; 18 that day is accepted', async () => {
    const editions = await (await superuser()).collection('Ediciones').getFullList<RecordModel & Edition>({ sort: 'inicio' })
    const latest = latestAdultBirthday(seededCurrentEdition(editions, todayInChile(new Date())))
    const account = await createUser()
    const legal = account.pb.collection('userLegalInfoPaws')
    const base = { user: account.id, numDocumento: uniquePassport(), tipoDocumento: 'PASSPORT', paisDocumento: 'Chile', nombreEnDocumento: 'José Müller' }
    const err = await errorOf(legal.create({ ...base, bdate: `${addDays(latest, 1)} 00:00:00.000Z` }))
    expect(err.status).toBe(400)
    expect(err.response.data).toHaveProperty('bdate')
    const ok = await legal.create({ ...base, bdate: `${latest} 00:00:00.000Z` })
    expect(ok.bdate).toBe(`${latest} 00:00:00.000Z`)
  })

  it('editing a locked legal field, field by field', async () => {
    const account = await createUser()
    const legal = account.pb.collection('userLegalInfoPaws')
    const numDocumento = uniqueRut()
    const record = await legal.create({
      user: account.id,
      numDocumento,
      tipoDocumento: 'DNI',
      paisDocumento: 'Chile',
      nombreEnDocumento: 'Ana Pérez',
      bdate: '1990-01-01 00:00:00.000Z',
    })
    for (const [field, value] of [
      ['numDocumento', uniqueRut()],
      ['tipoDocumento', 'PASSPORT'],
      ['paisDocumento', 'Peru'],
      ['nombreEnDocumento', 'Otra Persona'],
      ['bdate', '1980-01-01 00:00:00.000Z'],
    ] as const) {
      const err = await errorOf(legal.update(record.id, { [field]: value }))
      expect(err.status).toBe(400)
      expect(err.response.data).toMatchObject({ [field]: { code: 'validation_locked' } })
    }
    expect(await legal.getOne(record.id)).toMatchObject({ numDocumento, tipoDocumento: 'DNI', bdate: '1990-01-01 00:00:00.000Z' })
  })

  it("writing or reading another user's records", async () => {
    const owner = await createUser()
    const intruder = await createUser()
    const personal = await owner.pb.collection('userPersonalInfoPaws').create({ user: owner.id, Badge: 'Owner' })
    const health = await owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, consentimientoVersion: NOTICE_VERSION, CondicionMedica: 'Asma' })

    expect(await statusOf(intruder.pb.collection('userPersonalInfoPaws').update(personal.id, { Badge: 'Hacked' }))).toBe(404)
    expect(await statusOf(intruder.pb.collection('userHealthInfoPaws').getOne(health.id))).toBe(404)
    expect((await intruder.pb.collection('userHealthInfoPaws').getList()).items).toEqual([])
    expect(await statusOf(intruder.pb.collection('userLegalInfoPaws').create({
      user: owner.id, numDocumento: uniqueRut(), tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: 'Fake Name', bdate: '1990-01-01 00:00:00.000Z',
    }))).toBeGreaterThanOrEqual(400)
    expect(await statusOf(intruder.pb.collection('users').update(owner.id, { username: 'stolen_name' }))).toBe(404)
    // Moving one's own record onto someone else is refused too.
    const mine = await intruder.pb.collection('userPersonalInfoPaws').create({ user: intruder.id, Badge: 'Mine' })
    expect(await statusOf(intruder.pb.collection('userPersonalInfoPaws').update(mine.id, { user: owner.id }))).toBeGreaterThanOrEqual(400)
    expect((await owner.pb.collection('userPersonalInfoPaws').getOne(personal.id)).Badge).toBe('Owner')
  })

  it('an emergency phone that is not "+" and digits, and a second record of the same kind', async () => {
    const account = await createUser()
    const health = account.pb.collection('userHealthInfoPaws')
    expect((await errorOf(health.create({ user: account.id, consentimientoVersion: NOTICE_VERSION, ContactoEmergencia: '569 1234 5678' }))).response.data).toHaveProperty('ContactoEmergencia')
    expect(await statusOf(health.create({ user: account.id, consentimientoVersion: NOTICE_VERSION, ContactoEmergencia: '+1234567890123456' }))).toBe(400)
    await health.create({ user: account.id, consentimientoVersion: NOTICE_VERSION, ContactoEmergencia: '+56912345678' })
    expect(await statusOf(health.create({ user: account.id, consentimientoVersion: NOTICE_VERSION, ContactoEmergencia: '+56900000000' }))).toBe(400)
  })
})
