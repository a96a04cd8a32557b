import { beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import { ClientResponseError, type RecordModel } from 'pocketbase'
import { client, createModerator, createUser, errorOf, statusOf, superuser, type TestAccount } from './support/pocketbase.ts'
import { issueTicket } from './support/payments.ts'
import { uniqueRut } from '../../scripts/lib/fixture-documents.ts'

interface Door {
  id: string
  orderID: string
  estado: string
  tipo: string
  badge: string
  legalName: string
  documentTail: string
  avatar: string
  banned: boolean
  admission: { at: string; by: string; origin: string } | null
  verdict: string
  holder: string
  voided: boolean
}

let admin: PocketBase
let mod: TestAccount

beforeAll(async () => {
  admin = await superuser()
  mod = await createModerator()
  await admin.collection('moderators').update(mod.id, { name: 'Puerta Norte' })
})

const inspect = (id: string, pb: PocketBase = mod.pb) => pb.send<Door>(`/api/mi/checkin/${id}`, { method: 'GET' })
const admit = (id: string, pb: PocketBase = mod.pb) => pb.send<Door>(`/api/mi/checkin/${id}`, { method: 'POST' })

/** An attendee with badge data and a ticket in the given estado (as the payment flow leaves it). */
async function attendee(estado: string, options: { state?: number; rut?: string } = {}): Promise<{ user: TestAccount; ticket: RecordModel }> {
  const user = await createUser()
  await admin.collection('userPersonalInfoPaws').create({ user: user.id, Badge: 'Nube Azul', Pronombres: 'they/them', EspecieFur: 'Dragón', Polera: 'L', Fursuit: true })
  await admin.collection('userLegalInfoPaws').create({
    user: user.id,
    numDocumento: options.rut ?? uniqueRut(),
    tipoDocumento: 'DNI',
    paisDocumento: 'Chile',
    nombreEnDocumento: 'Ana Pérez',
    bdate: '1995-05-05 00:00:00.000Z',
  })
  if (options.state !== undefined) await admin.collection('userStatusPaws').create({ user: user.id, state: options.state })
  const issued = await issueTicket(user.id, { tipo: 'S1', price: 90000 })
  const ticket = estado === 'creada' ? issued : await admin.collection('EntradasEntregadas').update(issued.id, { estado })
  return { user, ticket }
}

const admissionsOf = (ticketId: string) => admin.collection('admisiones').getFullList({ filter: admin.filter('ticket = {:t}', { t: ticketId }) })

describe('door check-in (moderators)', () => {
  it('shows the badge name, legal name, level and paid state of a ticket before admitting', async () => {
    const { ticket } = await attendee('pagada')
    const door = await inspect(ticket.id)
    expect(door).toMatchObject({ id: ticket.id, orderID: ticket.orderID, estado: 'pagada', tipo: 'S1', badge: 'Nube Azul', legalName: 'Ana Pérez', banned: false, admission: null, verdict: 'admit' })
  })

  it('shows the document number’s last three characters to compare with the ID, never the whole number', async () => {
    const rut = uniqueRut()
    const { ticket } = await attendee('pagada', { rut })
    const door = await inspect(ticket.id)
    expect(door.documentTail).toBe(`•••${rut.replace('-', '').slice(-3)}`)
    expect(JSON.stringify(door)).not.toContain(rut.slice(0, 5))
  })

  it('"does not match": nobody is admitted on that scan, the refusal is audited with what was shown, and the real holder can still enter', async () => {
    const { ticket } = await attendee('pagada')
    const refused = await mod.pb.send<Door>(`/api/mi/checkin/${ticket.id}/mismatch`, { method: 'POST' })
    expect(refused).toMatchObject({ verdict: 'mismatch', admission: null })
    expect(await admissionsOf(ticket.id)).toHaveLength(0)
    const audit = await admin.collection('auditLog').getFullList({ filter: admin.filter("action = 'checkin-mismatch' && target = {:t}", { t: ticket.id }) })
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor: mod.id, after: { legalName: 'Ana Pérez', verdict: 'admit' } })
    expect(await admit(ticket.id)).toMatchObject({ verdict: 'admitted' })
    const { user } = await attendee('pagada')
    expect(await statusOf(user.pb.send(`/api/mi/checkin/${ticket.id}/mismatch`, { method: 'POST' }))).toBe(403)
  })

  it('admits once and records who and when; a second scan is answered 409 "already admitted" with that moderator', async () => {
    const { ticket } = await attendee('pagada')
    const before = Date.now()
    const first = await admit(ticket.id)
    expect(first.verdict).toBe('admitted')
    expect(first.admission?.by).toBe('Puerta Norte')
    expect(new Date(String(first.admission?.at).replace(' ', 'T')).getTime()).toBeGreaterThanOrEqual(before - 1000)

    const second = await errorOf(admit(ticket.id))
    expect(second.status).toBe(409)
    expect(second.response).toMatchObject({ verdict: 'alreadyAdmitted', admission: { by: 'Puerta Norte', at: first.admission?.at } })
    expect(await admissionsOf(ticket.id)).toHaveLength(1)
  })

  it('admits exactly one of 20 parallel scans of the same ticket, and writes one audit row', async () => {
    const { ticket } = await attendee('pagada')
    const scans = await Promise.allSettled(Array.from({ length: 20 }, () => admit(ticket.id)))
    const admitted = scans.filter((s) => s.status === 'fulfilled')
    const refused = scans.filter((s): s is PromiseRejectedResult => s.status === 'rejected')
    expect(admitted).toHaveLength(1)
    expect(refused).toHaveLength(19)
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(ClientResponseError)
      expect((r.reason as ClientResponseError).status).toBe(409)
      expect((r.reason as ClientResponseError).response.verdict).toBe('alreadyAdmitted')
    }
    expect(await admissionsOf(ticket.id)).toHaveLength(1)
    const audit = await admin.collection('auditLog').getFullList({ filter: admin.filter("target = {:t} && action = 'checkin'", { t: ticket.id }) })
    expect(audit).toHaveLength(1)
    expect(audit[0]?.actor).toBe(mod.id)
  })

  it.each([
    ['reemplazada', 'replaced'],
    ['reembolsada', 'refunded'],
    ['creada', 'unpaid'],
    ['rechazada', 'rejected'],
  ])('refuses a ticket in estado %s with the reason "%s" and admits nobody', async (estado, verdict) => {
    const { ticket } = await attendee(estado)
    expect((await inspect(ticket.id)).verdict).toBe(verdict)
    const refusal = await errorOf(admit(ticket.id))
    expect(refusal.status).toBe(409)
    expect(refusal.response).toMatchObject({ verdict, estado })
    expect(await admissionsOf(ticket.id)).toEqual([])
  })

  it('refuses a paid ticket whose holder is banned, saying so', async () => {
    const { ticket } = await attendee('pagada', { state: 3 })
    const refusal = await errorOf(admit(ticket.id))
    expect(refusal.status).toBe(409)
    expect(refusal.response).toMatchObject({ verdict: 'banned', banned: true, estado: 'pagada' })
    expect(await admissionsOf(ticket.id)).toEqual([])
  })

  it('is for moderators only: visitors get 401, users 403, and nobody reads admissions through the record API', async () => {
    const { user, ticket } = await attendee('pagada')
    expect(await statusOf(inspect(ticket.id, client()))).toBe(401)
    expect(await statusOf(admit(ticket.id, client()))).toBe(401)
    expect(await statusOf(inspect(ticket.id, user.pb))).toBe(403)
    expect(await statusOf(admit(ticket.id, user.pb))).toBe(403)
    expect(await admissionsOf(ticket.id)).toEqual([])
    for (const pb of [client(), user.pb, mod.pb]) {
      expect(await statusOf(pb.collection('admisiones').getList(1, 1))).toBe(403)
      expect(await statusOf(pb.collection('admisiones').create({ ticket: ticket.id, moderator: mod.id, admittedAt: new Date().toISOString(), origin: 'online' }))).toBe(403)
    }
  })

  it('answers 400 for a malformed id and 404 for an unknown ticket', async () => {
    expect(await statusOf(inspect('not-an-id'))).toBe(400)
    expect(await statusOf(admit('abc'))).toBe(400)
    expect(await statusOf(inspect('zzzzzzzzzzzzzzz'))).toBe(404)
    expect(await statusOf(admit('zzzzzzzzzzzzzzz'))).toBe(404)
  })
})

