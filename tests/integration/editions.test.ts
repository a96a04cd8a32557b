import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniqueRut } from '../../scripts/lib/fixture-documents.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'
import { createPerson, type PersonServer } from './support/person-fixtures.ts'
import { ensureType } from './support/queue-fixtures.ts'
import { errorOf, statusOf } from './support/pocketbase.ts'

// Editions (pb_migrations/1795003210_editions.js, pb_hooks/editions.pb.js, src/domain/edition.ts) on a
// server of our own, since changing the current edition moves what every other file relies on: the
// forfeit question, the retention notice, the age cut-off and the order prefix follow the edition an
// organiser enters, with no developer and no redeploy.

const own = new OwnPocketBase()
let admin: PocketBase
let organiser: PocketBase
let moderator: PocketBase
const server: PersonServer = { superuser: () => own.superuser(), user: () => own.user() }
const NEXT = { inicio: '2027-08-27', fin: '2027-08-29', corteEdad: '2027-08-25', minutosPago: 4, prefijoOrden: 'Paw27a', ventaAbre: '2026-01-01', ventaCierra: '2027-08-26', nombreEs: 'Segunda edición', nombreEn: 'Second edition' }

const deleteAccount = (pb: PocketBase, password: string) => pb.send('/api/mi/delete-account', { method: 'POST', body: { password } })
const legalFor = async (bdate: string) => {
  const person = await own.user()
  return person.pb.collection('userLegalInfoPaws').create({ user: person.id, numDocumento: uniqueRut(), tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: 'Ana Pérez', bdate: `${bdate} 00:00:00.000Z` })
}

beforeAll(async () => {
  await own.start({}, { editions: 'migrations' })
  admin = await own.superuser()
  const seat = await admin.collection('moderators').create({ email: 'organiza@editions.tests', password: 'Organiza-2026', passwordConfirm: 'Organiza-2026', organizador: true })
  organiser = own.as((await admin.collection('moderators').impersonate(seat.id, 3600)).authStore.token)
  moderator = own.as(await own.moderatorToken())
}, 60_000)
afterAll(() => own.remove())

describe('with only the seeded 2025 edition (over)', () => {
  it('anyone reads the seed edition of SPEC, named as the first edition in both languages', async () => {
    const list = await own.client().collection('Ediciones').getFullList()
    expect(list.map(({ inicio, fin, corteEdad, minutosPago, prefijoOrden, nombreEs, nombreEn }) => ({ inicio, fin, corteEdad, minutosPago, prefijoOrden, nombreEs, nombreEn }))).toEqual([
      { inicio: '2025-08-29', fin: '2025-08-31', corteEdad: '2025-08-27', minutosPago: 5, prefijoOrden: 'Paw25a', nombreEs: 'Primera edición', nombreEn: 'First edition' },
    ])
    // The organisers' kicker keeps its own line; the edition's name follows it on the home page.
    const content = await admin.collection('ContenidoOrganizador').getFirstListItem('')
    expect(content).toMatchObject({ homeKickerEs: 'Convención furry', homeKickerEn: 'Furry convention' })
  })

  it('deleting an account with a paid ticket asks no forfeit, the retention notice names 2025, and a birthday after 2007-08-27 is refused', async () => {
    const person = await createPerson({}, server)
    expect(await deleteAccount(person.pb, person.password)).toMatchObject({ deleted: true, forfeited: 0 })
    expect(await own.client().send('/api/mi/retention', {})).toMatchObject({ eventEndDate: '2025-08-31' })
    const tooYoung = await errorOf(legalFor('2008-01-01'))
    expect(tooYoung.response['data']).toMatchObject({ bdate: { code: 'validation_max_less_equal_than_required' } })
  })
})

