import { describe, expect, it } from 'vitest'
import type { RecordModel } from 'pocketbase'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import webpayreturn from '../../functions/webpayreturn.mts'
import abortpayment from '../../functions/abortpayment.mts'
import confirm from '../../functions/confirm.mts'
import finalconfirm from '../../functions/finalconfirm.mts'
import sendmailentrada from '../../functions/sendmailentrada.mts'
import { superuser, type TestAccount } from './support/pocketbase.ts'
import { quickUser } from './permissions-fixtures.ts'
import { expectMoneyInvariant, invariantSteps } from './support/money.ts'
import { issueTicket, MASTERCARD, openForm, payWithCard as payOnWebpay, postReturnForm, readForm, setUpPaymentServices, VISA } from './support/payments.ts'
import { invokeFunction } from '../../scripts/lib/netlify-functions-runtime.ts'

const services = setUpPaymentServices()
// Every step of these rows is followed by the ticket invariants' check (issue #37).
const { callFn, check } = invariantSteps(() => services.standIn)
const payWithCard: typeof payOnWebpay = async (...args) => {
  const paid = await payOnWebpay(...args)
  await check(`card paid at Webpay for ${args[2]}`)
  return paid
}

const ticketOf = async (id: string) => (await superuser()).collection('EntradasEntregadas').getOne(id)
const paymentsOf = async (ticketId: string) => (await superuser()).collection('pagos').getFullList({ filter: `ticket = "${ticketId}"`, sort: 'created' })
const paymentOf = async (token: string) => (await superuser()).collection('pagos').getFirstListItem(`token = "${token}"`)
const badgeOf = async (userId: string) => (await superuser()).collection('EntradasUsuario').getFullList({ filter: `user = "${userId}"` })
const mailsTo = (email: string) => services.sink.messages.filter((m) => m.to.includes(email))

async function startPayment(buyer: TestAccount, ticket: RecordModel) {
  const res = await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, buyer.pb.authStore.token)
  expect(res.status).toBe(200)
  return res.body as { token: string; url: string }
}

/** "Anular compra y volver al comercio" on Webpay's form: the TBK_* parameters /webpayretorno receives. */
async function abortOnWebpay(token: string, url: string): Promise<URLSearchParams> {
  await openForm(url, token)
  const page = await (await fetch(`${services.standIn.url}/webpayserver/card`, { method: 'POST', body: new URLSearchParams({ token_ws: token, action: 'abort' }) })).text()
  const res = await postReturnForm(webpayreturn, page)
  expect(res.status).toBe(303)
  return new URL(res.headers.get('location') ?? '').searchParams
}

/** What /webpayretorno does with token_ws: one `confirm` (commit, finalize, ticket mail); SPEC's finalconfirm and sendmailentrada replayed after it. */
async function completeReturn(buyer: TestAccount, location: string) {
  const back = await invokeFunction(webpayreturn, new Request(location))
  const token = new URL(back.headers.get('location') ?? '').searchParams.get('token_ws') ?? ''
  const auth = buyer.pb.authStore.token
  return {
    token,
    confirmed: await callFn(confirm, { token }, auth),
    finalized: await callFn(finalconfirm, { token }, auth),
    mailed: await callFn(sendmailentrada, { token }, auth),
  }
}

async function expectPaidOnce(buyer: TestAccount, ticket: RecordModel, paidToken: string) {
  expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada', token: paidToken, correoEnviado2: 'si' })
  const badges = await badgeOf(buyer.id)
  expect(badges).toHaveLength(1)
  expect(badges[0]).toMatchObject({ MontoTotalPagado: ticket.monto })
  expect((await paymentsOf(ticket.id)).filter((p) => p.estado === 'finalizada').map((p) => p.token)).toEqual([paidToken])
  expect(mailsTo(buyer.email)).toHaveLength(1)
}

