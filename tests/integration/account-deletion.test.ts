import path from 'node:path'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configurePocketBase } from '../../scripts/lib/configure-pocketbase.ts'
import { uniqueRut } from '../../scripts/lib/fixture-documents.ts'
import { freePort } from '../../scripts/lib/ports.ts'
import { startSmtpSink, type SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import { imageForm, png } from './constraints-images.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'
import { createPerson, currentPrefixOf, type Person, type PersonServer } from './support/person-fixtures.ts'
import { ensureType } from './support/queue-fixtures.ts'
import { errorOf, superuser } from './support/pocketbase.ts'
import { testOrderId } from './support/payments.ts'
import { localSettings } from '../../scripts/lib/pocketbase-settings.ts'

// A server of our own: its storage folder can be scanned, and its event is still to come.
const own = new OwnPocketBase()
let mailbox: SmtpSink
let admin: PocketBase
const server: PersonServer = { superuser: () => own.superuser(), user: () => own.user() }

beforeAll(async () => {
  await own.start({}, { editions: 'migrations' })
  mailbox = await startSmtpSink({ port: await freePort() })
  admin = await own.superuser()
  // The next edition is entered: its paid tickets are for an event not yet held.
  await admin.collection('Ediciones').create({ inicio: '2099-12-29', fin: '2099-12-31', corteEdad: '2099-12-27', minutosPago: 5, prefijoOrden: 'Paw99a', ventaAbre: '2026-01-01', ventaCierra: '2099-12-28' })
  await configurePocketBase(admin, localSettings('http://localhost:5173', `smtp://127.0.0.1:${mailbox.port}`, 'entradas@tests.local'))
}, 60_000)
afterAll(async () => {
  await mailbox.stop()
  await own.remove()
})

const deleteAccount = (person: { pb: PocketBase }, body: Record<string, unknown>) => person.pb.send('/api/mi/delete-account', { method: 'POST', body })

/** Every record of every collection and view, as a superuser reads it (but the rows named in `except`). */
async function everything(except: string[] = []): Promise<string> {
  const collections = await admin.collections.getFullList()
  const rows = await Promise.all(collections.map((c) => admin.collection(c.name).getFullList({ batch: 500 })))
  return JSON.stringify(rows.map((list) => list.filter((row) => !except.includes(row.id))))
}

function storageFiles(): string[] {
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? walk(path.join(dir, n)) : [path.join(dir, n)]))
  return walk(path.join(own.dataDir, 'storage'))
}

describe('refusals change nothing', () => {
  let person: Person
  beforeAll(async () => {
    person = await createPerson({}, server)
  })

  it('a wrong password is refused with a field error and the account stays', async () => {
    const err = await errorOf(deleteAccount(person, { password: 'not-my-password', forfeit: true }))
    expect(err.status).toBe(400)
    expect(err.response['data']).toHaveProperty('password.code', 'validation_invalid_password')
    expect((await admin.collection('users').getOne(person.id)).id).toBe(person.id)
  })

  it('a paid ticket for an event not yet held needs explicit forfeit: 409 with its order, and nothing is deleted', async () => {
    const err = await errorOf(deleteAccount(person, { password: person.password }))
    expect(err.status).toBe(409)
    expect(err.response['data']).toEqual({ code: 'forfeit_required', orders: [person.ticket['orderID']] })
    expect((await admin.collection('userHealthInfoPaws').getOne(person.ids.health)).id).toBe(person.ids.health)
    expect((await admin.collection('EntradasEntregadas').getOne(person.ids.ticket))['user']).toBe(person.id)
  })

  it('a malformed forfeit is refused', async () => {
    expect((await errorOf(deleteAccount(person, { password: person.password, forfeit: 'yes' }))).status).toBe(400)
  })
})