describe('who may write editions', () => {
  it('visitors, attendees and moderators without organiser rights cannot create, change or delete one; nothing changes', async () => {
    const attendee = await own.user()
    const seed = await admin.collection('Ediciones').getFirstListItem('')
    for (const pb of [own.client(), attendee.pb, moderator]) {
      expect(await statusOf(pb.collection('Ediciones').create(NEXT))).toBe(400)
      expect(await statusOf(pb.collection('Ediciones').update(seed.id, { fin: '2025-09-30' }))).toBe(404)
      expect(await statusOf(pb.collection('Ediciones').delete(seed.id))).toBe(404)
    }
    expect((await admin.collection('Ediciones').getFullList()).length).toBe(1)
  })

  it('an edition that does not hold together is refused field by field and nothing is saved', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fin: '2027-08-26' }, 'fin', 'validation_edition_endsBeforeStart'],
      [{ corteEdad: '2027-08-28' }, 'corteEdad', 'validation_edition_cutoffAfterStart'],
      [{ inicio: '2027-02-30' }, 'inicio', 'validation_edition_badDate'],
      [{ minutosPago: 6 }, 'minutosPago', 'validation_edition_badPaymentMinutes'],
      [{ minutosPago: 0 }, 'minutosPago', 'validation_edition_badPaymentMinutes'],
      [{ prefijoOrden: 'Paw2027' }, 'prefijoOrden', 'validation_edition_badOrderPrefix'],
      [{ prefijoOrden: 'XYZ27a' }, 'prefijoOrden', 'validation_edition_badOrderPrefix'],
      [{ ventaCierra: '2027-08-27' }, 'ventaCierra', 'validation_edition_saleClosesAfterStart'],
      [{ ventaAbre: '2027-08-26', ventaCierra: '2027-08-20' }, 'ventaCierra', 'validation_edition_saleClosesBeforeOpening'],
      [{ ventaAbre: '2027-13-01' }, 'ventaAbre', 'validation_edition_badDate'],
      // Its name is organiser text: in both languages or in neither.
      [{ nombreEs: 'Segunda edición', nombreEn: '' }, 'nombreEn', 'validation_edition_nameMissing'],
      [{ nombreEs: '  ', nombreEn: 'Second edition' }, 'nombreEs', 'validation_edition_nameMissing'],
      [{ nombreEs: 'x'.repeat(61), nombreEn: 'Second edition' }, 'nombreEs', 'validation_edition_nameTooLong'],
      // Order ids name their edition (the door reads it from a QR offline): one prefix per edition.
      [{ prefijoOrden: 'Paw25a' }, 'prefijoOrden', 'validation_not_unique'],
    ]
    for (const [change, field, code] of cases) {
      const err = await errorOf(organiser.collection('Ediciones').create({ ...NEXT, ...change }))
      expect(err.response['data']?.[field], `${JSON.stringify(change)}`).toMatchObject({ code })
    }
    expect((await admin.collection('Ediciones').getFullList()).length).toBe(1)
  })

  it('an edition that has started can be neither changed nor deleted; it stays as it was', async () => {
    const seed = await admin.collection('Ediciones').getFirstListItem('')
    expect((await errorOf(organiser.collection('Ediciones').delete(seed.id))).response['data']).toMatchObject({ request: { code: 'editionStarted' } })
    expect((await errorOf(organiser.collection('Ediciones').update(seed.id, { fin: '2025-09-30' }))).response['data']).toMatchObject({ request: { code: 'editionStarted' } })
    expect((await admin.collection('Ediciones').getOne(seed.id))['fin']).toBe('2025-08-31')
  })
})

