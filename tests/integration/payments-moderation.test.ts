import { describe, expect, it } from 'vitest'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import confirm from '../../functions/confirm.mts'
import finalconfirm from '../../functions/finalconfirm.mts'
import sendmailentrada from '../../functions/sendmailentrada.mts'
import sendmailapurate from '../../functions/sendmailapurate.mts'
import updateuserlegal from '../../functions/updateuserlegal.mts'
import { createModerator, createUser, superuser } from './support/pocketbase.ts'
import { callFn, issueTicket, payWithCard, setUpPaymentServices, VISA } from './support/payments.ts'
import { uniqueRut } from '../../scripts/lib/fixture-documents.ts'

const services = setUpPaymentServices()

describe('moderator payment tools', () => {
  it('sendmailapurate: moderators remind a buyer of an unpaid ticket (looked up, bilingual, audited); buyers cannot', async () => {
    const buyer = await createUser()
    const moderator = await createModerator()
    const ticket = await issueTicket(buyer.id)
    const body = { EntradasEntregadasID: ticket.id, email: 'attacker@evil.test', monto: 1 }
    expect((await callFn(sendmailapurate, body, buyer.pb.authStore.token)).status).toBe(403)
    expect(await callFn(sendmailapurate, body, moderator.pb.authStore.token)).toEqual({ status: 200, body: { sent: true } })
    const mail = await services.sink.waitFor((m) => m.to.includes(buyer.email))
    expect(services.sink.messages.some((m) => m.to.includes('attacker@evil.test'))).toBe(false)
    expect(mail.text).toContain('$45.000')
    expect(mail.text).toContain('sigue pendiente de pago')
    expect(mail.text).toContain('is still unpaid')
    const audit = await (await superuser()).collection('auditLog').getFullList({ filter: `target = "${ticket.id}" && action = "sendmailapurate"` })
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor: moderator.id, actorEmail: moderator.email })
  })

  it('sendmailentrada with force: moderators resend a ticket mail (the holder too, rate-limited: ticket-resend.test.ts)', async () => {
    const buyer = await createUser()
    const moderator = await createModerator()
    const ticket = await issueTicket(buyer.id)
    const start = await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, buyer.pb.authStore.token)
    const { token, url } = start.body as { token: string; url: string }
    await payWithCard(services.standIn, url, token, VISA)
    await callFn(confirm, { token }, buyer.pb.authStore.token)
    await callFn(finalconfirm, { token }, buyer.pb.authStore.token)
    await callFn(sendmailentrada, { token }, buyer.pb.authStore.token)
    expect((await callFn(sendmailentrada, { token, force: true }, moderator.pb.authStore.token)).body).toEqual({ sent: true, status: 'sent' })
    expect(services.sink.messages.filter((m) => m.to.includes(buyer.email) && m.subject.includes(ticket.orderID))).toHaveLength(2)
  })

  it('updateuserlegal: moderators correct locked legal data with an audit entry; owners and bad data are refused', async () => {
    const buyer = await createUser()
    const moderator = await createModerator()
    const legal = await buyer.pb.collection('userLegalInfoPaws').create({
      user: buyer.id,
      numDocumento: uniqueRut(),
      tipoDocumento: 'DNI',
      paisDocumento: 'Chile',
      nombreEnDocumento: 'Ana Perez',
      bdate: '1990-01-01 00:00:00.000Z',
    })
    const fix = { id: legal.id, data: { nombreEnDocumento: 'Ana Pérez' } }
    expect((await callFn(updateuserlegal, fix, buyer.pb.authStore.token)).status).toBe(403)
    expect((await callFn(updateuserlegal, { id: legal.id, data: { user: moderator.id } }, moderator.pb.authStore.token)).status).toBe(400)
    expect((await callFn(updateuserlegal, { id: legal.id, data: { bdate: '2015-01-01 00:00:00.000Z' } }, moderator.pb.authStore.token)).status).toBe(400)
    const res = await callFn(updateuserlegal, fix, moderator.pb.authStore.token)
    expect(res).toMatchObject({ status: 200, body: { nombreEnDocumento: 'Ana Pérez' } })
    const admin = await superuser()
    expect(await admin.collection('userLegalInfoPaws').getOne(legal.id)).toMatchObject({ nombreEnDocumento: 'Ana Pérez', bdate: '1990-01-01 00:00:00.000Z' })
    const audit = await admin.collection('auditLog').getFullList({ filter: `target = "${legal.id}" && action = "updateuserlegal"` })
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor: moderator.id, before: { nombreEnDocumento: 'Ana Perez' }, after: { nombreEnDocumento: 'Ana Pérez' } })
  })

  it('updateuserlegal answers with the id and the fields sent, never the document number it was not sent', async () => {
    const buyer = await createUser()
    const moderator = await createModerator()
    const numDocumento = uniqueRut()
    const legal = await buyer.pb.collection('userLegalInfoPaws').create({
      user: buyer.id, numDocumento, tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: 'Ana Perez', bdate: '1990-01-01 00:00:00.000Z',
    })
    const res = await callFn(updateuserlegal, { id: legal.id, data: { nombreEnDocumento: 'Ana Pérez' } }, moderator.pb.authStore.token)
    expect(res).toEqual({ status: 200, body: { id: legal.id, nombreEnDocumento: 'Ana Pérez' } })
    expect(JSON.stringify(res.body)).not.toContain(numDocumento.replace(/\D/g, '').slice(0, 6))
  })

  it('updateuserlegal keeps a corrected document number in the audit log masked to its last three characters', async () => {
    const buyer = await createUser()
    const moderator = await createModerator()
    const [oldNumber, newNumber] = [uniqueRut(), uniqueRut()]
    const legal = await buyer.pb.collection('userLegalInfoPaws').create({
      user: buyer.id, numDocumento: oldNumber, tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: 'Ana Perez', bdate: '1990-01-01 00:00:00.000Z',
    })
    const res = await callFn(updateuserlegal, { id: legal.id, data: { numDocumento: newNumber } }, moderator.pb.authStore.token)
    expect(res).toEqual({ status: 200, body: { id: legal.id, numDocumento: newNumber } })
    const admin = await superuser()
    const [row] = await admin.collection('auditLog').getFullList({ filter: `target = "${legal.id}" && action = "updateuserlegal"` })
    const tail = (rut: string) => `•••${rut.replace(/[.-]/g, '').slice(-3)}`
    expect(row).toMatchObject({ before: { numDocumento: tail(oldNumber) }, after: { numDocumento: tail(newNumber) } })
    expect(JSON.stringify(row)).not.toContain(oldNumber.slice(0, 6))
    expect(JSON.stringify(row)).not.toContain(newNumber.slice(0, 6))
  })
})