describe('paying again after an abort or a rejection', () => {
  it('abort → Pay again gets a NEW transaction at once → VISA → paid exactly once', async () => {
    const buyer = await quickUser()
    const ticket = await issueTicket(buyer.id)
    const first = await startPayment(buyer, ticket)

    const back = await abortOnWebpay(first.token, first.url)
    expect(back.get('TBK_TOKEN')).toBe(first.token)
    const aborted = await callFn(abortpayment, { token: back.get('TBK_TOKEN') }, buyer.pb.authStore.token)
    expect(aborted).toEqual({ status: 200, body: { estado: 'abortada' } })
    expect(await paymentOf(first.token)).toMatchObject({ estado: 'iniciada', abortada: true })
    // A second report (reload of /webpayretorno) is harmless.
    expect((await callFn(abortpayment, { token: first.token }, buyer.pb.authStore.token)).body).toEqual({ estado: 'abortada' })

    const second = await startPayment(buyer, ticket)
    expect(second.token).not.toBe(first.token)
    expect((await ticketOf(ticket.id)).token).toBe(second.token)
    // Webpay needs a unique buy_order per transaction: the first attempt used the ticket's order id,
    // the retry the order id's digits and the attempt number; the ticket keeps its own.
    expect(services.standIn.controls.transaction(first.token)?.buyOrder).toBe(ticket.orderID)
    const retryOrder = services.standIn.controls.transaction(second.token)?.buyOrder ?? ''
    expect(retryOrder).toBe(`${String(ticket.orderID).slice('Paw25a'.length)}-2`)
    expect((await ticketOf(ticket.id)).orderID).toBe(ticket.orderID)
    // Pressing Pay twice more within the window keeps handing out the new, live one.
    expect(await startPayment(buyer, ticket)).toEqual(second)

    const done = await completeReturn(buyer, await payWithCard(services.standIn, second.url, second.token, VISA))
    expect(done.token).toBe(second.token)
    expect(done.confirmed.body).toMatchObject({ paid: true, status: 'AUTHORIZED' })
    expect(done.finalized.status).toBe(200)
    expect(done.confirmed.body).toMatchObject({ paid: true, completion: { ticket: 'issued', mailed: true } })
    expect(done.mailed.body).toEqual({ sent: false, status: 'already' })
    await expectPaidOnce(buyer, ticket, second.token)
    expect(services.standIn.controls.transaction(first.token)?.commits).toBe(0)
    expect(services.standIn.controls.transaction(second.token)?.commits).toBe(1)
    expect((await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, buyer.pb.authStore.token)).status).toBe(409)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('rejected card (token_ws, commit says FAILED) → Pay again works at once → paid', async () => {
    const buyer = await quickUser()
    const ticket = await issueTicket(buyer.id)
    const first = await startPayment(buyer, ticket)
    const rejected = await completeReturn(buyer, await payWithCard(services.standIn, first.url, first.token, MASTERCARD))
    expect(rejected.confirmed.body).toMatchObject({ paid: false, status: 'FAILED' })

    const second = await startPayment(buyer, ticket)
    expect(second.token).not.toBe(first.token)
    const done = await completeReturn(buyer, await payWithCard(services.standIn, second.url, second.token, VISA))
    expect(done.confirmed.body).toMatchObject({ paid: true })
    await expectPaidOnce(buyer, ticket, second.token)
    expect((await paymentOf(first.token)).estado).toBe('rechazada')
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('rejected at the bank by a buyer who never came back: Pay again still opens a new transaction', async () => {
    const buyer = await quickUser()
    const ticket = await issueTicket(buyer.id)
    const first = await startPayment(buyer, ticket)
    await payWithCard(services.standIn, first.url, first.token, VISA, 'reject')

    const second = await startPayment(buyer, ticket)
    expect(second.token).not.toBe(first.token)
    expect(await paymentOf(first.token)).toMatchObject({ estado: 'rechazada' })
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('Webpay error page (token_ws + TBK_TOKEN): the report closes the attempt and Pay opens a new one', async () => {
    const buyer = await quickUser()
    const ticket = await issueTicket(buyer.id)
    const first = await startPayment(buyer, ticket)
    await abortOnWebpay(first.token, first.url)
    // The old form reached again (back button): Webpay shows its error page and returns all four parameters.
    const errorPage = await openForm(first.url, first.token)
    const { fields } = readForm(errorPage, 'tbk-error')
    expect(fields).toMatchObject({ token_ws: first.token, TBK_TOKEN: first.token })
    expect((await callFn(abortpayment, { token: fields.TBK_TOKEN }, buyer.pb.authStore.token)).body).toEqual({ estado: 'abortada' })
    expect((await startPayment(buyer, ticket)).token).not.toBe(first.token)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })
})

describe('what an abort report cannot do', () => {
  it('a forged abort for an AUTHORIZED transaction changes nothing; the payment is still completed once', async () => {
    const buyer = await quickUser()
    const ticket = await issueTicket(buyer.id)
    const first = await startPayment(buyer, ticket)
    const location = await payWithCard(services.standIn, first.url, first.token, VISA)
    const before = await paymentOf(first.token)

    const forged = await callFn(abortpayment, { token: first.token }, buyer.pb.authStore.token)
    expect(forged).toEqual({ status: 409, body: { error: 'Webpay authorized this payment; it cannot be aborted.' } })
    const after = await paymentOf(first.token)
    expect(after).toMatchObject({ estado: 'iniciada', abortada: false, updated: before.updated })
    expect(services.standIn.controls.transaction(first.token)?.commits).toBe(0)

    // Pay again does not open a second transaction: the authorized one is completed instead.
    expect(await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, buyer.pb.authStore.token)).toEqual({
      status: 409,
      body: { error: 'This ticket has already been paid.' },
    })
    expect(await paymentsOf(ticket.id)).toHaveLength(1)
    const done = await completeReturn(buyer, location)
    expect(done.confirmed.body).toMatchObject({ paid: true })
    await expectPaidOnce(buyer, ticket, first.token)
    expect(services.standIn.controls.transaction(first.token)?.commits).toBe(1)
    // Once paid, an abort report is refused as well.
    expect((await callFn(abortpayment, { token: first.token }, buyer.pb.authStore.token)).status).toBe(409)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it("another user's token is refused (403) and nothing changes", async () => {
    const buyer = await quickUser()
    const intruder = await quickUser()
    const ticket = await issueTicket(buyer.id)
    const first = await startPayment(buyer, ticket)
    expect(await callFn(abortpayment, { token: first.token }, intruder.pb.authStore.token)).toEqual({
      status: 403,
      body: { error: 'This payment belongs to another account.' },
    })
    expect(await paymentOf(first.token)).toMatchObject({ estado: 'iniciada', abortada: false })
    expect(await startPayment(buyer, ticket)).toEqual(first)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('bad input: no session 401, malformed 400, unknown token 404, extra fields 400, Webpay down 502 — nothing changes', async () => {
    const buyer = await quickUser()
    const ticket = await issueTicket(buyer.id)
    const first = await startPayment(buyer, ticket)
    const auth = buyer.pb.authStore.token
    expect((await callFn(abortpayment, { token: first.token })).status).toBe(401)
    expect((await callFn(abortpayment, { token: 'nope' }, auth)).status).toBe(400)
    expect((await callFn(abortpayment, {}, auth)).status).toBe(400)
    expect((await callFn(abortpayment, { token: first.token, abortada: true }, auth)).status).toBe(400)
    expect((await callFn(abortpayment, { token: 'a'.repeat(64) }, auth)).status).toBe(404)
    services.standIn.controls.setDown(['status'])
    expect((await callFn(abortpayment, { token: first.token }, auth)).status).toBe(502)
    services.standIn.controls.setDown(false)
    expect(await paymentOf(first.token)).toMatchObject({ estado: 'iniciada', abortada: false })
    expect(await startPayment(buyer, ticket)).toEqual(first)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })
})
