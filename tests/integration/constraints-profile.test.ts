import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { addDays } from '../../scripts/lib/demo-editions.ts'
import { todayInChile } from '../../src/domain/chile-time.ts'
import { latestAdultBirthday, type Edition } from '../../src/domain/edition.ts'
import { beforeAll, describe, expect, it } from 'vitest'
import { gif, imageForm, jpeg, png } from './constraints-images.ts'
import { rejectedOn } from './constraints-support.ts'
import { admin, legalData, quickUser } from './permissions-fixtures.ts'
import type { TestAccount } from './support/pocketbase.ts'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'
import { seededCurrentEdition } from '../support/current-edition.ts'

let pb: PocketBase
beforeAll(async () => {
  pb = await admin()
})

const personal = (user: TestAccount, data: Record<string, unknown>) =>
  user.pb.collection('userPersonalInfoPaws').create({ user: user.id, ...data })
const health = (user: TestAccount, data: Record<string, unknown>) =>
  user.pb.collection('userHealthInfoPaws').create({ user: user.id, consentimientoVersion: NOTICE_VERSION, ...data })
const legal = (user: TestAccount, data: Record<string, unknown>) =>
  user.pb.collection('userLegalInfoPaws').create({ ...legalData(user.id), ...data })

describe('userPersonalInfoPaws', () => {
  it.each([
    ['20 characters with accents and digits', 'Ñandú Águila Feroz 9'],
    ['an empty badge', ''],
  ])('accepts a Badge of %s', async (_label, Badge) => {
    const user = await quickUser()
    expect((await personal(user, { Badge }))['Badge']).toBe(Badge)
  })

  it.each([
    ['21 characters', 'Ñandú Águila Feroz 9x'],
    ['an emoji', 'Lobo 🐺'],
    ['punctuation', 'Lobo!'],
    ['markup', '<b>Lobo</b>'],
  ])('rejects a Badge of %s with a Badge field error', async (_label, Badge) => {
    await rejectedOn('Badge', personal(await quickUser(), { Badge }))
  })

  it('accepts a 16-character EspecieFur and rejects 17 or an emoji', async () => {
    const user = await quickUser()
    expect((await personal(user, { EspecieFur: 'Dragón de Komodo' }))['EspecieFur']).toBe('Dragón de Komodo')
    await rejectedOn('EspecieFur', personal(await quickUser(), { EspecieFur: 'Dragón de Komodos' }))
    await rejectedOn('EspecieFur', personal(await quickUser(), { EspecieFur: 'Gato 😺' }))
  })

  it.each(['he/him', 'she/her', 'they/them', 'NonBinary', 'xe/xem', 'él/elle'])('accepts Pronombres %s', async (Pronombres) => {
    expect((await personal(await quickUser(), { Pronombres }))['Pronombres']).toBe(Pronombres)
  })

  it.each(['<script>', 'he/him 🙂', 'a'.repeat(31)])('rejects Pronombres %s', async (Pronombres) => {
    await rejectedOn('Pronombres', personal(await quickUser(), { Pronombres }))
  })

  it.each(['S', 'M', 'L', 'XL', 'XXL'])('accepts Polera %s', async (Polera) => {
    expect((await personal(await quickUser(), { Polera }))['Polera']).toBe(Polera)
  })

  it.each(['XS', 'XXXL', 'm'])('rejects Polera %s', async (Polera) => {
    await rejectedOn('Polera', personal(await quickUser(), { Polera }))
  })

  it('rejects a second record for the same user', async () => {
    const user = await quickUser()
    await personal(user, { Badge: 'Uno' })
    expect(await rejectedOn('user', personal(user, { Badge: 'Dos' }))).toBe('validation_not_unique')
    expect((await pb.collection('userPersonalInfoPaws').getList(1, 5, { filter: `user = "${user.id}"` })).totalItems).toBe(1)
  })
})

