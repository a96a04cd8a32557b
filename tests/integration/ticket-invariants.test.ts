// Issue #37, findings 1, 3 and 4: no refund after the door, no transfer to someone already admitted,
// one refund mail per refund. After every step the ticket invariants are checked over the whole
// database (src/domain/ticket-invariants.ts, support/money.ts `watchTicketInvariants`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import confirm from '../../functions/confirm.mts'
import reembolsar from '../../functions/reembolsar.mts'
import { adminClient } from '../../functions/_shared/pocketbase.ts'
import { reconcile } from '../../functions/_shared/reconcile.ts'
import { afterOrganiserRefund } from '../../functions/_shared/refund-mail.ts'
import { Budget } from '../../functions/_shared/budget.ts'
import { createModerator, errorOf, superuser, type TestAccount } from './support/pocketbase.ts'
import { callFn, issueTicket, payWithCard, setUpPaymentServices, VISA } from './support/payments.ts'
import { createBuyer, ensureType, openRequests, pide } from './support/queue-fixtures.ts'
import { expectMoneyInvariant, watchTicketInvariants } from './support/money.ts'

const services = setUpPaymentServices()

let admin: PocketBase
let moderator: TestAccount
let edition: RecordModel
let type: RecordModel

beforeAll(async () => {
  admin = await superuser()
  moderator = await createModerator()
  type = await ensureType(admin, { tipo: 'S1', price: 70000, quedan: 200 })
  const current = await moderator.pb.send<{ edition: string }>('/api/mi/transfer-deadline', { method: 'GET' })
  edition = await admin.collection('Ediciones').getOne(current.edition)
  // The test server's current edition is over; transfers are opened far ahead for these tests.
  await admin.collection('Ediciones').update(edition.id, { traspasosHasta: '2099-12-31' })
})

afterAll(async () => {
  await admin.collection('Ediciones').update(edition.id, { traspasosHasta: '' })
})

const auth = (account: TestAccount) => account.pb.authStore.token
const ticketOf = (id: string) => admin.collection('EntradasEntregadas').getOne(id)
const paymentOf = (token: string) => admin.collection('pagos').getFirstListItem(admin.filter('token = {:t}', { t: token }))
const refund = (ticketId: string) => callFn(reembolsar, { EntradasEntregadasID: ticketId }, auth(moderator))
const door = (id: string) => moderator.pb.send<{ verdict: string }>(`/api/mi/checkin/${id}`, { method: 'GET' })
const admit = (id: string) => moderator.pb.send<{ verdict: string }>(`/api/mi/checkin/${id}`, { method: 'POST' })
const refundMails = (email: string) => services.sink.messages.filter((m) => m.to.includes(email) && m.subject.includes('reembolso'))
const admissionsOf = (userId: string) => admin.collection('admisiones').getFullList({ filter: admin.filter('holder = {:u}', { u: userId }) })
const requestCode = async (call: Promise<unknown>) => {
  const err = await errorOf(call)
  return { status: err.status, code: (err.response as { data?: { request?: { code?: string } } }).data?.request?.code }
}

/** Request → approval → Pay → Webpay → return: a buyer holding a paid ticket. */
async function paidBuyer(): Promise<{ buyer: TestAccount; ticket: RecordModel }> {
  const buyer = await createBuyer()
  expect((await pide({ userid: buyer.id, entradaid: type.id }, auth(buyer))).status).toBe(200)
  const [request] = await openRequests(admin, buyer.id)
  const approved = await moderator.pb.send<RecordModel>(`/api/mi/approve/${String(request?.id)}`, { method: 'POST' })
  const started = await callFn(updatetokenentregada, { EntradasEntregadasID: approved.id }, auth(buyer))
  expect(started.status).toBe(200)
  const { token, url } = started.body as { token: string; url: string }
  await payWithCard(services.standIn, url, token, VISA)
  expect((await callFn(confirm, { token }, auth(buyer))).body).toMatchObject({ paid: true, completion: { ticket: 'issued' } })
  return { buyer, ticket: await ticketOf(approved.id) }
}

/**
 * Someone admitted whose ticket was refunded before this rule existed (what finding 1 left behind):
 * a refunded ticket and the admission rows, written as the old code left them.
 */
async function admittedWithoutTicket(): Promise<TestAccount> {
  const person = await createBuyer()
  const old = await issueTicket(person.id, { tipo: 'S1', price: 70000 })
  await admin.collection('EntradasEntregadas').update(old.id, { estado: 'reembolsada' })
  await admin.collection('admisiones').create({ ticket: old.id, holder: person.id, moderator: moderator.id, moderatorName: 'Door', admittedAt: new Date().toISOString(), origin: 'online' })
  return person
}

