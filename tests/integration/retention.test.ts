import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OwnPocketBase } from './support/own-pocketbase.ts'
import { createPerson, type Person, type PersonServer } from './support/person-fixtures.ts'
import { errorOf } from './support/pocketbase.ts'

// A server of our own: the job erases every health record, which must not touch other test files.
const own = new OwnPocketBase()
let admin: PocketBase
const server: PersonServer = { superuser: () => own.superuser(), user: () => own.user() }
let withTicket: Person
let without: { id: string; health: string; legal: string }
let banned: Person

const runAt = (now: string) => admin.send<Record<string, unknown>>('/api/mi/retention/run', { method: 'POST', body: { now } })
const count = async (collection: string, filter: string, params: Record<string, string>) =>
  (await admin.collection(collection).getList(1, 1, { filter: admin.filter(filter, params) })).totalItems

beforeAll(async () => {
  await own.start({ PB_HEALTH_RETENTION_DAYS: '10' }, { editions: 'migrations' })
  admin = await own.superuser()
  // Two editions as organisers enter them: one over before any record here was written, one to come.
  const seed = await admin.collection('Ediciones').getFirstListItem('')
  await admin.collection('Ediciones').update(seed.id, { inicio: '2026-01-29', fin: '2026-01-31', corteEdad: '2026-01-27', prefijoOrden: 'Paw26a', ventaAbre: '2025-10-01', ventaCierra: '2026-01-28' })
  await admin.collection('Ediciones').create({ inicio: '2030-06-28', fin: '2030-06-30', corteEdad: '2030-06-26', minutosPago: 5, prefijoOrden: 'Paw30a', ventaAbre: '2026-02-01', ventaCierra: '2030-06-27' })
  withTicket = await createPerson({}, server)
  banned = await createPerson({ state: 3 }, server)
  // The banned person never got a ticket either: their paid ticket in the fixture is removed.
  await admin.collection('EntradasEntregadas').update(banned.ids.ticket, { estado: 'rechazada' })
  const plain = await createPerson({}, server)
  await admin.collection('EntradasEntregadas').update(plain.ids.ticket, { estado: 'rechazada' })
  without = { id: plain.id, health: plain.ids.health, legal: plain.ids.legal }
}, 60_000)
afterAll(() => own.remove())

describe('retention after each edition', () => {
  it('tells anyone when health data will be erased: the end of the current edition’s last day in Chile plus the configured days', async () => {
    expect(await own.client().send('/api/mi/retention', {})).toEqual({ eventEndDate: '2030-06-30', retentionDays: 10, eraseAt: '2030-07-11T03:59:59.999Z', eraseOn: '2030-07-11' })
  })

  it('an edition that is over never erases data entered after it ended, for the next one', async () => {
    expect(await runAt('2026-12-01T12:00:00.000Z')).toMatchObject({ due: true, eventEndDate: '2026-01-31', healthErased: 0, legalErased: 0 })
    expect(await count('userHealthInfoPaws', 'id != ""', {})).toBe(3)
  })

  it('before the current edition’s date the job erases nothing', async () => {
    expect(await runAt('2030-07-11T03:59:59.000Z')).toMatchObject({ healthErased: 0, legalErased: 0 })
    expect(await count('userHealthInfoPaws', 'id != ""', {})).toBe(3)
  })

  it('after it, every health record and the legal records of people without a ticket are erased, in one audited run', async () => {
    expect(await runAt('2030-07-11T04:00:00.000Z')).toMatchObject({ due: true, healthErased: 3, legalErased: 2, bansKept: 1 })
    expect(await count('userHealthInfoPaws', 'id != ""', {})).toBe(0)
    expect(await count('userLegalInfoPaws', 'id = {:id}', { id: withTicket.ids.legal })).toBe(1)
    expect(await count('userLegalInfoPaws', 'id = {:id} || id = {:b}', { id: without.legal, b: banned.ids.legal })).toBe(0)
    const audit = await admin.collection('auditLog').getFirstListItem("action = 'retention'")
    expect(audit['after']).toMatchObject({ healthErased: 3, legalErased: 2, bansKept: 1, eventEndDate: '2030-06-30', retentionDays: 10, ranAt: '2030-07-11T04:00:00.000Z' })
    // Nothing left to erase: a second run changes nothing and writes no audit row.
    expect(await runAt('2030-07-12T00:00:00.000Z')).toMatchObject({ healthErased: 0, legalErased: 0 })
    expect(await count('auditLog', "action = 'retention'", {})).toBe(1)
  })

  it('erasing a banned person’s legal record keeps the ban on their document', async () => {
    const again = await own.user()
    await again.pb.collection('userLegalInfoPaws').create({ user: again.id, numDocumento: banned.rut, tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: 'Otra Persona', bdate: '1990-01-01 00:00:00.000Z' })
    expect(await admin.send(`/api/mi/standing/${again.id}`, {})).toEqual({ state: 3, banned: true })
  })

  it('only a superuser can run the job, and a malformed clock is refused', async () => {
    const user = await own.user()
    expect((await errorOf(user.pb.send('/api/mi/retention/run', { method: 'POST', body: { now: '2031-01-01T00:00:00Z' } }))).status).toBeGreaterThanOrEqual(401)
    expect((await errorOf(admin.send('/api/mi/retention/run', { method: 'POST', body: { now: 'tomorrow' } }))).status).toBe(400)
  })
})