describe('an organiser enters the next edition', () => {
  beforeAll(async () => {
    await organiser.collection('Ediciones').create(NEXT)
  })

  it('an edition not started yet can still be corrected', async () => {
    const next = await admin.collection('Ediciones').getFirstListItem('inicio = "2027-08-27"')
    await organiser.collection('Ediciones').update(next.id, { minutosPago: 4 })
    // Its name is kept as checked: trimmed.
    expect(await organiser.collection('Ediciones').update(next.id, { nombreEs: '  Segunda edición ', nombreEn: ' Second edition  ' })).toMatchObject({ nombreEs: 'Segunda edición', nombreEn: 'Second edition' })
    expect((await errorOf(organiser.collection('Ediciones').update(next.id, { fin: '2027-08-20' }))).response['data']).toMatchObject({ fin: { code: 'validation_edition_endsBeforeStart' } })
  })

  it('the edition change is audited with its organiser', async () => {
    const row = await admin.collection('auditLog').getFirstListItem("collection = 'Ediciones' && action = 'create'")
    expect(row['after']).toMatchObject({ inicio: '2027-08-27', prefijoOrden: 'Paw27a', nombreEs: 'Segunda edición', nombreEn: 'Second edition' })
  })

  it('a paid ticket now belongs to an edition not yet held: deleting the account asks for the forfeit', async () => {
    const person = await createPerson({}, server)
    const err = await errorOf(deleteAccount(person.pb, person.password))
    expect(err.status).toBe(409)
    expect(err.response['data']).toMatchObject({ code: 'forfeit_required' })
  })

  it('the retention notice names the new edition’s end', async () => {
    expect(await own.client().send('/api/mi/retention', {})).toMatchObject({ eventEndDate: '2027-08-29', eraseOn: '2027-09-29' })
  })

  it('the age cut-off follows: born on 2009-08-25 is old enough, a day later is not', async () => {
    await legalFor('2009-08-25')
    expect((await errorOf(legalFor('2009-08-26'))).response['data']).toMatchObject({ bdate: { code: 'validation_max_less_equal_than_required' } })
  })

  it('an approval issues its order id with the new edition’s prefix', async () => {
    const person = await own.user()
    const type = await ensureType(admin, { tipo: 'B1', price: 45000, quedan: 10 })
    await person.pb.collection('userLegalInfoPaws').create({ user: person.id, numDocumento: uniqueRut(), tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: 'Bea Soto', bdate: '1995-03-03 00:00:00.000Z' })
    const request = await admin.collection('EntradasPedidas').create({ user: person.id, tipo: type.id, estado: 'creada' })
    const ticket = await moderator.send<{ orderID: string }>(`/api/mi/approve/${request.id}`, { method: 'POST' })
    expect(ticket.orderID).toMatch(/^Paw27a\d{20}$/)
  })

  it('once tickets carry its order prefix, the prefix cannot change and the edition cannot be deleted; nothing changes', async () => {
    const next = await admin.collection('Ediciones').getFirstListItem('inicio = "2027-08-27"')
    const changed = await errorOf(organiser.collection('Ediciones').update(next.id, { prefijoOrden: 'Paw27b' }))
    expect(changed.response['data']).toMatchObject({ request: { code: 'prefixInUse' } })
    expect((await errorOf(admin.collection('Ediciones').update(next.id, { prefijoOrden: 'Paw27b' }))).response['data']).toMatchObject({ request: { code: 'prefixInUse' } })
    expect((await errorOf(organiser.collection('Ediciones').delete(next.id))).response['data']).toMatchObject({ request: { code: 'prefixInUse' } })
    expect((await admin.collection('Ediciones').getOne(next.id))['prefijoOrden']).toBe('Paw27a')
  })

  it('once the edition is over, the deadline job closes the open requests it left in its queue, audited', async () => {
    const person = await own.user()
    const type = await ensureType(admin, { tipo: 'B1', price: 45000, quedan: 10 })
    const request = await admin.collection('EntradasPedidas').create({ user: person.id, tipo: type.id, estado: 'creada' })
    // While the edition is being sold (and held) the request stands.
    const during = await admin.send<{ staleRequests: string[] }>('/api/mi/deadlines/run', { method: 'POST', body: { now: '2027-08-28T12:00:00Z' } })
    expect(during.staleRequests).not.toContain(request.id)
    const after = await admin.send<{ staleRequests: string[] }>('/api/mi/deadlines/run', { method: 'POST', body: { now: '2027-08-30T12:00:00Z' } })
    expect(after.staleRequests).toContain(request.id)
    expect((await admin.collection('EntradasPedidas').getOne(request.id))['estado']).toBe('rechazada')
    const audit = await admin.collection('auditLog').getFirstListItem(admin.filter("action = 'close-stale-request' && target = {:t}", { t: request.id }))
    expect(audit['after']).toMatchObject({ estado: 'rechazada' })
  })

  it('a future edition whose tickets are gone can be deleted, and then everything follows the seed again', async () => {
    const next = await admin.collection('Ediciones').getFirstListItem('inicio = "2027-08-27"')
    for (const ticket of await admin.collection('EntradasEntregadas').getFullList({ filter: "orderID ~ 'Paw27a%'" })) await admin.collection('EntradasEntregadas').delete(ticket.id)
    await organiser.collection('Ediciones').delete(next.id)
    expect(await own.client().send('/api/mi/retention', {})).toMatchObject({ eventEndDate: '2025-08-31' })
    const seed = await admin.collection('Ediciones').getFirstListItem('')
    expect((await errorOf(organiser.collection('Ediciones').delete(seed.id))).status).toBe(400)
  })
})
