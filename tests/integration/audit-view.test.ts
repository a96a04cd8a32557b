import { beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { AuditPage } from '../../src/api/audit-log.ts'
import { uniqueRut } from '../../scripts/lib/fixture-documents.ts'
import { client, createModerator, createUser, errorOf, statusOf, superuser, type TestAccount } from './support/pocketbase.ts'
import { ensureType } from './support/queue-fixtures.ts'

let admin: PocketBase
let mod: TestAccount
let other: TestAccount

beforeAll(async () => {
  admin = await superuser()
  ;[mod, other] = await Promise.all([createModerator(), createModerator()])
  await admin.collection('moderators').update(mod.id, { name: 'Mara Moderadora' })
})

const audit = (query: Record<string, string> = {}, pb: PocketBase = mod.pb) =>
  pb.send<AuditPage>(`/api/mi/audit?${new URLSearchParams(query).toString()}`, { method: 'GET' })

/** An attendee with a legal name, whom a moderator can name in the log. */
async function attendee(legalName: string) {
  const user = await createUser()
  await admin.collection('userLegalInfoPaws').create({ user: user.id, numDocumento: uniqueRut(), tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: legalName, bdate: '1990-01-01 00:00:00.000Z' })
  return user
}

describe('audit log viewer (moderators)', () => {
  it('names the moderator and the ticket type, and gives each changed field with its before and after', async () => {
    const type = await ensureType(admin, { tipo: 'B1', price: 45000, quedan: 30 })
    const row = await admin.collection('EntradasQuedan').getFirstListItem(admin.filter('EntradasID = {:id}', { id: type.id }))
    const start = new Date(Date.now() - 1000).toISOString()
    await mod.pb.send(`/api/mi/stock/${row.id}/set`, { method: 'POST', body: { value: 77 } })
    await other.pb.send(`/api/mi/stock/${row.id}`, { method: 'POST', body: { delta: 1 } })

    const mine = await audit({ actor: mod.id, action: 'stock-set', from: start })
    expect(mine.items).toHaveLength(1)
    expect(mine.items[0]).toMatchObject({
      action: 'stock-set',
      collection: 'EntradasQuedan',
      actor: { name: 'Mara Moderadora', email: mod.email, deleted: false },
      subject: null,
      record: type.Nombre as string,
      changes: [{ field: 'CantidadQuedan', before: 30, after: 77 }],
    })
    expect(mine.actors).toEqual(expect.arrayContaining([{ value: mod.id, label: `Mara Moderadora (${mod.email})` }, { value: other.id, label: `Mod (${other.email})` }]))
    expect(mine.actions).toEqual(expect.arrayContaining(['stock', 'stock-set']))

    const theirs = await audit({ actor: other.id, from: start })
    expect(theirs.items.map((i) => i.action)).toEqual(['stock'])
    expect((await audit({ actor: mod.id, to: start })).items.filter((i) => i.action === 'stock-set' && i.created >= start.replace('T', ' '))).toEqual([])
  })

  it('a ban names the person banned by their legal name and the moderator, with the warnings before and after', async () => {
    const banned = await attendee('Rocío Baneada')
    const status = await admin.collection('userStatusPaws').create({ user: banned.id, state: 0 })
    await mod.pb.collection('userStatusPaws').update(status.id, { state: 3 })
    const page = await audit({ actor: mod.id, action: 'update' })
    const ban = page.items.find((i) => i.collection === 'userStatusPaws' && i.subject?.email === banned.email)
    expect(ban).toMatchObject({ actor: { name: 'Mara Moderadora' }, subject: { name: 'Rocío Baneada', email: banned.email, deleted: false }, changes: [{ field: 'state', before: 0, after: 3 }] })
    expect(JSON.stringify(ban)).not.toContain(banned.id)
  })

  it('an approval names the buyer and the ticket type, gives the new order id, and carries no record id', async () => {
    const type = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 20 })
    const buyer = await attendee('Tomás Aprobado')
    const request = await admin.collection('EntradasPedidas').create({ user: buyer.id, tipo: type.id, estado: 'creada' })
    const ticket = await mod.pb.send<{ orderID: string }>(`/api/mi/approve/${request.id}`, { method: 'POST' })
    const row = (await audit({ action: 'approve', person: 'Tomás Aprobado' })).items[0]
    expect(row).toMatchObject({ actor: { name: 'Mara Moderadora' }, subject: { name: 'Tomás Aprobado' }, record: type.Nombre as string })
    expect(row?.changes).toEqual(
      expect.arrayContaining([
        { field: 'request.estado', before: 'creada', after: 'aprobada' },
        { field: 'ticket.orderID', after: ticket.orderID },
        { field: 'ticket.user', after: 'Tomás Aprobado' },
        { field: 'ticket.tipo', after: type.Nombre },
      ]),
    )
    // Only the row's own id, which the page uses as a key.
    expect(JSON.stringify({ ...row, id: '' })).not.toMatch(/"[a-z0-9]{15}"/)
  })

  it('finds the rows by or about a person from part of their name, username or e-mail', async () => {
    const banned = await attendee('Ximena Buscable')
    const status = await admin.collection('userStatusPaws').create({ user: banned.id, state: 0 })
    await mod.pb.collection('userStatusPaws').update(status.id, { state: 1 })
    const found = await audit({ person: 'ximena busc' })
    expect(found.items.map((i) => i.subject?.name)).toEqual(['Ximena Buscable'])
    expect((await audit({ person: banned.email.slice(0, 12) })).items.map((i) => i.subject?.email)).toContain(banned.email)
    expect((await audit({ person: 'Mara Moder' })).items.every((i) => i.actor?.name === 'Mara Moderadora' || i.subject?.name === 'Mara Moderadora')).toBe(true)
    expect((await audit({ person: 'nadie-con-este-nombre' })).items).toEqual([])
  })

  it('says "deleted account" for people whose account no longer exists, never their id', async () => {
    await admin.collection('auditLog').create({ actor: 'gonemod00000001', actorEmail: '', action: 'deleteaccount', collection: 'users', target: 'goneuser0000001', after: { ticketsKept: 1 } })
    const page = await audit({ action: 'deleteaccount' })
    const row = page.items.find((i) => JSON.stringify(i.changes).includes('ticketsKept'))
    expect(row).toMatchObject({ actor: { deleted: true, name: '' }, subject: { deleted: true, name: '', email: '' } })
    expect(JSON.stringify(row)).not.toContain('goneuser0000001')
  })

  it('never shows document numbers or health data, only that they changed, and never JSON', async () => {
    const person = await attendee('Ana Perez')
    const legal = await admin.collection('userLegalInfoPaws').getFirstListItem(admin.filter('user = {:u}', { u: person.id }))
    await admin.collection('auditLog').create({
      actor: mod.id,
      actorEmail: mod.email,
      action: 'updateuserlegal',
      collection: 'userLegalInfoPaws',
      target: legal.id,
      before: { numDocumento: '11.111.111-1', nombreEnDocumento: 'Ana Perez', nested: { numDocumento: '11.111.111-1' } },
      after: { numDocumento: '22.222.222-2', nombreEnDocumento: 'Ana Pérez', nested: { numDocumento: '33.333.333-3' } },
    })
    await admin.collection('auditLog').create({
      actor: mod.id,
      actorEmail: mod.email,
      action: 'update',
      collection: 'userHealthInfoPaws',
      target: 'health000000001',
      before: { user: person.id, CondicionMedica: 'Epilepsia' },
      after: { user: person.id, CondicionMedica: 'Epilepsia, medicada', RestriccionAlimentaria: 'Celíaca' },
    })
    const page = await audit({ actor: mod.id })
    const text = JSON.stringify(page)
    for (const secret of ['11.111.111-1', '22.222.222-2', '33.333.333-3', 'Epilepsia', 'Celíaca']) expect(text).not.toContain(secret)
    // PocketBase stores a json field's keys in alphabetical order.
    expect(page.items.find((i) => i.collection === 'userLegalInfoPaws' && i.subject?.email === person.email)?.changes).toEqual([
      { field: 'nested.numDocumento', hidden: true },
      { field: 'nombreEnDocumento', before: 'Ana Perez', after: 'Ana Pérez' },
      { field: 'numDocumento', hidden: true },
    ])
    const health = page.items.find((i) => i.collection === 'userHealthInfoPaws' && i.subject?.email === person.email)
    expect(health?.changes).toEqual([
      { field: 'CondicionMedica', hidden: true },
      { field: 'RestriccionAlimentaria', hidden: true },
    ])
    for (const item of page.items) for (const change of item.changes) expect(typeof change.before === 'object' && change.before !== null).toBe(false)
  })

  it('is for moderators only, and refuses malformed filters', async () => {
    const user = await createUser()
    expect(await statusOf(audit({}, client()))).toBe(401)
    expect(await statusOf(audit({}, user.pb))).toBe(403)
    const bad: Record<string, string>[] = [{ actor: "x' OR 1=1" }, { action: 'DROP TABLE' }, { from: 'yesterday' }, { to: '2025-01-01' }, { page: '0' }, { page: 'x' }, { person: 'a' }, { person: 'x'.repeat(81) }]
    for (const query of bad) {
      expect((await errorOf(audit(query))).status).toBe(400)
    }
    // The raw collection stays closed to them.
    expect(await statusOf(mod.pb.collection('auditLog').getList(1, 1))).toBe(403)
  })
})