describe('finding 1: no refund after the door', () => {
  it('an admitted holder’s ticket is not refunded: 409 in Spanish and English, Webpay untouched, the ticket stays paid, no mail', async () => {
    const { buyer, ticket } = await paidBuyer()
    const invariants = await watchTicketInvariants(services.standIn)
    expect((await admit(ticket.id)).verdict).toBe('admitted')
    await invariants.check('admitted')

    const refused = await refund(ticket.id)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ details: { code: 'admitted' } })
    expect(JSON.stringify(refused.body)).toContain('ya ingresó al evento')
    expect(JSON.stringify(refused.body)).toContain('already admitted')
    expect(services.standIn.controls.transaction(String(ticket.token))?.status).toBe('AUTHORIZED')
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada' })
    expect(await paymentOf(String(ticket.token))).toMatchObject({ estado: 'finalizada' })
    expect(refundMails(buyer.email)).toEqual([])
    await invariants.check('refund refused')
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('a refund started before the admission and completed after it: the door refuses the ticket while the refund is in flight, online and in the phones’ list', async () => {
    const { buyer, ticket } = await paidBuyer()
    const invariants = await watchTicketInvariants(services.standIn)
    // Webpay performs the refund but its answer is lost: the intent stays, the reconciliation finishes it.
    services.standIn.controls.setAnswerLost(['refund'])
    expect((await refund(ticket.id)).body).toMatchObject({ details: { code: 'pending' } })
    services.standIn.controls.setAnswerLost(false)
    expect(await paymentOf(String(ticket.token))).toMatchObject({ estado: 'reembolsando' })

    expect((await door(ticket.id)).verdict).toBe('refunding')
    const refused = await errorOf(admit(ticket.id))
    expect(refused.status).toBe(409)
    expect(refused.response).toMatchObject({ verdict: 'refunding' })
    const list = await moderator.pb.send<{ tickets: { id: string; verdict: string }[] }>('/api/mi/checkin-list', { method: 'GET' })
    expect(list.tickets.find((t) => t.id === ticket.id)?.verdict).toBe('refunding')
    expect(await admissionsOf(buyer.id)).toEqual([])
    await invariants.check('door refused while refunding')

    await reconcile(await adminClient())
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'reembolsada' })
    expect((await door(ticket.id)).verdict).toBe('refunded')
    expect(refundMails(buyer.email)).toHaveLength(1)
    await invariants.check('refund completed')
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('the door and "Reembolsar" at the same moment: one of them wins, never both', async () => {
    const people = await Promise.all([paidBuyer(), paidBuyer(), paidBuyer()])
    const invariants = await watchTicketInvariants(services.standIn)
    for (const { buyer, ticket } of people) {
      const [scan, click] = await Promise.allSettled([admit(ticket.id), refund(ticket.id)])
      const admitted = (await admissionsOf(buyer.id)).length === 1
      const refunded = (await ticketOf(ticket.id)).estado === 'reembolsada'
      expect({ admitted, refunded, scan: scan.status, click: click.status === 'fulfilled' ? click.value.status : 0 }).toSatisfy(
        (r: { admitted: boolean; refunded: boolean }) => r.admitted !== r.refunded,
      )
      await invariants.check(`race for ${ticket.id}`)
      await expectMoneyInvariant(services.standIn, buyer.id)
    }
  })

  it('a refund intent older than the rule that meets an admission is not sent again: back to paid, nothing at Webpay', async () => {
    const { buyer, ticket } = await paidBuyer()
    expect((await admit(ticket.id)).verdict).toBe('admitted')
    // As the old code could leave it: the intent written after the admission, Webpay never reached.
    const payment = await paymentOf(String(ticket.token))
    await admin.collection('pagos').update(payment.id, { estado: 'reembolsando', reembolsoMotivo: 'organizador', reembolsoPor: moderator.id })
    const invariants = await watchTicketInvariants(services.standIn)
    await reconcile(await adminClient())
    expect(services.standIn.controls.transaction(String(ticket.token))?.status).toBe('AUTHORIZED')
    expect(await paymentOf(String(ticket.token))).toMatchObject({ estado: 'finalizada', result: { refundFailed: { error: 'admitted' } } })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada' })
    await invariants.check('old intent not sent')
    await expectMoneyInvariant(services.standIn, buyer.id)
  })
})

