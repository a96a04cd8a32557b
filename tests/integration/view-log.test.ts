import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'
import { createPerson, type Person, type PersonServer } from './support/person-fixtures.ts'

// A server of our own: the rows counted here are every `view` row the server holds.
const own = new OwnPocketBase()
let admin: PocketBase
let person: Person
let moderator: PocketBase
let moderatorId: string
const server: PersonServer = { superuser: () => own.superuser(), user: () => own.user() }

const views = async () => admin.collection('auditLog').getFullList({ filter: "action = 'view'", sort: 'created' })
const viewsOf = async (source: string) => (await views()).filter((r) => r['collection'] === source)

beforeAll(async () => {
  await own.start({})
  admin = await own.superuser()
  person = await createPerson({}, server)
  const seat = await admin.collection('moderators').create({ email: 'mira@views.tests', password: 'Moderator-2026', passwordConfirm: 'Moderator-2026', name: 'Mira Dora' })
  moderatorId = seat.id
  moderator = own.as((await admin.collection('moderators').impersonate(seat.id, 3600)).authStore.token)
}, 90_000)
afterAll(() => own.remove())

describe('the view log (Ley 21.719 accountability)', () => {
  it('the attendee’s own reads leave no row', async () => {
    const byUser = person.pb.filter('user = {:userId}', { userId: person.id })
    await person.pb.collection('EntradasEntregadas').getList(1, 20, { filter: byUser })
    await person.pb.collection('userLegalInfoPaws').getList(1, 20, { filter: byUser })
    await person.pb.collection('legalCorrections').create({ user: person.id, motivo: 'Mi fecha de nacimiento está mal.' })
    await person.pb.send('/api/mi/my-data', {})
    await person.pb.send('/api/mi/rights', {})
    expect(await views()).toEqual([])
  })

  it('a moderator listing people (legal name, birthday) leaves one row per person, naming the fields', async () => {
    await moderator.collection('userCompleteLegal').getList(1, 20, { filter: moderator.filter('id = {:id}', { id: person.id }) })
    const rows = await viewsOf('userCompleteLegal')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ actor: moderatorId, target: person.id, after: { fields: expect.arrayContaining(['nombreEnDocumento', 'bdate']) } })
  })

  it('reading the same person again within ten minutes adds nothing', async () => {
    await moderator.collection('userCompleteLegal').getList(1, 20, { filter: moderator.filter('id = {:id}', { id: person.id }) })
    await moderator.collection('userCompleteLegal').getOne(person.id)
    expect(await viewsOf('userCompleteLegal')).toHaveLength(1)
  })

  it('tickets, correction requests, the queue view and the rights inbox are logged too', async () => {
    await moderator.collection('EntradasEntregadas').getList(1, 20, { filter: moderator.filter('user = {:userId}', { userId: person.id }) })
    await moderator.collection('legalCorrections').getList(1, 20, { filter: "estado = 'pendiente'", sort: 'created' })
    await moderator.send('/api/mi/rights/inbox', {})
    for (const source of ['EntradasEntregadas', 'legalCorrections', 'privacyRequests']) {
      expect(await viewsOf(source), source).toEqual([expect.objectContaining({ actor: moderatorId, target: person.id })])
    }
  })

  it('the door card, the scanners’ offline list and the attendee CSVs are logged too', async () => {
    const listedOnly = await createPerson({}, server)
    await moderator.send(`/api/mi/checkin/${person.ids.ticket}`, {})
    await moderator.send('/api/mi/checkin-list', {})
    const csv = await fetch(`${own.url}/api/mi/report/puerta`, { headers: { Authorization: moderator.authStore.token } })
    expect(csv.status).toBe(200)
    await csv.text()
    for (const source of ['checkin', 'report-puerta']) {
      expect((await viewsOf(source)).filter((r) => r['target'] === person.id), source).toEqual([expect.objectContaining({ actor: moderatorId, target: person.id })])
    }
    // The card and the list are one door read: the card already logged the person today (view-log-coverage).
    expect(await viewsOf('checkin-list')).toEqual([expect.objectContaining({ actor: moderatorId, target: listedOnly.id })])
  })

  it('the accessibility summary names nobody, yet each attendee counted in it gets a row', async () => {
    await person.pb.collection('userHealthInfoPaws').update(person.ids.health, { consentimientoVersion: NOTICE_VERSION, NecesidadesAccesibilidad: 'wheelchair' })
    await moderator.send('/api/mi/accessibility-summary', {})
    expect(await viewsOf('accessibility-summary')).toEqual([expect.objectContaining({ actor: moderatorId, target: person.id, after: { fields: ['NecesidadesAccesibilidad'] } })])
  })

  it('the moderators’ transfer list names both sides, and logs both', async () => {
    const recipient = await own.user()
    await admin.collection('traspasos').create({ ticket: person.ids.ticket, de: person.id, para: recipient.id, estado: 'pendiente' })
    await moderator.send('/api/mi/transfers', {})
    expect((await viewsOf('traspasos')).map((r) => r['target']).sort()).toEqual([person.id, recipient.id].sort())
  })

  it('a superuser’s reads (the functions) are not a moderator’s and leave no row', async () => {
    const before = (await views()).length
    await admin.collection('userCompleteLegal').getList(1, 20)
    expect(await views()).toHaveLength(before)
  })

  it('moderators and organisers read the rows on /adminaudit, with the person named', async () => {
    const page = await moderator.send<{ items: { action: string; subject: { name: string } | null; actor: { name: string } | null }[] }>('/api/mi/audit?action=view', {})
    expect(page.items.length).toBeGreaterThanOrEqual(4)
    expect(page.items.every((item) => item.action === 'view')).toBe(true)
    // The newest rows may be about someone else the same screens showed (a transfer's other side).
    expect(page.items).toContainEqual(expect.objectContaining({ action: 'view', actor: expect.objectContaining({ name: 'Mira Dora' }), subject: expect.objectContaining({ name: expect.stringContaining(person.marker) }) }))
  })

  it('the attendee’s download says who viewed their data, what and when', async () => {
    const data = await person.pb.send<{ views: { viewer: string; source: string; fields: string[]; created: string }[] }>('/api/mi/my-data', {})
    expect(data.views.map((v) => v.source).sort()).toEqual(['EntradasEntregadas', 'accessibility-summary', 'checkin', 'legalCorrections', 'privacyRequests', 'report-puerta', 'traspasos', 'userCompleteLegal'])
    expect(data.views.every((v) => v.viewer === 'Mira Dora' && v.created !== '')).toBe(true)
  })

  it('deleting the account deletes the rows about who viewed it', async () => {
    // The shared server's edition is still to come: the paid ticket is given up on purpose.
    await person.pb.send('/api/mi/delete-account', { method: 'POST', body: { password: person.password, forfeit: true } })
    expect((await views()).filter((r) => r['target'] === person.id)).toEqual([])
  })
})
