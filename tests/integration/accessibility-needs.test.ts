import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'
import { ensureType } from './support/queue-fixtures.ts'
import { errorOf } from './support/pocketbase.ts'
import { testOrderId } from './support/payments.ts'
import { MIGRATED_EDITION } from '../support/migrated-edition.ts'

// A server of our own: the summary counts every paid holder on the server.
const own = new OwnPocketBase()
let admin: PocketBase
let moderator: PocketBase
let typeId = ''

beforeAll(async () => {
  await own.start({ MI_DEADLINE_CRON: 'off' })
  admin = await own.superuser()
  moderator = own.as(await own.moderatorToken())
  typeId = (await ensureType(admin, { tipo: 'B1', price: 30000, quedan: 100 })).id
}, 60_000)
afterAll(() => own.remove())

type Attendee = Awaited<ReturnType<OwnPocketBase['user']>> & { healthId: string }

async function attendee(needs: string, estado: 'pagada' | 'creada' | null, orderID = testOrderId()): Promise<Attendee> {
  const user = await own.user()
  const health = await user.pb.collection('userHealthInfoPaws').create({ user: user.id, consentimientoVersion: NOTICE_VERSION, NecesidadesAccesibilidad: needs })
  if (estado) await admin.collection('EntradasEntregadas').create({ user: user.id, tipo: typeId, nombre: 'Ana', orderID, monto: 30000, estado })
  return { ...user, healthId: health.id }
}

const summary = (pb: PocketBase = moderator, edicion?: string) =>
  pb.send<{ holders: number; withNeeds: number; needs: Record<string, number> }>('/api/mi/accessibility-summary', { query: edicion ? { edicion } : {} })

describe('accessibility needs: sensitive data in the health record', () => {
  let ana: Attendee
  beforeAll(async () => {
    ana = await attendee('wheelchair,quietSpace', 'pagada')
  })

  it('is encrypted at rest and shown in clear to its owner only', async () => {
    expect(String((await admin.collection('userHealthInfoPaws').getOne(ana.healthId))['NecesidadesAccesibilidad'])).toMatch(/^enc1:/)
    expect((await ana.pb.collection('userHealthInfoPaws').getOne(ana.healthId))['NecesidadesAccesibilidad']).toBe('wheelchair,quietSpace')
    expect((await moderator.collection('userHealthInfoPaws').getList(1, 10)).totalItems).toBe(0)
  })

  it('accepts only known needs, each once, and only with consent to the current notice', async () => {
    for (const bad of ['ramp', 'wheelchair,wheelchair', 'wheelchair;seating']) {
      const err = await errorOf(ana.pb.collection('userHealthInfoPaws').update(ana.healthId, { consentimientoVersion: NOTICE_VERSION, NecesidadesAccesibilidad: bad }))
      expect(err.status, bad).toBe(400)
      expect(err.response['data']).toHaveProperty('NecesidadesAccesibilidad.code', 'validation_invalid_format')
    }
    const noConsent = await errorOf(ana.pb.collection('userHealthInfoPaws').update(ana.healthId, { consentimientoVersion: 'old', NecesidadesAccesibilidad: 'seating' }))
    expect(noConsent.status).toBe(400)
    expect((await ana.pb.collection('userHealthInfoPaws').getOne(ana.healthId))['NecesidadesAccesibilidad']).toBe('wheelchair,quietSpace')
  })

  it('is in the owner’s "download my data", decrypted', async () => {
    const mine = await ana.pb.send<{ health: Record<string, unknown> }>('/api/mi/my-data', {})
    expect(mine.health['NecesidadesAccesibilidad']).toBe('wheelchair,quietSpace')
  })
})

describe('what organisers see: how many paid holders need each thing, never who', () => {
  it('counts one edition’s holders: the current one by default, another by its prefix (issue #38)', async () => {
    const past = MIGRATED_EDITION.prefijoOrden
    const nowBefore = await summary()
    const pastBefore = await summary(moderator, past)
    await attendee('signLanguage', 'pagada', `${past}9${String(Date.now()).slice(-10)}000000002`)
    const now = await summary()
    const then = await summary(moderator, past)
    expect(now).toEqual(nowBefore)
    expect(then.holders).toBe(pastBefore.holders + 1)
    expect(then.needs['signLanguage']).toBe((pastBefore.needs['signLanguage'] ?? 0) + 1)
    await expect(summary(moderator, 'Paw99z')).rejects.toMatchObject({ status: 400 })
  })

  it('counts paid holders only, by need, and nothing per person', async () => {
    const before = await summary()
    const bea = await attendee('wheelchair', 'pagada')
    await attendee('seating', 'creada')
    await attendee('', 'pagada')
    const after = await summary()
    expect(after.holders).toBe(before.holders + 2)
    expect(after.withNeeds).toBe(before.withNeeds + 1)
    expect(after.needs['wheelchair']).toBe((before.needs['wheelchair'] ?? 0) + 1)
    expect(after.needs['seating']).toBe(before.needs['seating'] ?? 0)
    expect(Object.keys(after).sort()).toEqual(['holders', 'needs', 'withNeeds'])
    expect(JSON.stringify(after)).not.toContain(bea.id)
    // Withdrawal (deleting the health record) takes the need out of the count.
    await bea.pb.collection('userHealthInfoPaws').delete(bea.healthId)
    expect((await summary()).needs['wheelchair']).toBe(before.needs['wheelchair'] ?? 0)
  })

  it('is for moderators only', async () => {
    const user = await own.user()
    expect((await errorOf(summary(user.pb))).status).toBe(403)
    expect((await errorOf(summary(own.client()))).status).toBe(401)
  })
})
