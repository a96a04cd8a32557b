import { describe, expect, it } from 'vitest'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import confirm from '../../functions/confirm.mts'
import finalconfirm from '../../functions/finalconfirm.mts'
import sendmailentrada from '../../functions/sendmailentrada.mts'
import { createUser, superuser, type TestAccount } from './support/pocketbase.ts'
import { callFn, issueTicket, payWithCard, setUpPaymentServices, VISA } from './support/payments.ts'

const services = setUpPaymentServices()

/** A buyer with a paid ticket and its Webpay token, the first ticket mail already sent. */
async function paidBuyer(): Promise<{ buyer: TestAccount; token: string; orderID: string; ticketId: string }> {
  const buyer = await createUser()
  const ticket = await issueTicket(buyer.id)
  const start = await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, buyer.pb.authStore.token)
  const { token, url } = start.body as { token: string; url: string }
  await payWithCard(services.standIn, url, token, VISA)
  await callFn(confirm, { token }, buyer.pb.authStore.token)
  await callFn(finalconfirm, { token }, buyer.pb.authStore.token)
  await callFn(sendmailentrada, { token }, buyer.pb.authStore.token)
  return { buyer, token, orderID: String(ticket['orderID']), ticketId: ticket.id }
}

const ticketMails = (email: string, orderID: string) => services.sink.messages.filter((m) => m.to.includes(email) && m.subject.includes(orderID))

describe('"send my ticket again" from the profile', () => {
  it('re-sends the holder’s ticket mail with its QR, audited as done by the holder, and then waits a few minutes', async () => {
    const { buyer, token, orderID, ticketId } = await paidBuyer()
    await expect.poll(() => ticketMails(buyer.email, orderID).length).toBe(1)
    expect(await callFn(sendmailentrada, { token, force: true }, buyer.pb.authStore.token)).toEqual({ status: 200, body: { sent: true, status: 'sent' } })
    expect(ticketMails(buyer.email, orderID)).toHaveLength(2)
    expect(ticketMails(buyer.email, orderID)[1]?.raw).toContain('image/png')
    const again = await callFn(sendmailentrada, { token, force: true }, buyer.pb.authStore.token)
    expect(again.status).toBe(429)
    expect(again.body).toMatchObject({ details: { code: 'tooSoon' } })
    expect(ticketMails(buyer.email, orderID)).toHaveLength(2)
    const audit = await (await superuser()).collection('auditLog').getFullList({ filter: `target = "${ticketId}" && action = "sendmailentrada"` })
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor: buyer.id, after: { resent: true, byHolder: true } })
  })

  it('two clicks at once send one mail', async () => {
    const { buyer, token, orderID } = await paidBuyer()
    await expect.poll(() => ticketMails(buyer.email, orderID).length).toBe(1)
    const answers = await Promise.all([1, 2].map(() => callFn(sendmailentrada, { token, force: true }, buyer.pb.authStore.token)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429])
    expect(ticketMails(buyer.email, orderID)).toHaveLength(2)
  })

  it('is refused for someone else’s ticket and for an unpaid one', async () => {
    const { token } = await paidBuyer()
    const stranger = await createUser()
    expect((await callFn(sendmailentrada, { token, force: true }, stranger.pb.authStore.token)).status).toBe(404)
    const unpaidBuyer = await createUser()
    const unpaid = await issueTicket(unpaidBuyer.id)
    const start = await callFn(updatetokenentregada, { EntradasEntregadasID: unpaid.id }, unpaidBuyer.pb.authStore.token)
    const { token: unpaidToken } = start.body as { token: string }
    expect((await callFn(sendmailentrada, { token: unpaidToken, force: true }, unpaidBuyer.pb.authStore.token)).status).toBe(404)
  })
})
