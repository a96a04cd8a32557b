import { createHmac } from 'node:crypto'
import type { RecordModel } from 'pocketbase'
import type PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_DOCUMENT_HASH_KEY } from '../../scripts/lib/pocketbase-server.ts'
import { uniquePassport, uniqueRut } from '../../scripts/lib/fixture-documents.ts'
import { documentKey, rutCheckDigit, type IdentityDocument } from '../../src/domain/identity-document.ts'
import { issuedData, quickUser } from './permissions-fixtures.ts'
import { createBuyer, ensureType, pide } from './support/queue-fixtures.ts'
import { createModerator, statusOf, superuser, type TestAccount } from './support/pocketbase.ts'

let admin: PocketBase
let moderator: TestAccount
let type: RecordModel

beforeAll(async () => {
  admin = await superuser()
  moderator = await createModerator()
  type = await ensureType(admin, { tipo: 'B2', price: 30000, quedan: null })
})

const legalOf = (user: string, doc: IdentityDocument) => ({ user, ...doc, nombreEnDocumento: 'Ana Pérez', bdate: '1990-01-01 00:00:00.000Z' })
const fieldCode = (err: unknown, field: string) => (err as { response: { data: Record<string, { code: string }> } }).response.data[field]?.code
const errorOf = (call: Promise<unknown>) => call.then(() => null, (err: unknown) => err)

