import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import updateuserlegal from '../../functions/updateuserlegal.mts'
import { uniqueRut } from '../../scripts/lib/fixture-documents.ts'
import type { SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import { callFn } from './support/payments.ts'
import { client, createModerator, createUser, errorOf, startMailbox, superuser, type TestAccount } from './support/pocketbase.ts'

let admin: PocketBase
let moderator: TestAccount
let mailbox: SmtpSink

beforeAll(async () => {
  admin = await superuser()
  moderator = await createModerator()
  mailbox = await startMailbox()
})
afterAll(() => mailbox.stop())

async function attendeeWithLegal() {
  const user = await createUser()
  const legal = await user.pb.collection('userLegalInfoPaws').create({ user: user.id, numDocumento: uniqueRut(), tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: 'Ana Perez', bdate: '1990-01-01 00:00:00.000Z' })
  return { user, legal }
}

const ask = (user: TestAccount, motivo: string, extra: Record<string, unknown> = {}) =>
  user.pb.collection('legalCorrections').create({ user: user.id, motivo, ...extra })

describe('asking for a correction of locked legal data', () => {
  it('the attendee’s request is always open, and moderators see it; other attendees and visitors do not', async () => {
    const { user } = await attendeeWithLegal()
    const request = await ask(user, 'Mi apellido lleva tilde: Pérez.', { estado: 'resuelta', resueltaEn: '2030-01-01 00:00:00.000Z' })
    expect(request).toMatchObject({ estado: 'pendiente', resueltaEn: '' })
    expect((await moderator.pb.collection('legalCorrections').getFullList({ filter: "estado = 'pendiente'", sort: 'created' })).map((r) => r.id)).toContain(request.id)
    const other = await createUser()
    expect((await other.pb.collection('legalCorrections').getFullList()).map((r) => r.id)).not.toContain(request.id)
    expect((await client().collection('legalCorrections').getList(1, 1)).totalItems).toBe(0)
  })

  it('is refused without legal data, while another is open, for someone else, or without a reason, and changes nothing', async () => {
    const bare = await createUser()
    expect((await errorOf(ask(bare, 'No tengo datos legales todavía.'))).response['data']).toHaveProperty('motivo.code', 'validation_no_legal_data')
    const { user } = await attendeeWithLegal()
    await ask(user, 'Primera solicitud de corrección.')
    expect((await errorOf(ask(user, 'Segunda solicitud abierta.'))).status).toBe(400)
    const victim = await attendeeWithLegal()
    expect((await errorOf(user.pb.collection('legalCorrections').create({ user: victim.user.id, motivo: 'En nombre de otra persona.' }))).status).toBe(400)
    expect((await errorOf(ask(victim.user, 'corto'))).status).toBe(400)
    expect((await admin.collection('legalCorrections').getList(1, 1, { filter: admin.filter('user = {:u}', { u: victim.user.id }) })).totalItems).toBe(0)
  })

  it('nobody but the function closes or deletes a request', async () => {
    const { user } = await attendeeWithLegal()
    const request = await ask(user, 'Mi fecha de nacimiento está mal.')
    for (const pb of [user.pb, moderator.pb]) {
      expect((await errorOf(pb.collection('legalCorrections').update(request.id, { estado: 'resuelta' }))).status).toBeGreaterThanOrEqual(400)
      expect((await errorOf(pb.collection('legalCorrections').delete(request.id))).status).toBeGreaterThanOrEqual(400)
    }
  })
})

describe('a moderator corrects through updateuserlegal', () => {
  it('corrects with its audit entry, closes the request and mails the attendee in both languages', async () => {
    const { user, legal } = await attendeeWithLegal()
    const request = await ask(user, 'Mi apellido lleva tilde: Pérez.')
    const res = await callFn(updateuserlegal, { id: legal.id, data: { nombreEnDocumento: 'Ana Pérez' }, correction: request.id }, moderator.pb.authStore.token)
    expect(res).toEqual({ status: 200, body: { id: legal.id, nombreEnDocumento: 'Ana Pérez', correction: request.id, mailed: true } })
    expect(await admin.collection('legalCorrections').getOne(request.id)).toMatchObject({ estado: 'resuelta' })
    const [audit] = await admin.collection('auditLog').getFullList({ filter: admin.filter("target = {:t} && action = 'updateuserlegal'", { t: legal.id }) })
    expect(audit).toMatchObject({ actor: moderator.id, after: { nombreEnDocumento: 'Ana Pérez', correction: request.id } })
    const mail = await mailbox.waitFor((m) => m.to.includes(user.email))
    expect(mail.text).toContain('Revisamos tu solicitud de corrección')
    expect(mail.text).toContain('We reviewed your correction request')
    // The attendee may ask again once the request is closed.
    expect((await ask(user, 'Otra corrección más adelante.'))['estado']).toBe('pendiente')
  })

  it('refuses a request of another person or one already closed, and then corrects nothing', async () => {
    const a = await attendeeWithLegal()
    const b = await attendeeWithLegal()
    const requestOfB = await ask(b.user, 'Mi nombre está mal escrito.')
    expect((await callFn(updateuserlegal, { id: a.legal.id, data: { nombreEnDocumento: 'Ana Pérez' }, correction: requestOfB.id }, moderator.pb.authStore.token)).status).toBe(400)
    expect((await admin.collection('userLegalInfoPaws').getOne(a.legal.id))['nombreEnDocumento']).toBe('Ana Perez')
    await callFn(updateuserlegal, { id: b.legal.id, data: { nombreEnDocumento: 'Ana Pérez' }, correction: requestOfB.id }, moderator.pb.authStore.token)
    expect((await callFn(updateuserlegal, { id: b.legal.id, data: { nombreEnDocumento: 'Ana Peres' }, correction: requestOfB.id }, moderator.pb.authStore.token)).status).toBe(400)
    expect((await admin.collection('userLegalInfoPaws').getOne(b.legal.id))['nombreEnDocumento']).toBe('Ana Pérez')
    expect((await callFn(updateuserlegal, { id: b.legal.id, data: { nombreEnDocumento: 'X Y' }, correction: 'nonexistent0000' }, moderator.pb.authStore.token)).status).toBe(404)
  })
})