describe('finding 3: no transfer to someone already admitted', () => {
  it('refused at the request: the holder hears only that the recipient is not eligible; nothing written', async () => {
    const { buyer: giver, ticket } = await paidBuyer()
    const recipient = await admittedWithoutTicket()
    const invariants = await watchTicketInvariants(services.standIn)
    expect(await requestCode(giver.pb.send('/api/mi/transfers', { method: 'POST', body: { ticket: ticket.id, to: recipient.email } }))).toEqual({ status: 400, code: 'recipientNotEligible' })
    expect(await admin.collection('traspasos').getFullList({ filter: admin.filter('de = {:u}', { u: giver.id }) })).toEqual([])
    await invariants.check('request refused')
  })

  it('refused at the approval when the recipient was admitted after the request: the giver keeps the paid ticket', async () => {
    const { buyer: giver, ticket } = await paidBuyer()
    const recipient = await createBuyer()
    const asked = await giver.pb.send<{ id: string; estado: string }>('/api/mi/transfers', { method: 'POST', body: { ticket: ticket.id, to: recipient.email } })
    expect(asked.estado).toBe('pendiente')
    // Meanwhile the recipient entered (their own ticket, refunded before this rule existed).
    const old = await issueTicket(recipient.id, { tipo: 'S1', price: 70000 })
    await admin.collection('EntradasEntregadas').update(old.id, { estado: 'reembolsada' })
    await admin.collection('admisiones').create({ ticket: old.id, holder: recipient.id, moderator: moderator.id, moderatorName: 'Door', admittedAt: new Date().toISOString(), origin: 'online' })
    const invariants = await watchTicketInvariants(services.standIn)

    expect(await requestCode(moderator.pb.send(`/api/mi/transfers/${asked.id}/approve`, { method: 'POST' }))).toEqual({ status: 400, code: 'recipientAdmitted' })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada', user: giver.id })
    expect(await admin.collection('traspasos').getOne(asked.id)).toMatchObject({ estado: 'pendiente' })
    expect((await door(ticket.id)).verdict).toBe('admit')
    await invariants.check('approval refused')
    await expectMoneyInvariant(services.standIn, giver.id)
  })

  it('a recipient who holds a valid ticket is refused at the request and at the approval', async () => {
    const { buyer: giver, ticket } = await paidBuyer()
    const other = await createBuyer()
    const asked = await giver.pb.send<{ id: string }>('/api/mi/transfers', { method: 'POST', body: { ticket: ticket.id, to: other.email } })
    const invariants = await watchTicketInvariants(services.standIn)
    // The recipient buys their own ticket before the moderator's click.
    const bought = await issueTicket(other.id, { tipo: 'S1', price: 70000 })
    expect(await requestCode(moderator.pb.send(`/api/mi/transfers/${asked.id}/approve`, { method: 'POST' }))).toEqual({ status: 400, code: 'recipientHoldsTicket' })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada', user: giver.id })
    await admin.collection('EntradasEntregadas').delete(bought.id)
    await invariants.check('approval refused (holds a ticket)')
  })
})

describe('finding 4: one refund mail per refund', () => {
  it('10 "Reembolsar" clicks at once, more while the mail is being sent, and the reconciliation’s notice step: one refund at Webpay, one mail, one audit row', async () => {
    const { buyer, ticket } = await paidBuyer()
    const invariants = await watchTicketInvariants(services.standIn)
    // A slow SMTP server: the first mail is accepted only after 2 s, the window where a second sender would slip in.
    services.sink.setAnswerDelay(2_000)
    const clicks = Array.from({ length: 10 }, () => refund(ticket.id))
    await services.sink.waitFor((m) => m.to.includes(buyer.email) && m.subject.includes('reembolso'))
    const payment = await paymentOf(String(ticket.token))
    const pb = await adminClient()
    const late = [
      ...Array.from({ length: 10 }, () => refund(ticket.id)),
      ...Array.from({ length: 3 }, () => afterOrganiserRefund(pb, payment.id, '', new Budget())),
    ]
    const answers = await Promise.all(clicks)
    await Promise.all(late)
    services.sink.setAnswerDelay(0)
    await reconcile(pb)

    expect(answers.filter((a) => a.status === 200 && (a.body as { mailed?: boolean }).mailed === true)).toHaveLength(1)
    expect(refundMails(buyer.email)).toHaveLength(1)
    expect(services.standIn.controls.transaction(String(ticket.token))?.status).toBe('REVERSED')
    expect(await admin.collection('auditLog').getFullList({ filter: admin.filter("action = 'reembolsar' && target = {:t}", { t: ticket.id }) })).toHaveLength(1)
    expect(await paymentOf(String(ticket.token))).toMatchObject({ estado: 'reembolsada' })
    await invariants.check('refunded once, mailed once')
    await expectMoneyInvariant(services.standIn, buyer.id)
  })
})