describe('a document number two accounts hold: the later one is held for review, and the typer is told nothing', () => {
  const approve = (requestId: string) => moderator.pb.send(`/api/mi/approve/${requestId}`, { method: 'POST' }).then(() => 'approved', (err: unknown) => `refused ${(err as { status: number }).status}`)
  const openRequestOf = async (userId: string) => (await admin.collection('EntradasPedidas').getFirstListItem(admin.filter("user = {:u} && estado = 'creada'", { u: userId }))).id

  it('a second account saving the same number, typed another way, is saved and queued like any other (the typer learns nothing); approval refuses it and /adminbann shows why; the first is not held', async () => {
    const rut = uniqueRut()
    const first = await createBuyer({ legal: false })
    await first.pb.collection('userLegalInfoPaws').create(legalOf(first.id, { tipoDocumento: 'DNI', paisDocumento: 'Chile', numDocumento: rut }))
    const second = await createBuyer({ legal: false })
    const retyped = rut.replace('-', '').replace(/^(\d{2})(\d{3})(\d{3})/, '$1.$2.$3-').toLowerCase()
    const saved = await second.pb.collection('userLegalInfoPaws').create(legalOf(second.id, { tipoDocumento: 'PASSPORT', paisDocumento: ' chíle. ', numDocumento: retyped }))
    expect(saved).toMatchObject({ user: second.id, paisDocumento: 'Chile' })
    expect(await pide({ userid: second.id, entradaid: type.id }, second.token)).toMatchObject({ status: 200 })
    expect(await pide({ userid: first.id, entradaid: type.id }, first.token)).toMatchObject({ status: 200 })
    expect(await approve(await openRequestOf(second.id))).toBe('refused 400')
    expect(await approve(await openRequestOf(first.id))).toBe('approved')
    const shown = await moderator.pb.collection('userCompleteLegal').getFullList({ sort: 'email,id' })
    expect(shown.find((row) => row.id === second.id)).toMatchObject({ enRevision: true })
    expect(shown.find((row) => row.id === first.id)).toMatchObject({ enRevision: false })
  })

  it('three accounts saving one new number at the same moment: all saved and queued, exactly one approvable', async () => {
    const passport = uniquePassport()
    const people = await Promise.all([createBuyer({ legal: false }), createBuyer({ legal: false }), createBuyer({ legal: false })])
    await Promise.all(people.map((p) => p.pb.collection('userLegalInfoPaws').create(legalOf(p.id, { tipoDocumento: 'PASSPORT', paisDocumento: 'Peru', numDocumento: passport }))))
    const answers = await Promise.all(people.map((p) => pide({ userid: p.id, entradaid: type.id }, p.token)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const outcomes = []
    for (const p of people) outcomes.push(await approve(await openRequestOf(p.id)))
    expect(outcomes.sort()).toEqual(['approved', 'refused 400', 'refused 400'])
  })

  it.each([
    ['a RUT with a wrong check digit', { tipoDocumento: 'DNI', paisDocumento: 'Chile', numDocumento: '12.345.678-9' }, 'validation_invalid_rut'],
    ['a passport number of the wrong shape', { tipoDocumento: 'PASSPORT', paisDocumento: 'Chile', numDocumento: 'AB-12' }, 'validation_invalid_passport'],
  ])('refuses %s with a field error', async (_label, doc, code) => {
    const user = await quickUser()
    const err = await errorOf(user.pb.collection('userLegalInfoPaws').create(legalOf(user.id, doc)))
    expect(fieldCode(err, 'numDocumento')).toBe(code)
  })

  it('stores a RUT sent as it was copied (dots, spaces around the dash, a lower-case check digit) as the form shows it: digits, dash, check digit', async () => {
    const user = await quickUser()
    const body = uniqueRut().replace(/-.*/, '')
    const check = rutCheckDigit(body)
    const copied = `${body.slice(0, -6)}.${body.slice(-6, -3)}.${body.slice(-3)} - ${check.toLowerCase()}`
    const saved = await user.pb.collection('userLegalInfoPaws').create(legalOf(user.id, { tipoDocumento: 'DNI', paisDocumento: 'Chile', numDocumento: copied }))
    expect(saved['numDocumento']).toBe(`${body}-${check}`)
    expect((await user.pb.collection('userLegalInfoPaws').getOne(saved.id))['numDocumento']).toBe(`${body}-${check}`)
  })

  it('never shows the document hash, and ignores one sent by the owner', async () => {
    const user = await quickUser()
    const doc = { tipoDocumento: 'DNI', paisDocumento: 'Chile', numDocumento: uniqueRut() }
    const saved = await user.pb.collection('userLegalInfoPaws').create({ ...legalOf(user.id, doc), documentHash: 'f'.repeat(64) })
    expect(saved).not.toHaveProperty('documentHash')
    const stored = await admin.collection('userLegalInfoPaws').getOne(saved.id)
    expect(stored['documentHash']).toBe(createHmac('sha256', LOCAL_DOCUMENT_HASH_KEY).update(documentKey(doc)).digest('hex'))
  })
})

describe('a ban follows the person', () => {
  // The report's re-registrations: the same number as a passport, the country typed otherwise.
  it.each([
    ['the same RUT as a PASSPORT', (rut: string) => ({ tipoDocumento: 'PASSPORT', paisDocumento: 'Chile', numDocumento: rut.replace(/[.-]/g, '') })],
    ['the country typed "Chile."', (rut: string) => ({ tipoDocumento: 'DNI', paisDocumento: 'Chile.', numDocumento: rut })],
    ['the country typed "Chíle"', (rut: string) => ({ tipoDocumento: 'DNI', paisDocumento: 'Chíle', numDocumento: rut })],
    ['the country typed "República de Chile"', (rut: string) => ({ tipoDocumento: 'DNI', paisDocumento: 'República de Chile', numDocumento: rut })],
    ['the RUT with dots, a leading zero and a lower-case k', (rut: string) => ({ tipoDocumento: 'DNI', paisDocumento: 'Chile', numDocumento: `0${rut}`.toLowerCase() })],
  ])('a banned person’s new account with %s is banned at the queue', async (_label, variant) => {
    const banned = await createBuyer({ state: 3 })
    const [legal] = await admin.collection('userLegalInfoPaws').getFullList({ filter: admin.filter('user = {:u}', { u: banned.id }) })
    const second = await createBuyer({ legal: false })
    await second.pb.collection('userLegalInfoPaws').create(legalOf(second.id, variant(String(legal?.['numDocumento']))))
    expect(await pide({ userid: second.id, entradaid: type.id }, second.token)).toMatchObject({ status: 403, body: { details: { code: 'banned' } } })
  })

  describe('a document kept banned after its account was deleted', () => {
    let holder: Awaited<ReturnType<typeof createBuyer>>
    beforeAll(async () => {
      holder = await createBuyer({ legal: false })
      const doc = { tipoDocumento: 'DNI', paisDocumento: 'Chile', numDocumento: uniqueRut() }
      await admin.collection('bannedDocuments').create({ documentHash: createHmac('sha256', LOCAL_DOCUMENT_HASH_KEY).update(documentKey(doc)).digest('hex'), reason: 'test' })
      await admin.collection('userLegalInfoPaws').create(legalOf(holder.id, doc))
    })

    it('bans the new account at request', async () => {
      expect(await pide({ userid: holder.id, entradaid: type.id }, holder.token)).toMatchObject({ status: 403, body: { details: { code: 'banned' } } })
    })

    it('bans the new account at approval, and nothing is issued', async () => {
      const request = await admin.collection('EntradasPedidas').create({ user: holder.id, tipo: type.id, estado: 'creada' })
      const err = await errorOf(moderator.pb.send(`/api/mi/approve/${request.id}`, { method: 'POST' }))
      expect(err).toMatchObject({ status: 400 })
      expect((await admin.collection('EntradasEntregadas').getList(1, 1, { filter: admin.filter('user = {:u}', { u: holder.id }) })).totalItems).toBe(0)
      await admin.collection('EntradasPedidas').update(request.id, { estado: 'rechazada' })
    })

    it('refuses the new account’s paid ticket at the door as banned', async () => {
      const ticket = await admin.collection('EntradasEntregadas').create(issuedData(holder.id, type.id, { estado: 'pagada' }))
      const door = await moderator.pb.send<{ verdict: string; banned: boolean }>(`/api/mi/checkin/${ticket.id}`, {})
      expect(door).toMatchObject({ verdict: 'banned', banned: true })
    })

    it('answers banned to the payment functions’ standing check, which only superusers may ask', async () => {
      expect(await admin.send(`/api/mi/standing/${holder.id}`, {})).toEqual({ state: 3, banned: true })
      expect(await statusOf(holder.pb.send(`/api/mi/standing/${holder.id}`, {}))).toBeGreaterThanOrEqual(401)
    })
  })
})
