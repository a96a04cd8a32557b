import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rotateHealthKey } from '../../scripts/lib/health-rotate.ts'
import { errorOf, statusOf, superuser } from './support/pocketbase.ts'
import { quickUser } from './permissions-fixtures.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'

const KEY_A = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const KEY_B = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'
const HEALTH = {
  CondicionMedica: 'Epilepsia fotosensible-zq81',
  RestriccionAlimentaria: 'Alergia al maní-zq81',
  ContactoEmergenciaNombre: 'Marta Rojas-zq81',
  ContactoEmergencia: '+56987654321',
  OtraCondicion: 'Usa audífono-zq81',
}
const FIELDS = Object.keys(HEALTH) as (keyof typeof HEALTH)[]
const pick = (record: Record<string, unknown>) => Object.fromEntries(FIELDS.map((f) => [f, record[f]]))

describe('health fields on the shared server', () => {
  it('the owner reads back what they saved, a superuser reads only ciphertext', async () => {
    const owner = await quickUser()
    const created = await owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, consentimientoVersion: NOTICE_VERSION, ...HEALTH })
    expect(pick(created)).toEqual(HEALTH)
    expect(pick(await owner.pb.collection('userHealthInfoPaws').getOne(created.id))).toEqual(HEALTH)
    const raw = await (await superuser()).collection('userHealthInfoPaws').getOne(created.id)
    for (const field of FIELDS) {
      expect(raw[field]).toMatch(/^enc1:[A-Za-z0-9+/]+=*$/)
      expect(raw[field]).not.toContain(HEALTH[field])
    }
  })

  it('an owner’s update of one field keeps the others readable', async () => {
    const owner = await quickUser()
    const created = await owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, consentimientoVersion: NOTICE_VERSION, ...HEALTH })
    const updated = await owner.pb.collection('userHealthInfoPaws').update(created.id, { OtraCondicion: 'Ninguna' })
    expect(pick(updated)).toEqual({ ...HEALTH, OtraCondicion: 'Ninguna' })
  })

  it('the plaintext limits still hold: 501 characters or a malformed phone get a field error and nothing is saved', async () => {
    const owner = await quickUser()
    const long = await errorOf(owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, consentimientoVersion: NOTICE_VERSION, CondicionMedica: 'á'.repeat(501) }))
    expect(long.response['data']).toHaveProperty('CondicionMedica.code', 'validation_max_text_constraint')
    const phone = await errorOf(owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, consentimientoVersion: NOTICE_VERSION, ContactoEmergencia: '569 1234' }))
    expect(phone.response['data']).toHaveProperty('ContactoEmergencia.code', 'validation_invalid_format')
    expect((await owner.pb.collection('userHealthInfoPaws').getList()).totalItems).toBe(0)
    const ok = await owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, consentimientoVersion: NOTICE_VERSION, CondicionMedica: 'á'.repeat(500) })
    expect(ok['CondicionMedica']).toBe('á'.repeat(500))
  })

  it('key rotation is superuser only', async () => {
    const user = await quickUser()
    expect(await statusOf(user.pb.send('/api/mi/health/rotate-key', { method: 'POST' }))).toBeGreaterThanOrEqual(401)
  })
})

describe('health data at rest, with the database file in hand', () => {
  const own = new OwnPocketBase()
  let recordId = ''
  let owner: Awaited<ReturnType<OwnPocketBase['user']>>

  beforeAll(async () => {
    await own.start({ PB_HEALTH_KEY: KEY_A })
    owner = await own.user()
    recordId = (await owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, consentimientoVersion: NOTICE_VERSION, ...HEALTH })).id
    // A backup too: it must hold ciphertext as well.
    await (await own.superuser()).backups.create('health-test.zip')
  }, 60_000)
  afterAll(() => own.remove())

  it('no file of the data dir (database, WAL, backups unpacked) contains any health plaintext', async () => {
    await own.stop()
    const backups = path.join(own.dataDir, 'backups')
    execFileSync('unzip', ['-q', '-o', path.join(backups, 'health-test.zip'), '-d', path.join(backups, 'unpacked')])
    // The scan does find what is stored in clear (the e-mail), in the database and in the backup.
    expect(own.filesContaining(owner.email).length).toBeGreaterThanOrEqual(2)
    for (const value of Object.values(HEALTH)) expect(own.filesContaining(value), value).toEqual([])
    const stored = execFileSync('sqlite3', [path.join(own.dataDir, 'data.db'), `SELECT CondicionMedica || ContactoEmergencia FROM userHealthInfoPaws WHERE id = '${recordId}'`]).toString()
    expect(stored).toMatch(/^enc1:/)
    expect(stored).not.toContain('Epilepsia')
    await own.start({ PB_HEALTH_KEY: KEY_A })
  }, 60_000)

  it('with a wrong key the owner gets 503, never other text, and an update is refused without overwriting', async () => {
    const before = execFileSync('sqlite3', [path.join(own.dataDir, 'data.db'), `SELECT CondicionMedica FROM userHealthInfoPaws WHERE id = '${recordId}'`]).toString()
    await own.start({ PB_HEALTH_KEY: KEY_B })
    const pb = own.as(owner.pb.authStore.token)
    expect(await statusOf(pb.collection('userHealthInfoPaws').getOne(recordId))).toBe(503)
    expect(await statusOf(pb.collection('userHealthInfoPaws').getList())).toBe(503)
    expect(await statusOf(pb.collection('userHealthInfoPaws').update(recordId, { OtraCondicion: 'sobrescrito' }))).toBe(503)
    await own.stop()
    const after = execFileSync('sqlite3', [path.join(own.dataDir, 'data.db'), `SELECT CondicionMedica FROM userHealthInfoPaws WHERE id = '${recordId}'`]).toString()
    expect(after).toBe(before)
    await own.start({ PB_HEALTH_KEY: KEY_A })
    expect(pick(await own.as(owner.pb.authStore.token).collection('userHealthInfoPaws').getOne(recordId))).toEqual(HEALTH)
  }, 60_000)

  it('rotation re-encrypts every row under the new key, after which the old key is no longer needed', async () => {
    const second = await own.user()
    expect(second.pb.baseURL).toBe(own.client().baseURL)
    await second.pb.collection('userHealthInfoPaws').create({ user: second.id, consentimientoVersion: NOTICE_VERSION, CondicionMedica: 'Asma' })
    await own.start({ PB_HEALTH_KEY: KEY_B, PB_HEALTH_KEY_PREVIOUS: KEY_A })
    const admin = await own.superuser()
    expect(await rotateHealthKey(admin)).toEqual({ records: 2, reencrypted: 2 })
    expect(await rotateHealthKey(admin)).toEqual({ records: 2, reencrypted: 0 })
    await own.start({ PB_HEALTH_KEY: KEY_B })
    const pb = own.as(owner.pb.authStore.token)
    expect(pick(await pb.collection('userHealthInfoPaws').getOne(recordId))).toEqual(HEALTH)
    await own.start({ PB_HEALTH_KEY: KEY_A })
    expect(await statusOf(own.as(owner.pb.authStore.token).collection('userHealthInfoPaws').getOne(recordId))).toBe(503)
  }, 60_000)
})
