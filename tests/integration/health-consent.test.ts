import { describe, expect, it } from 'vitest'
import { errorOf, statusOf, superuser } from './support/pocketbase.ts'
import { quickUser } from './permissions-fixtures.ts'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'
import { HEALTH_CONSENT_REQUIRED } from '../../src/domain/health-consent.ts'

const HEALTH = { CondicionMedica: 'Asma-hc77', ContactoEmergenciaNombre: 'Marta-hc77', ContactoEmergencia: '+56987654321' }
const countFor = async (userId: string) => {
  const admin = await superuser()
  return (await admin.collection('userHealthInfoPaws').getList(1, 1, { filter: admin.filter('user = {:u}', { u: userId }) })).totalItems
}

describe('consent to health data (userHealthInfoPaws)', () => {
  it('a health record without consent, or with another notice version, is refused and nothing is saved', async () => {
    const owner = await quickUser()
    const without = await errorOf(owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, ...HEALTH }))
    expect(without.status).toBe(400)
    expect(without.response['data']).toHaveProperty('consentimientoVersion.code', HEALTH_CONSENT_REQUIRED)
    const stale = await errorOf(owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, consentimientoVersion: '2020-01-01', ...HEALTH }))
    expect(stale.response['data']).toHaveProperty('consentimientoVersion.code', HEALTH_CONSENT_REQUIRED)
    expect(await countFor(owner.id)).toBe(0)
  })

  it('with consent the record keeps the notice version and the server’s time, whatever time the client sent', async () => {
    const owner = await quickUser()
    const before = Date.now()
    const created = await owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, consentimientoVersion: NOTICE_VERSION, consentimientoEn: '2000-01-01 00:00:00.000Z', ...HEALTH })
    expect(created['consentimientoVersion']).toBe(NOTICE_VERSION)
    const at = Date.parse(String(created['consentimientoEn']).replace(' ', 'T'))
    expect(at).toBeGreaterThanOrEqual(before - 5_000)
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000)
    const updated = await owner.pb.collection('userHealthInfoPaws').update(created.id, { OtraCondicion: 'Ninguna', consentimientoEn: '2000-01-01 00:00:00.000Z' })
    expect(updated['consentimientoEn']).toBe(created['consentimientoEn'])
    const exported = await owner.pb.send<{ health: Record<string, unknown> }>('/api/mi/my-data', {})
    expect(exported.health).toMatchObject({ consentimientoVersion: NOTICE_VERSION, consentimientoEn: created['consentimientoEn'] })
  })

  it('an update that clears the consent is refused and the record is unchanged', async () => {
    const owner = await quickUser()
    const created = await owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, consentimientoVersion: NOTICE_VERSION, ...HEALTH })
    expect(await statusOf(owner.pb.collection('userHealthInfoPaws').update(created.id, { consentimientoVersion: '', CondicionMedica: 'Otra' }))).toBe(400)
    expect(await owner.pb.collection('userHealthInfoPaws').getOne(created.id)).toMatchObject({ consentimientoVersion: NOTICE_VERSION, CondicionMedica: HEALTH.CondicionMedica })
  })

  it('withdrawal erases the record; another user can neither read, change nor delete it', async () => {
    const owner = await quickUser()
    const other = await quickUser()
    const created = await owner.pb.collection('userHealthInfoPaws').create({ user: owner.id, consentimientoVersion: NOTICE_VERSION, ...HEALTH })
    expect(await statusOf(other.pb.collection('userHealthInfoPaws').getOne(created.id))).toBe(404)
    expect(await statusOf(other.pb.collection('userHealthInfoPaws').update(created.id, { consentimientoVersion: NOTICE_VERSION, CondicionMedica: 'x' }))).toBe(404)
    expect(await statusOf(other.pb.collection('userHealthInfoPaws').delete(created.id))).toBe(404)
    await owner.pb.collection('userHealthInfoPaws').delete(created.id)
    expect(await countFor(owner.id)).toBe(0)
  })
})