describe('userLegalInfoPaws', () => {
  // The cut-off day is the current edition's (the one on sale today on the shared server).
  const latestBirthday = async () =>
    latestAdultBirthday(seededCurrentEdition(await (await admin()).collection('Ediciones').getFullList<RecordModel & Edition>({ sort: 'inicio' }), todayInChile(new Date())))

  it('accepts a birthday that makes the person 18 on the cut-off day', async () => {
    const latest = await latestBirthday()
    const record = await legal(await quickUser(), { bdate: `${latest} 00:00:00.000Z` })
    expect(record['bdate']).toBe(`${latest} 00:00:00.000Z`)
  })

  it('rejects a birthday a day later (17 on the cut-off day)', async () => {
    await rejectedOn('bdate', legal(await quickUser(), { bdate: `${addDays(await latestBirthday(), 1)} 00:00:00.000Z` }))
  })

  it('rejects a missing birthday', async () => {
    await rejectedOn('bdate', legal(await quickUser(), { bdate: '' }))
  })

  it.each(['DNI', 'PASSPORT'])('accepts tipoDocumento %s', async (tipoDocumento) => {
    expect((await legal(await quickUser(), { tipoDocumento }))['tipoDocumento']).toBe(tipoDocumento)
  })

  it.each(['RUT', 'dni', ''])('rejects tipoDocumento "%s"', async (tipoDocumento) => {
    await rejectedOn('tipoDocumento', legal(await quickUser(), { tipoDocumento }))
  })

  it.each(['Chile', 'España', 'Trinidad y Tobago', 'United States of America', "Côte d'Ivoire"])(
    'accepts paisDocumento %s (the SPEC list, or free text after Other)',
    async (paisDocumento) => {
      expect((await legal(await quickUser(), { paisDocumento }))['paisDocumento']).toBe(paisDocumento)
    },
  )

  it.each(['<img>', '12345', 'Chile 🇨🇱'])('rejects paisDocumento %s', async (paisDocumento) => {
    await rejectedOn('paisDocumento', legal(await quickUser(), { paisDocumento }))
  })

  it.each([
    ['numDocumento', ''],
    ['numDocumento', '12 34'],
    ['nombreEnDocumento', ''],
    ['nombreEnDocumento', '<script>'],
  ])('rejects %s "%s"', async (field, value) => {
    await rejectedOn(field, legal(await quickUser(), { [field]: value }))
  })

  it('rejects a second record for the same user', async () => {
    const user = await quickUser()
    await legal(user, {})
    expect(await rejectedOn('user', legal(user, {}))).toBe('validation_not_unique')
  })

  it.each([
    ['numDocumento', '99999999-9'],
    ['tipoDocumento', 'PASSPORT'],
    ['paisDocumento', 'Peru'],
    ['nombreEnDocumento', 'Otra Persona'],
    ['bdate', '1990-01-01 00:00:00.000Z'],
  ])('locks %s once saved: the owner\'s edit gets a field error and nothing changes', async (field, value) => {
    const user = await quickUser()
    const record = await legal(user, {})
    expect(await rejectedOn(field, user.pb.collection('userLegalInfoPaws').update(record.id, { [field]: value }))).toBe(
      'validation_locked',
    )
    expect(await pb.collection('userLegalInfoPaws').getOne(record.id)).toEqual({ ...record, documentHash: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown })
  })

  it('lets the owner re-send the saved values unchanged (the form saves by id)', async () => {
    const user = await quickUser()
    const record = await legal(user, {})
    const { numDocumento, tipoDocumento, paisDocumento, nombreEnDocumento, bdate } = record
    const saved = { numDocumento, tipoDocumento, paisDocumento, nombreEnDocumento, bdate }
    await expect(user.pb.collection('userLegalInfoPaws').update(record.id, saved)).resolves.toMatchObject(saved)
  })

  it('lets a superuser (the audited updateuserlegal function) correct a locked field', async () => {
    const record = await legal(await quickUser(), {})
    await pb.collection('userLegalInfoPaws').update(record.id, { nombreEnDocumento: 'Ana María Pérez' })
    expect((await pb.collection('userLegalInfoPaws').getOne(record.id))['nombreEnDocumento']).toBe('Ana María Pérez')
  })
})

describe('userHealthInfoPaws', () => {
  it.each(['+56912345678', '+123456789012345', ''])('accepts ContactoEmergencia "%s"', async (ContactoEmergencia) => {
    expect((await health(await quickUser(), { ContactoEmergencia }))['ContactoEmergencia']).toBe(ContactoEmergencia)
  })

  it.each([
    ['without the +', '56912345678'],
    ['with spaces', '+56 9 1234 5678'],
    ['longer than 16 characters', '+1234567890123456'],
    ['with letters', '+5691234abcd'],
    ['only a +', '+'],
  ])('rejects ContactoEmergencia %s', async (_label, ContactoEmergencia) => {
    await rejectedOn('ContactoEmergencia', health(await quickUser(), { ContactoEmergencia }))
  })

  it('rejects a second record for the same user', async () => {
    const user = await quickUser()
    await health(user, {})
    expect(await rejectedOn('user', health(user, {}))).toBe('validation_not_unique')
  })
})

describe('users.avatar', () => {
  const upload = async (bytes: Buffer, name: string, type: string) => {
    const user = await quickUser()
    const call = user.pb.collection('users').update(user.id, imageForm('avatar', bytes, name, type))
    return { user, call }
  }

  it('accepts a square PNG', async () => {
    const { call } = await upload(png(64, 64), 'a.png', 'image/png')
    expect((await call)['avatar']).toMatch(/\.png$/)
  })

  it('accepts a square JPEG', async () => {
    const { call } = await upload(jpeg(200, 200), 'a.jpg', 'image/jpeg')
    expect((await call)['avatar']).toMatch(/\.jpg$/)
  })

  it('accepts a square PNG of exactly 2,242,880 bytes', async () => {
    const { call } = await upload(png(32, 32, 2_242_880), 'big.png', 'image/png')
    expect((await call)['avatar']).toMatch(/\.png$/)
  })

  it('rejects a square PNG of 2,242,881 bytes', async () => {
    const { user, call } = await upload(png(32, 32, 2_242_881), 'big.png', 'image/png')
    expect(await rejectedOn('avatar', call)).toBe('validation_file_size_limit')
    expect((await pb.collection('users').getOne(user.id))['avatar']).toBe('')
  })

  it('rejects a GIF, whatever it is called', async () => {
    const { call } = await upload(gif(), 'a.png', 'image/png')
    expect(await rejectedOn('avatar', call)).toBe('validation_invalid_mime_type')
  })

  it('rejects a 300×200 PNG as not square', async () => {
    const { user, call } = await upload(png(300, 200), 'wide.png', 'image/png')
    expect(await rejectedOn('avatar', call)).toBe('validation_not_square')
    expect((await pb.collection('users').getOne(user.id))['avatar']).toBe('')
  })

  it('rejects a 200×300 JPEG as not square', async () => {
    const { call } = await upload(jpeg(200, 300), 'tall.jpg', 'image/jpeg')
    expect(await rejectedOn('avatar', call)).toBe('validation_not_square')
  })

  it('checks the square rule at sign-up too', async () => {
    const form = imageForm('avatar', png(300, 200), 'wide.png', 'image/png')
    form.append('email', `wide-${Date.now()}@tests.local`)
    form.append('password', 'Password123')
    form.append('passwordConfirm', 'Password123')
    expect(await rejectedOn('avatar', (await quickUser()).pb.collection('users').create(form))).toBe('validation_not_square')
  })
})