describe('deleting an account with a paid ticket, an unpaid one and an avatar', () => {
  let person: Person
  let unpaidId = ''
  let stockId = ''
  let answer: Record<string, unknown>
  let bystanderAuditId = ''

  beforeAll(async () => {
    person = await createPerson({}, server)
    await person.pb.collection('users').update(person.id, imageForm('avatar', png(64, 64), 'me.png', 'image/png'))
    expect(storageFiles().some((f) => f.includes(person.id))).toBe(true)
    const type = await ensureType(admin, { tipo: 'B1', price: 45000, quedan: 5 })
    stockId = (await admin.collection('EntradasQuedan').getFirstListItem(admin.filter('EntradasID = {:id}', { id: type.id }))).id
    unpaidId = (
      await admin.collection('EntradasEntregadas').create({ user: person.id, tipo: type.id, nombre: `Ana ${person.marker}`, token: '1', orderID: `${await currentPrefixOf(admin)}${testOrderId().slice(6)}`, monto: 45000, estado: 'creada', correoEnviado: 'si', correoEnviado2: 'no' })
    ).id
    // Someone else's trail that shares a first name and the birthday: it must survive untouched.
    bystanderAuditId = (
      await admin.collection('auditLog').create({ actor: 'moderatorid0001', action: 'updateuserlegal', collection: 'userLegalInfoPaws', target: 'otherlegal00001', before: { nombreEnDocumento: 'Ana Otra' }, after: { nombreEnDocumento: 'Ana Otra', bdate: `${person.bdate} 00:00:00.000Z` } })
    ).id
    expect((await admin.collection('_authOrigins').getList(1, 1, { filter: admin.filter('recordRef = {:id}', { id: person.id }) })).totalItems).toBeGreaterThan(0)
    answer = await deleteAccount(person, { password: person.password, forfeit: true })
  }, 60_000)

  it('answers what was done', () => {
    expect(answer).toEqual({ deleted: true, mailed: true, ticketsKept: 1, ticketsReleased: 1, forfeited: 1, banKept: false })
  })

  it('leaves no personal field of the person in any collection, nor any file of theirs in storage', async () => {
    // The bystander's row shares the birthday on purpose (checked in its own test below).
    const all = (await everything([bystanderAuditId])).toLowerCase()
    for (const value of [person.email, person.marker, person.rut, person.bdate, person.id + '/']) expect(all, value).not.toContain(value.toLowerCase())
    expect(storageFiles().filter((f) => f.includes(person.id))).toEqual([])
    const gone = { userPersonalInfoPaws: person.ids.personal, userLegalInfoPaws: person.ids.legal, userHealthInfoPaws: person.ids.health, userStatusPaws: person.ids.status, EntradasPedidas: person.ids.request, EntradasUsuario: person.ids.badge }
    // PocketBase's own records of the account (sign-in origins, MFA, one-time codes) go with it.
    for (const system of ['_authOrigins', '_mfas', '_otps', '_externalAuths']) {
      expect((await admin.collection(system).getList(1, 1, { filter: admin.filter('recordRef = {:id}', { id: person.id }) })).totalItems, system).toBe(0)
    }
    for (const [collection, id] of Object.entries(gone)) {
      expect((await admin.collection(collection).getList(1, 1, { filter: admin.filter('id = {:id}', { id }) })).totalItems, collection).toBe(0)
    }
    for (const file of storageFiles()) expect(readFileSync(file).includes(Buffer.from(person.marker))).toBe(false)
  })

  it('keeps the paid ticket, its payment and the audit rows, anonymised', async () => {
    const ticket = await admin.collection('EntradasEntregadas').getOne(person.ids.ticket)
    expect(ticket).toMatchObject({ user: '', nombre: '', orderID: person.ticket['orderID'], monto: 60000, estado: 'pagada' })
    expect(ticket['cuentaEliminadaEn']).not.toBe('')
    expect(await admin.collection('pagos').getOne(person.ids.payment)).toMatchObject({ user: '', amount: 60000, buyOrder: person.ticket['orderID'] })
    const audit = await admin.collection('auditLog').getOne(person.ids.audit)
    expect(audit).toMatchObject({ action: 'sendmailpagar', target: person.ids.ticket, after: { correoEnviado: 'si', to: '[eliminado]', monto: 60000 } })
    const deletion = await admin.collection('auditLog').getFirstListItem(admin.filter("action = 'deleteaccount' && target = {:id}", { id: person.id }))
    expect(deletion['after']).toMatchObject({ ticketsKept: 1, ticketsReleased: 1 })
  })

  it('an organiser can still refund the anonymised paid ticket (no badge summary is left to adjust)', async () => {
    await admin.collection('pagos').update(person.ids.payment, { estado: 'reembolsando', reembolsoMotivo: 'organizador' })
    const token = String(person.ticket['token'])
    expect(await admin.send('/api/mi/refunded', { method: 'POST', body: { token, answer: { type: 'REVERSED' } } })).toEqual({ status: 'refunded', ticket: person.ids.ticket })
    expect((await admin.collection('EntradasEntregadas').getOne(person.ids.ticket))['estado']).toBe('reembolsada')
  })

  it('leaves the audit trail of someone who merely shares a first name and a birthday untouched', async () => {
    expect((await admin.collection('auditLog').getOne(bystanderAuditId))['after']).toEqual({ nombreEnDocumento: 'Ana Otra', bdate: `${person.bdate} 00:00:00.000Z` })
  })

  it('releases the approved-but-unpaid ticket back to stock', async () => {
    expect((await admin.collection('EntradasEntregadas').getList(1, 1, { filter: admin.filter('id = {:id}', { id: unpaidId }) })).totalItems).toBe(0)
    expect((await admin.collection('EntradasQuedan').getOne(stockId))['CantidadQuedan']).toBe(6)
  })

  it('sends a confirmation mail in both languages', async () => {
    const mail = await mailbox.waitFor((m) => m.to.includes(person.email))
    expect(mail.subject).toContain('Tu cuenta fue eliminada · Your account was deleted')
    expect(mail.text).toContain('Eliminamos tu cuenta')
    expect(mail.text).toContain('We deleted your Monster Invasion account')
  })

  it('the old session no longer works', async () => {
    expect((await errorOf(person.pb.send('/api/mi/my-data', {}))).status).toBe(401)
  })
})

