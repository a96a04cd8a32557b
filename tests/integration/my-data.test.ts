import { beforeAll, describe, expect, it } from 'vitest'
import { client, statusOf, superuser } from './support/pocketbase.ts'
import { createPerson, type Person } from './support/person-fixtures.ts'

interface Export {
  account: Record<string, unknown>
  personal: Record<string, unknown>
  legal: Record<string, unknown>
  health: Record<string, unknown>
  status: Record<string, unknown>
  requests: Record<string, unknown>[]
  tickets: Record<string, unknown>[]
  badge: Record<string, unknown>
  payments: Record<string, unknown>[]
  audit: Record<string, unknown>[]
  mails: Record<string, unknown>[]
}

let me: Person
let other: Person
let data: Export
let text: string

beforeAll(async () => {
  ;[me, other] = await Promise.all([createPerson(), createPerson()])
  data = await me.pb.send<Export>('/api/mi/my-data', {})
  text = JSON.stringify(data)
})

describe('GET /api/mi/my-data', () => {
  it('contains every record of mine, health in clear', () => {
    expect(data.account).toMatchObject({ id: me.id, email: me.email, name: `Ana ${me.marker}` })
    expect(data.personal).toMatchObject({ id: me.ids.personal, NombreFur: `Fur ${me.marker}` })
    expect(data.legal).toMatchObject({ id: me.ids.legal, numDocumento: me.rut, nombreEnDocumento: `Ana ${me.marker}` })
    expect(data.health).toMatchObject({ id: me.ids.health, CondicionMedica: `Asma ${me.marker}`, ContactoEmergencia: '+56987654321' })
    expect(data.status).toMatchObject({ id: me.ids.status, state: 0 })
    expect(data.requests.map((r) => r['id'])).toEqual([me.ids.request])
    expect(data.tickets.map((r) => r['id'])).toEqual([me.ids.ticket])
    expect(data.tickets[0]).toMatchObject({ orderID: me.ticket['orderID'], monto: 60000, estado: 'pagada' })
    expect(data.badge).toMatchObject({ id: me.ids.badge, MontoTotalPagado: 60000 })
    expect(data.payments).toEqual([expect.objectContaining({ id: me.ids.payment, amount: 60000, buyOrder: me.ticket['orderID'] })])
    expect(data.audit.map((r) => r['id'])).toContain(me.ids.audit)
    expect(data.mails.length).toBeGreaterThan(0)
  })

  it('holds nothing of anybody else, no card digits, no Webpay token, no moderator identity, no document hash', () => {
    for (const value of [other.id, other.email, other.marker, other.rut, ...Object.values(other.ids)]) expect(text).not.toContain(value)
    // The payment's stored result holds the card's last digits as {"card_number":"6623"}: neither the
    // field nor the quoted value may leave (a bare 6623 can occur inside a random username).
    expect(text).not.toContain('card_detail')
    expect(text).not.toContain('"6623"')
    expect(text).not.toContain(String(me.ticket['token']))
    expect(text).not.toContain('mod@tests.local')
    expect(text).not.toContain('moderatorid0001')
    expect(text).not.toContain('documentHash')
  })

  it('holds every one of 250 requests and the 250 audit rows about them (more ids than one PocketBase filter takes)', async () => {
    const admin = await superuser()
    const person = await createPerson()
    const type = (await admin.collection('Entradas').getFullList({ batch: 1 }))[0] as { id: string }
    const ids: string[] = []
    for (let i = 0; i < 250; i++) ids.push((await admin.collection('EntradasPedidas').create({ user: person.id, tipo: type.id, estado: 'rechazada' })).id)
    for (const id of ids) await admin.collection('auditLog').create({ actor: 'mod000000000001', actorEmail: 'mod@tests.local', action: 'update', collection: 'EntradasPedidas', target: id, before: null, after: { estado: 'rechazada' } })
    const mine = await person.pb.send<Export>('/api/mi/my-data', {})
    expect(mine.requests.map((r) => r['id'])).toEqual(expect.arrayContaining(ids))
    expect(mine.audit.map((row) => row['target'])).toEqual(expect.arrayContaining(ids))
  }, 60_000)

  it('an audit row about another collection’s record that happens to share an id with one of mine is not mine', async () => {
    const admin = await superuser()
    const person = await createPerson()
    const alien = await admin.collection('auditLog').create({ actor: 'mod000000000001', action: 'update', collection: 'Entradas', target: person.ids.personal, before: null, after: { secreto: 'ajeno' } })
    const own = await admin.collection('auditLog').create({ actor: 'mod000000000001', action: 'update', collection: 'userPersonalInfoPaws', target: person.ids.personal, before: null, after: { Badge: 'x' } })
    const ids = (await person.pb.send<Export>('/api/mi/my-data', {})).audit.map((row) => row['id'])
    expect(ids).toContain(own.id)
    expect(ids).not.toContain(alien.id)
  })

  it('answers 401 without a session and is not cached', async () => {
    expect(await statusOf(client().send('/api/mi/my-data', {}))).toBe(401)
    const res = await fetch(`${me.pb.baseURL}/api/mi/my-data`, { headers: { Authorization: me.pb.authStore.token } })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