describe('one admission per person, whichever of their tickets they show', () => {
  /** What an upgrade leaves: the old ticket retired (reemplazada) and the new one paid, same holder. */
  async function upgraded(): Promise<{ user: TestAccount; old: RecordModel; upgrade: RecordModel }> {
    const { user, ticket: old } = await attendee('pagada')
    const issued = await issueTicket(user.id, { tipo: 'MEGA', price: 250000, monto: 160000 })
    return { user, old, upgrade: issued }
  }

  it('entered with the old QR, then the upgrade was paid: the new QR says already admitted, with when and by whom', async () => {
    const { old, upgrade } = await upgraded()
    const first = await admit(old.id)
    expect(first.verdict).toBe('admitted')
    await admin.collection('EntradasEntregadas').update(old.id, { estado: 'reemplazada', reemplazadaPor: upgrade.id })
    await admin.collection('EntradasEntregadas').update(upgrade.id, { estado: 'pagada' })

    const door = await inspect(upgrade.id)
    expect(door).toMatchObject({ verdict: 'alreadyAdmitted', admission: { at: first.admission?.at, by: 'Puerta Norte', origin: 'online' } })
    const again = await errorOf(admit(upgrade.id))
    expect(again.status).toBe(409)
    expect(again.response).toMatchObject({ verdict: 'alreadyAdmitted' })
    expect(await admissionsOf(upgrade.id)).toHaveLength(0)

    // The phones' list says the same of the new ticket, offline.
    const { tickets } = await mod.pb.send<{ tickets: Door[] }>('/api/mi/checkin-list', { method: 'GET' })
    expect(tickets.find((t) => t.id === upgrade.id)).toMatchObject({ verdict: 'alreadyAdmitted', admission: { by: 'Puerta Norte' } })
  })

  it('two scanners admitting the old and the new QR of one person at the same moment: exactly one admission', async () => {
    const { old, upgrade } = await upgraded()
    await admin.collection('EntradasEntregadas').update(upgrade.id, { estado: 'pagada' })
    const other = await createModerator()
    const results = await Promise.allSettled([admit(old.id), admit(upgrade.id, other.pb)])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected')
    expect(refused?.status === 'rejected' && (refused.reason as ClientResponseError).status).toBe(409)
    const rows = [...(await admissionsOf(old.id)), ...(await admissionsOf(upgrade.id))]
    expect(rows).toHaveLength(1)
  })
})

describe('a deleted account’s tickets are void at the door', () => {
  it('its paid ticket (kept anonymised for the books) is refused as void online and in the phones’ list, and nobody is admitted', async () => {
    const { user, ticket } = await attendee('pagada')
    await user.pb.send('/api/mi/delete-account', { method: 'POST', body: { password: user.password, forfeit: true } })
    expect(await admin.collection('EntradasEntregadas').getOne(ticket.id)).toMatchObject({ user: '', estado: 'pagada' })

    expect(await inspect(ticket.id)).toMatchObject({ verdict: 'void', voided: true, holder: '', legalName: '' })
    const refused = await errorOf(admit(ticket.id))
    expect(refused.status).toBe(409)
    expect(refused.response).toMatchObject({ verdict: 'void' })
    expect(await admissionsOf(ticket.id)).toHaveLength(0)
    const { tickets } = await mod.pb.send<{ tickets: Door[] }>('/api/mi/checkin-list', { method: 'GET' })
    expect(tickets.find((t) => t.id === ticket.id)).toMatchObject({ verdict: 'void', voided: true })
  })
})