describe('erasure blanks the person’s identifiers, never other words that contain them', () => {
  it('a short badge name ("Ada") blanks the value "Ada" in the audit rows about their ticket, not "pagada"', async () => {
    const person = await createPerson({}, server)
    await admin.collection('userPersonalInfoPaws').update(person.ids.personal, { Badge: 'Ada' })
    const row = await admin.collection('auditLog').create({ actor: 'moderatorid0001', action: 'update', collection: 'EntradasEntregadas', target: person.ids.ticket, before: { estado: 'creada' }, after: { estado: 'pagada', apodo: 'Ada' } })
    await deleteAccount(person, { password: person.password, forfeit: true })
    expect((await admin.collection('auditLog').getOne(row.id))['after']).toEqual({ estado: 'pagada', apodo: '[eliminado]' })
  }, 60_000)

  it('a door refusal about their ticket ("does not match") keeps the verdict and loses the name and the document’s end', async () => {
    const person = await createPerson({}, server)
    const row = await admin.collection('auditLog').create({ actor: 'moderatorid0001', action: 'checkin-mismatch', collection: 'EntradasEntregadas', target: person.ids.ticket, before: null, after: { legalName: `Ana ${person.marker}`, documentTail: '•••785', verdict: 'admit' } })
    await deleteAccount(person, { password: person.password, forfeit: true })
    expect((await admin.collection('auditLog').getOne(row.id))['after']).toEqual({ legalName: '[eliminado]', documentTail: '[eliminado]', verdict: 'admit' })
  }, 60_000)
})

describe('a ban survives deletion', () => {
  it('a banned person who deletes their account and registers again with the same document is still banned', async () => {
    const banned = await createPerson({ state: 3 }, server)
    expect(await deleteAccount(banned, { password: banned.password, forfeit: true })).toMatchObject({ deleted: true, banKept: true })
    const again = await own.user()
    await again.pb.collection('userLegalInfoPaws').create({ user: again.id, numDocumento: banned.rut, tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: 'Otra Persona', bdate: '1990-01-01 00:00:00.000Z' })
    expect(await admin.send(`/api/mi/standing/${again.id}`, {})).toEqual({ state: 3, banned: true })
    // A person in good standing leaves no ban behind.
    const fine = await createPerson({}, server)
    await deleteAccount(fine, { password: fine.password, forfeit: true })
    const next = await own.user()
    await next.pb.collection('userLegalInfoPaws').create({ user: next.id, numDocumento: fine.rut, tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: 'Otra Persona', bdate: '1990-01-01 00:00:00.000Z' })
    expect(await admin.send(`/api/mi/standing/${next.id}`, {})).toEqual({ state: 0, banned: false })
  })
})

it('a paid ticket of an edition that is over needs no forfeit: the shared server sells the next one, the ticket is the 2025 edition’s', async () => {
  const person = await createPerson()
  const shared = await superuser()
  const ticket = await shared.collection('EntradasEntregadas').getOne(person.ids.ticket)
  // The same ticket as the migrations' 2025 edition issued it: its order id names that edition.
  await shared.collection('EntradasEntregadas').update(ticket.id, { orderID: `Paw25a${String(ticket['orderID']).slice(6)}` })
  expect(await deleteAccount(person, { password: person.password })).toMatchObject({ deleted: true, forfeited: 0, ticketsKept: 1 })
})

it('an admitted person’s admission is kept for the door’s history but no longer names their account', async () => {
  const person = await createPerson()
  const shared = await superuser()
  const ticket = await shared.collection('EntradasEntregadas').update(person.ids.ticket, { orderID: `Paw25a${String(person.ticket['orderID']).slice(6)}` })
  const admission = await shared.collection('admisiones').create({ ticket: ticket.id, moderator: 'moderatorid0001', moderatorName: 'Puerta', admittedAt: '2025-08-29 15:00:00.000Z', origin: 'online', holder: person.id, edicion: 'Paw25a' })
  expect(await deleteAccount(person, { password: person.password })).toMatchObject({ deleted: true })
  expect(await shared.collection('admisiones').getOne(admission.id)).toMatchObject({ ticket: ticket.id, holder: '', edicion: 'Paw25a', admittedAt: '2025-08-29 15:00:00.000Z' })
  expect((await shared.collection('admisiones').getList(1, 1, { filter: shared.filter('holder = {:id}', { id: person.id }) })).totalItems).toBe(0)
})

it('uniqueRut is unique per call (fixtures rely on it)', () => {
  expect(uniqueRut()).not.toBe(uniqueRut())
})
