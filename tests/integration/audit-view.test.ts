import { beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import { client, createModerator, createUser, errorOf, statusOf, superuser, type TestAccount } from './support/pocketbase.ts'
import { ensureType } from './support/queue-fixtures.ts'

interface AuditView {
  id: string
  created: string
  actor: string
  actorEmail: string
  action: string
  collection: string
  target: string
  before: unknown
  after: unknown
}
interface AuditPage {
  page: number
  items: AuditView[]
  hasMore: boolean
  actors: { value: string; label: string }[]
  actions: string[]
}

let admin: PocketBase
let mod: TestAccount
let other: TestAccount

beforeAll(async () => {
  admin = await superuser()
  ;[mod, other] = await Promise.all([createModerator(), createModerator()])
})

const audit = (query: Record<string, string> = {}, pb: PocketBase = mod.pb) =>
  pb.send<AuditPage>(`/api/mi/audit?${new URLSearchParams(query).toString()}`, { method: 'GET' })

describe('audit log viewer (moderators)', () => {
  it('shows who did what to which record, before and after, filtered by moderator, action and time', async () => {
    const type = await ensureType(admin, { tipo: 'B1', price: 45000, quedan: 30 })
    const row = await admin.collection('EntradasQuedan').getFirstListItem(admin.filter('EntradasID = {:id}', { id: type.id }))
    const start = new Date(Date.now() - 1000).toISOString()
    await mod.pb.send(`/api/mi/stock/${row.id}/set`, { method: 'POST', body: { value: 77 } })
    await other.pb.send(`/api/mi/stock/${row.id}`, { method: 'POST', body: { delta: 1 } })

    const mine = await audit({ actor: mod.id, action: 'stock-set', from: start })
    expect(mine.items).toHaveLength(1)
    expect(mine.items[0]).toMatchObject({ actor: mod.id, actorEmail: mod.email, action: 'stock-set', collection: 'EntradasQuedan', target: row.id, before: { CantidadQuedan: 30 }, after: { CantidadQuedan: 77 } })
    expect(mine.actors).toEqual(expect.arrayContaining([{ value: mod.id, label: mod.email }, { value: other.id, label: other.email }]))
    expect(mine.actions).toEqual(expect.arrayContaining(['stock', 'stock-set']))

    const theirs = await audit({ actor: other.id, from: start })
    expect(theirs.items.map((i) => i.action)).toEqual(['stock'])
    expect((await audit({ actor: mod.id, to: start })).items.filter((i) => i.target === row.id && i.action === 'stock-set')).toEqual([])
  })

  it('never shows document numbers or health data, whatever a row holds', async () => {
    const target = 'legal0000000001'
    await admin.collection('auditLog').create({
      actor: mod.id,
      actorEmail: mod.email,
      action: 'updateuserlegal',
      collection: 'userLegalInfoPaws',
      target,
      before: { numDocumento: '11.111.111-1', nombreEnDocumento: 'Ana Perez', nested: { numDocumento: '11.111.111-1' } },
      after: { numDocumento: '22.222.222-2', nombreEnDocumento: 'Ana Pérez' },
    })
    await admin.collection('auditLog').create({
      actor: mod.id,
      actorEmail: mod.email,
      action: 'update',
      collection: 'userHealthInfoPaws',
      target: 'health000000001',
      before: { CondicionMedica: 'Epilepsia' },
      after: { CondicionMedica: 'Epilepsia, medicada', RestriccionAlimentaria: 'Celíaca' },
    })
    const page = await audit({ actor: mod.id })
    const text = JSON.stringify(page)
    for (const secret of ['11.111.111-1', '22.222.222-2', 'Epilepsia', 'Celíaca']) expect(text).not.toContain(secret)
    expect(page.items.find((i) => i.target === target)).toMatchObject({
      before: { numDocumento: '•••', nombreEnDocumento: 'Ana Perez', nested: { numDocumento: '•••' } },
      after: { numDocumento: '•••', nombreEnDocumento: 'Ana Pérez' },
    })
    expect(page.items.find((i) => i.collection === 'userHealthInfoPaws')).toMatchObject({ before: '•••', after: '•••' })
  })

  it('is for moderators only, and refuses malformed filters', async () => {
    const user = await createUser()
    expect(await statusOf(audit({}, client()))).toBe(401)
    expect(await statusOf(audit({}, user.pb))).toBe(403)
    const bad: Record<string, string>[] = [{ actor: "x' OR 1=1" }, { action: 'DROP TABLE' }, { from: 'yesterday' }, { to: '2025-01-01' }, { page: '0' }, { page: 'x' }]
    for (const query of bad) {
      expect((await errorOf(audit(query))).status).toBe(400)
    }
    // The raw collection stays closed to them.
    expect(await statusOf(mod.pb.collection('auditLog').getList(1, 1))).toBe(403)
  })
})
