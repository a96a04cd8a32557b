import { describe, expect, it, vi } from 'vitest'
import type { RecordModel } from 'pocketbase'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import confirm from '../../functions/confirm.mts'
import { adminClient } from '../../functions/_shared/pocketbase.ts'
import { reconcile } from '../../functions/_shared/reconcile.ts'
import { createUser, superuser, type TestAccount } from './support/pocketbase.ts'
import { callFn, issueTicket, payWithCard, setUpPaymentServices, VISA } from './support/payments.ts'
import { expectMoneyInvariant } from './support/money.ts'

/**
 * /webpayretorno makes one call (issue #29): `confirm` commits with Webpay, applies the payment and
 * sends the ticket mail, the same chain the reconciliation runs (functions/_shared/complete-payment.ts).
 * An answer lost anywhere in it ends, after retries, in one commit, one paid ticket and one mail.
 */
const services = setUpPaymentServices()

const auth = (buyer: TestAccount) => buyer.pb.authStore.token
const ticketOf = async (id: string) => (await superuser()).collection('EntradasEntregadas').getOne(id)
const mailsTo = (email: string) => services.sink.messages.filter((m) => m.to.includes(email))

async function paidAtWebpay(buyer: TestAccount, ticket: RecordModel): Promise<string> {
  const started = await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, auth(buyer))
  expect(started.status).toBe(200)
  const { token, url } = started.body as { token: string; url: string }
  await payWithCard(services.standIn, url, token, VISA)
  return token
}

describe('the payment return in one call', () => {
  it('one confirm call pays the ticket, sets the badge summary and sends exactly one ticket mail', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const token = await paidAtWebpay(buyer, ticket)

    const answer = await callFn(confirm, { token }, auth(buyer))
    expect(answer).toEqual({ status: 200, body: expect.objectContaining({ paid: true, status: 'AUTHORIZED', completion: { ticket: 'issued', mailed: true } }) })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada', correoEnviado2: 'si', token })
    const badge = await (await superuser()).collection('EntradasUsuario').getFirstListItem(`user = "${buyer.id}"`)
    expect(badge).toMatchObject({ TipoBadge: ticket.tipo, MontoTotalPagado: ticket.monto })
    expect(mailsTo(buyer.email)).toHaveLength(1)
    expect(services.standIn.controls.transaction(token)?.commits).toBe(1)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it("Webpay's commit answer lost in the middle: the call answers null, the reload's call finishes with one commit, one ticket, one mail", async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const token = await paidAtWebpay(buyer, ticket)

    services.standIn.controls.setAnswerLost(['commit'])
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect((await callFn(confirm, { token }, auth(buyer))).body).toBeNull()
    vi.restoreAllMocks()
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'creada', correoEnviado2: 'no' })
    expect(services.standIn.controls.transaction(token)?.commits).toBe(1)

    services.standIn.controls.setAnswerLost(false)
    expect((await callFn(confirm, { token }, auth(buyer))).body).toMatchObject({ paid: true, completion: { ticket: 'issued', mailed: true } })
    expect(services.standIn.controls.transaction(token)?.commits).toBe(1)
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada', correoEnviado2: 'si' })
    expect(mailsTo(buyer.email)).toHaveLength(1)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('the browser loses the answer after the server did everything: the retry answers the same, with no second commit or mail', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const token = await paidAtWebpay(buyer, ticket)

    const lost = await callFn(confirm, { token }, auth(buyer))
    const retried = await callFn(confirm, { token }, auth(buyer))
    expect(retried).toEqual(lost)
    expect(retried.body).toMatchObject({ completion: { ticket: 'issued', mailed: true } })
    expect(services.standIn.controls.transaction(token)?.commits).toBe(1)
    expect(mailsTo(buyer.email)).toHaveLength(1)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('a double click (two concurrent calls): one commit, one paid ticket, one mail, and both calls report the ticket', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const token = await paidAtWebpay(buyer, ticket)

    const both = await Promise.all([callFn(confirm, { token }, auth(buyer)), callFn(confirm, { token }, auth(buyer))])
    for (const answer of both) expect(answer.body).toMatchObject({ paid: true, completion: { ticket: 'issued' } })
    expect(services.standIn.controls.transaction(token)?.commits).toBe(1)
    await services.sink.waitFor((m) => m.to.includes(buyer.email))
    expect(mailsTo(buyer.email)).toHaveLength(1)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('SMTP down during the call: the ticket is paid, the answer says not mailed, and the reconciliation sends one mail later', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const token = await paidAtWebpay(buyer, ticket)

    services.sink.setFailing(true)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect((await callFn(confirm, { token }, auth(buyer))).body).toMatchObject({ paid: true, completion: { ticket: 'issued', mailed: false } })
    vi.restoreAllMocks()
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada', correoEnviado2: 'no' })

    services.sink.setFailing(false)
    expect((await reconcile(await adminClient())).mailsSent).toBeGreaterThanOrEqual(1)
    expect(await ticketOf(ticket.id)).toMatchObject({ correoEnviado2: 'si' })
    expect(mailsTo(buyer.email)).toHaveLength(1)
    expect(services.standIn.controls.transaction(token)?.commits).toBe(1)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })
})
