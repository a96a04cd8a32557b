import { describe, expect, it } from 'vitest'
import { client, createModerator, statusOf, superuser } from './support/pocketbase.ts'
import { quickUser } from './permissions-fixtures.ts'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'

const HEALTH = { CondicionMedica: 'Asma-wd41', ContactoEmergenciaNombre: 'Marta-wd41', ContactoEmergencia: '+56987654321' }

describe('withdrawing health data (userHealthInfoPaws delete)', () => {
  it('the owner deletes their health record: it is gone from the database and from their data export', async () => {
    const owner = await quickUser()
    const record = await owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, consentimientoVersion: NOTICE_VERSION, ...HEALTH })
    await owner.pb.collection('userHealthInfoPaws').delete(record.id)
    expect(await statusOf((await superuser()).collection('userHealthInfoPaws').getOne(record.id))).toBe(404)
    const exported = await owner.pb.send<{ health: unknown }>('/api/mi/my-data', {})
    expect(exported.health).toBeNull()
  })

  it('after deleting, the owner can enter health data again', async () => {
    const owner = await quickUser()
    const first = await owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, consentimientoVersion: NOTICE_VERSION, ...HEALTH })
    await owner.pb.collection('userHealthInfoPaws').delete(first.id)
    const again = await owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, consentimientoVersion: NOTICE_VERSION, CondicionMedica: 'Otra-wd41' })
    expect(again['CondicionMedica']).toBe('Otra-wd41')
  })

  it('another user, a moderator and a visitor cannot delete it (404) and the record stays', async () => {
    const owner = await quickUser()
    const other = await quickUser()
    const moderator = await createModerator()
    const visitor = client()
    const record = await owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, consentimientoVersion: NOTICE_VERSION, ...HEALTH })
    expect(await statusOf(other.pb.collection('userHealthInfoPaws').delete(record.id))).toBe(404)
    expect(await statusOf(moderator.pb.collection('userHealthInfoPaws').delete(record.id))).toBe(404)
    expect(await statusOf(visitor.collection('userHealthInfoPaws').delete(record.id))).toBe(404)
    expect((await owner.pb.collection('userHealthInfoPaws').getOne(record.id))['CondicionMedica']).toBe(HEALTH.CondicionMedica)
  })
})
